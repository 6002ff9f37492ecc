import Foundation
public import Logger

/// Logs each request and its outcome through `Logger`: method, path, status, size and time.
///
/// Bodies are logged only when asked for, and then with the values of `token` and `password`
/// fields replaced; the `Authorization` header is never logged, so no credential reaches a log.
public struct LoggingInterceptor: NetworkInterceptor {
    private let logger: Logger
    private let logsRequestBodies: Bool
    private let logsResponseBodies: Bool

    /// Creates the interceptor.
    ///
    /// - Parameters:
    ///   - logger: where each request and its outcome are logged.
    ///   - logsRequestBodies: add each request body (redacted) to its log line.
    ///   - logsResponseBodies: add each response body (redacted) to its log line.
    public init(logger: Logger, logsRequestBodies: Bool = false, logsResponseBodies: Bool = false) {
        self.logger = logger
        self.logsRequestBodies = logsRequestBodies
        self.logsResponseBodies = logsResponseBodies
    }

    /// Logs the request going out.
    public func prepare(_ request: NetworkRequest) async throws(AppError) -> NetworkRequest {
        // Only the scheme (bearer, basic or none), never the credential.
        let scheme = request.header("Authorization")?.split(separator: " ").first?.lowercased() ?? "none"
        var metadata: Logger.Metadata = ["auth": "\(scheme)"]
        if logsRequestBodies, let body = request.body {
            metadata["body"] = "\(Self.redacted(body))"
        }
        logger.debug("→ \(request.summary)", metadata: metadata)
        return request
    }

    /// Logs how the request ended.
    public func intercept(_ outcome: NetworkOutcome, of exchange: NetworkExchange) async -> NetworkOutcome {
        let milliseconds = exchange.elapsed / .milliseconds(1)
        var metadata: Logger.Metadata = ["ms": "\((milliseconds * 10).rounded() / 10)"]
        switch outcome {
        case let .success(response):
            metadata["bytes"] = "\(response.body.count)"
            if logsResponseBodies { metadata["body"] = "\(Self.redacted(response.body))" }
            let level: Logger.Level = response.status < 400 ? .info : .warning
            logger.log(level: level, "← \(response.status) \(exchange.request.summary)", metadata: metadata)
        case let .failure(error):
            metadata["error"] = "\(error)"
            logger.warning("← failed \(exchange.request.summary)", metadata: metadata)
        }
        return outcome
    }

    /// The body as text with the values of `token` and `password` JSON fields replaced.
    static func redacted(_ body: Data) -> String {
        let secretField = #/"(token|password|accessToken|refreshToken)"\s*:\s*"(?:[^"\\]|\\.)*"/#
        return String(decoding: body, as: UTF8.self).replacing(secretField) { match in
            "\"\(match.output.1)\":\"<redacted>\""
        }
    }
}
