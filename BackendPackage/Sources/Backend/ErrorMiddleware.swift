import Foundation
import Hummingbird
import Logging
import WireContract

/// Turns every error into the JSON error body with the right status. Bad input is never a 500,
/// and nothing internal (a stack, a SQL message) reaches the client; unexpected errors are logged.
/// A database that does not answer is a 503 with `Retry-After`, which a client may retry.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Whether an error says the database does not answer (its driver knows).
    let databaseIsUnavailable: @Sendable (any Error) -> Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch {
            return Self.response(answer(for: error, logger: context.logger))
        }
    }

    /// The answer to `error`: its own when it is an ``APIError``, 400 for JSON that does not
    /// decode, the status of Hummingbird's own, 503 when the database does not answer, and a 500
    /// that says nothing internal (logged) for anything else.
    func answer(for error: any Error, logger: Logger) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let error as DecodingError:
            return .malformedJSON(Self.describe(error))
        case let error as any HTTPResponseError:
            return Self.apiError(for: error.status)
        case _ where databaseIsUnavailable(error):
            logger.warning("the database does not answer", metadata: ["error": "\(error)"])
            return .databaseUnavailable
        default:
            logger.error("unexpected error", metadata: ["error": "\(String(reflecting: error))"])
            return APIError(
                .internalServerError, code: "internal_error", message: "The server had a problem.")
        }
    }

    static func apiError(for status: HTTPResponse.Status) -> APIError {
        switch status {
        case .notFound: APIError(.notFound, code: "not_found", message: "No such route.")
        case .contentTooLarge:
            APIError(.contentTooLarge, code: "payload_too_large", message: "The body is larger than 1 MiB.")
        case .unauthorized: .unauthorized
        default: APIError(status, code: "bad_request", message: status.reasonPhrase)
        }
    }

    static func response(_ error: APIError) -> Response {
        let body =
            (try? JSONCoding.encoder().encode(
                ErrorResponse(code: error.code, message: error.message, field: error.field)))
            ?? Data()
        var headers = error.headers
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(
            status: error.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// What is wrong and with which field, without Swift type names or debug text.
    static func describe(_ error: DecodingError) -> String {
        let path = DecodingError.render
        switch error {
        case let .keyNotFound(key, context): return "missing field \(path(context.codingPath + [key]))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "wrong type for field \(path(context.codingPath))"
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty
                ? "not JSON" : "invalid value for field \(path(context.codingPath))"
        @unknown default: return "unreadable"
        }
    }
}
