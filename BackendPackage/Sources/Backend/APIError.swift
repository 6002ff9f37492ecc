public import HTTPTypes
import WireContract

/// A failure answered to the client as `{ "error": { "code", "message", "field" } }` with its
/// status.
public struct APIError: Error, Sendable, Equatable {
    /// The status the response carries: 400, 401, 404, 409, 412, 429, 500 or 503.
    public var status: HTTPResponse.Status
    /// A stable, machine-readable code.
    public var code: String
    /// What went wrong, for people.
    public var message: String
    /// The request's field at fault, by its wire name, if one is.
    public var field: String?
    /// Headers the answer carries besides the JSON content type (`Retry-After`, `Allow`).
    public var headers: HTTPFields

    /// An error answered with `status`, its machine-readable `code` and a sentence for people.
    public init(
        _ status: HTTPResponse.Status, code: String, message: String, field: String? = nil,
        headers: HTTPFields = [:]
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.headers = headers
    }

    /// 400: `field` breaks a rule, which `message` says ("must be in the future"); the message
    /// people read starts with the field's name.
    static func invalidField(_ field: String, _ message: String) -> APIError {
        APIError(.badRequest, code: ErrorResponse.invalidField, message: "\(field) \(message)", field: field)
    }

    /// 400: the body is not the JSON the route takes.
    static func malformedJSON(_ detail: String) -> APIError {
        APIError(
            .badRequest, code: "malformed_json",
            message: "The body is not valid JSON for this route: \(detail)")
    }

    /// 401: no token, or a token that is unknown, revoked or expired.
    static let unauthorized = APIError(
        .unauthorized, code: "unauthorized", message: "Sign in: this needs a valid bearer token.")

    /// 404, also for another user's resources, so their existence is not revealed.
    static func notFound(_ what: String) -> APIError {
        APIError(.notFound, code: "not_found", message: "No \(what) with that id.")
    }

    /// 405: the path exists, the method does not; `Allow` lists the ones that do.
    static func methodNotAllowed(allowed: [String]) -> APIError {
        APIError(
            .methodNotAllowed, code: "method_not_allowed",
            message: "This path answers \(allowed.joined(separator: ", ")) only.",
            headers: [.allow: allowed.joined(separator: ", ")])
    }

    /// 429: too many failed sign-ins; a correct password is refused as well until `seconds` pass.
    static func tooManySignIns(retryAfter seconds: Int) -> APIError {
        APIError(
            .tooManyRequests, code: "too_many_sign_in_attempts",
            message: "Too many failed sign-ins. Try again in \(seconds) s.",
            headers: [.retryAfter: "\(seconds)"])
    }

    /// 503: the database does not answer (it restarts, or the network to it is down); the
    /// client may try again in a second, here or on another instance.
    static let databaseUnavailable = APIError(
        .serviceUnavailable, code: "database_unavailable",
        message: "The database does not answer. Try again shortly.", headers: [.retryAfter: "1"])

    /// 503 from `GET /ready`: the server is stopping, and finishes the requests it has.
    static let stopping = APIError(
        .serviceUnavailable, code: "stopping", message: "This instance is stopping.",
        headers: [.retryAfter: "1"])

    /// 503: the answer took longer than the request deadline (``BackendConfiguration/requestDeadline``);
    /// the client may try again, here or on another instance.
    static let timedOut = APIError(
        .serviceUnavailable, code: "timed_out",
        message: "The server could not answer in time. Try again shortly.", headers: [.retryAfter: "1"])

    /// 503: password checks are queued up to their limit.
    static func busy(retryAfter seconds: Int) -> APIError {
        APIError(
            .serviceUnavailable, code: "busy",
            message: "The server is busy checking passwords. Try again shortly.",
            headers: [.retryAfter: "\(seconds)"])
    }
}
