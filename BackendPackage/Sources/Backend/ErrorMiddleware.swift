import Foundation
import Hummingbird
import Logging
import WireContract

/// Turns every error into the JSON error body with the right status. Bad input is never a 500,
/// and nothing internal (a stack, a SQL message) reaches the client; unexpected errors are logged.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return Self.response(error)
        } catch let error as DecodingError {
            return Self.response(.malformedJSON(Self.describe(error)))
        } catch let error as any HTTPResponseError {
            return Self.response(Self.apiError(for: error.status))
        } catch {
            context.logger.error("unexpected error", metadata: ["error": "\(String(reflecting: error))"])
            return Self.response(
                APIError(.internalServerError, code: "internal_error", message: "The server had a problem."))
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
