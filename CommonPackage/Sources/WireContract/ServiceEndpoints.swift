/// `GET /health`'s and `GET /ready`'s answer.
public struct HealthResponse: Codable, Sendable, Hashable {
    /// `"ok"` from `/health` (the process is up), `"ready"` from `/ready` (send it requests).
    public var status: String

    /// The answer saying `status` ("ok" or "ready").
    public init(status: String) {
        self.status = status
    }
}

/// A signed-in user, as the backend describes them.
public struct UserApiModel: Codable, Sendable, Hashable {
    /// The user's name, as typed at sign-in.
    public var username: String

    /// Creates a user record.
    public init(username: String) {
        self.username = username
    }
}

/// `POST /auth/login`'s answer: a bearer token and who it belongs to.
public struct LoginResponse: Codable, Sendable, Hashable {
    /// The bearer token for later requests.
    public var token: String
    /// The signed-in user.
    public var user: UserApiModel

    /// The answer carrying a new bearer `token` for `user`.
    public init(token: String, user: UserApiModel) {
        self.token = token
        self.user = user
    }
}

/// The body of every error answer: `{ "error": { "code": ..., "message": ..., "field": ... } }`,
/// `field` only when one field of the request is at fault.
public struct ErrorResponse: Codable, Sendable, Hashable {
    /// What went wrong: a code for programs, a sentence for people, and the field at fault.
    public var error: Detail

    /// A machine-readable code, a message for people, and the field at fault, if one is.
    public struct Detail: Codable, Sendable, Hashable {
        /// A stable code such as `not_found` or ``invalidField``.
        public var code: String
        /// What went wrong.
        public var message: String
        /// The request's field at fault, by its name on the wire (`partySize`, or `id` for a path
        /// parameter); `nil` when the error is not one field's.
        public var field: String?

        /// A detail with the machine-readable `code` ("not_found"), a `message` for people and
        /// the `field` at fault, if one is.
        public init(code: String, message: String, field: String? = nil) {
            self.code = code
            self.message = message
            self.field = field
        }
    }

    /// The code of a request whose ``Detail/field`` breaks a rule.
    public static let invalidField = "invalid_field"

    /// Creates an error body.
    public init(code: String, message: String, field: String? = nil) {
        self.error = Detail(code: code, message: message, field: field)
    }
}

/// The routes every feature shares: health, readiness and authentication.
public enum ServiceEndpoints {
    /// `GET /health`: the process is up (liveness).
    public static let health = Route<EmptyBody, HealthResponse>(.get, "/health")
    /// `GET /ready`: send this instance requests (readiness); 503 while its database does not
    /// answer or once it is stopping.
    public static let ready = Route<EmptyBody, HealthResponse>(.get, "/ready")
    /// `POST /auth/login` with HTTP Basic credentials.
    public static let login = Route<EmptyBody, LoginResponse>(.post, "/auth/login")
    /// `POST /auth/logout` with the bearer token to revoke.
    public static let logout = Route<EmptyBody, EmptyResponse>(.post, "/auth/logout")
    /// `GET /events`: the signed-in user's changes as they happen, a ``ServerSentEvent`` stream;
    /// `Last-Event-ID` resumes after an id.
    public static let events = Route<EmptyBody, EventStream>(.get, "/events")

    /// The method and template of every route above.
    public static let routes: [(method: HTTPMethod, template: String)] = [
        (health.method, health.template), (ready.method, ready.template), (login.method, login.template),
        (logout.method, logout.template), (events.method, events.template),
    ]
}
