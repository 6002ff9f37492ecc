public import Foundation

/// Holds the signed-in user's bearer token, shared by every request that needs it, and whose it
/// is when known.
public actor TokenStore {
    /// The current token; `nil` when nobody is signed in.
    public private(set) var token: String?
    /// The name of the user the token belongs to: known after a sign-in or a restored session,
    /// not for a bare token (`LANDMARKS_TOKEN`).
    public private(set) var user: String?

    /// Creates a store, optionally already holding a token (from `LANDMARKS_TOKEN`, say) and
    /// the name of its user.
    public init(token: String? = nil, user: String? = nil) {
        self.token = token
        self.user = token == nil ? nil : user
    }

    /// Whether a token is held.
    public var isSignedIn: Bool { token != nil }

    /// Replaces the token and its user's name; `nil` signs out.
    public func setToken(_ token: String?, user: String? = nil) {
        self.token = token
        self.user = token == nil ? nil : user
    }

    /// Signs in with HTTP Basic and keeps the token the server answers.
    ///
    /// - Throws: ``AppError/unauthorized`` for a wrong name or password; any other failure as is.
    @discardableResult
    public func signIn(
        username: String, password: String, client: NetworkClient, baseURL: URL
    ) async throws(AppError) -> LoginResponse {
        let endpoint = ServiceEndpoints.login.endpoint()
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        let response: LoginResponse = try await client.execute(
            endpoint, baseURL: baseURL, headers: ["Authorization": "Basic \(credentials)"])
        token = response.token
        user = response.user.username
        return response
    }
}

/// Adds `Authorization: Bearer <token>` to every request that has no `Authorization` header yet,
/// when the ``TokenStore`` holds a token; given an `origin`, only to requests to that scheme, host
/// and port, so a feature over someone else's API never hands them our token.
public struct AuthInterceptor: NetworkInterceptor {
    private let tokens: TokenStore
    private let origin: URL?

    /// Creates the interceptor over `tokens`, for requests to `origin` only when one is given.
    public init(tokens: TokenStore, origin: URL? = nil) {
        self.tokens = tokens
        self.origin = origin
    }

    /// Adds the bearer token.
    public func prepare(_ request: NetworkRequest) async throws(AppError) -> NetworkRequest {
        guard request.header("Authorization") == nil, isOurs(request.url), let token = await tokens.token
        else {
            return request
        }
        var request = request
        request.headers["Authorization"] = "Bearer \(token)"
        return request
    }

    /// Whether `url` is under the origin the token is for (any, when none was given).
    private func isOurs(_ url: URL) -> Bool {
        guard let origin else { return true }
        return url.scheme?.lowercased() == origin.scheme?.lowercased()
            && url.host()?.lowercased() == origin.host()?.lowercased()
            && url.port ?? Self.defaultPort(url) == origin.port ?? Self.defaultPort(origin)
    }

    private static func defaultPort(_ url: URL) -> Int? {
        switch url.scheme?.lowercased() {
        case "https": 443
        case "http": 80
        default: nil
        }
    }
}
