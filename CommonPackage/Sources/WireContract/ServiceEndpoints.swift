/// `GET /health`'s answer.
public struct HealthResponse: Codable, Sendable, Hashable {
    /// `"ok"` when the server and its database answer.
    public var status: String

    /// The answer saying `status` ("ok").
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

/// The body of every error answer: `{ "error": { "code": ..., "message": ... } }`.
public struct ErrorResponse: Codable, Sendable, Hashable {
    /// What went wrong: a code for programs and a sentence for people.
    public var error: Detail

    /// A machine-readable code and a message for people.
    public struct Detail: Codable, Sendable, Hashable {
        /// A stable code such as `not_found` or `invalid_field`.
        public var code: String
        /// What went wrong.
        public var message: String

        /// A detail with the machine-readable `code` ("not_found") and a `message` for people.
        public init(code: String, message: String) {
            self.code = code
            self.message = message
        }
    }

    /// Creates an error body.
    public init(code: String, message: String) {
        self.error = Detail(code: code, message: message)
    }
}

/// The routes every feature shares: health and authentication.
public enum ServiceEndpoints {
    /// `GET /health`.
    public static let health = Route<EmptyBody, HealthResponse>(.get, "/health")
    /// `POST /auth/login` with HTTP Basic credentials.
    public static let login = Route<EmptyBody, LoginResponse>(.post, "/auth/login")
    /// `POST /auth/logout` with the bearer token to revoke.
    public static let logout = Route<EmptyBody, EmptyResponse>(.post, "/auth/logout")
    /// `GET /events`: the signed-in user's changes as they happen, a ``ServerSentEvent`` stream;
    /// `Last-Event-ID` resumes after an id.
    public static let events = Route<EmptyBody, EventStream>(.get, "/events")

    /// The method and template of every route above.
    public static let all: [(method: HTTPMethod, template: String)] = [
        (health.method, health.template), (login.method, login.template), (logout.method, logout.template),
        (events.method, events.template),
    ]
}
