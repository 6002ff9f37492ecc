import Foundation
import Hummingbird
import HummingbirdAuth
import HummingbirdBcrypt
import Logging
import NIOCore
import WireContract

/// A valid bearer token: an event stream ends when it expires or is revoked.
struct TokenSession: Sendable {
    var user: StoredUser
    var tokenHash: String
    var expiresAt: Date
}

/// Signs users in with HTTP Basic and recognises their bearer tokens.
///
/// A token is 32 random bytes (256 bits) from the system's secure generator, sent once and stored
/// only as its SHA-256 hash, with an expiry. Passwords are checked by ``PasswordHasher`` on
/// threads of their own, after the ``SignInLimiter`` has let the attempt through. Tokens are
/// recognised through a ``TokenCache``.
struct Authenticator: Sendable {
    static let tokenLifetime: TimeInterval = 30 * 24 * 3600
    /// Compared against when the user does not exist, so both failures take as long.
    private static let dummyHash = Bcrypt.hash("not a password", cost: PasswordHasher.cost)
    let users: any UserRepository
    let clock: ServerClock
    let limiter: SignInLimiter
    let tokens: TokenCache
    /// Whether the client address comes from `X-Forwarded-For` (behind a load balancer).
    let trustsForwardedFor: Bool
    /// Tells every instance's event streams that a token was revoked.
    let revoked: @Sendable (_ tokenHash: String) async throws -> Void

    init(
        users: any UserRepository, configuration: BackendConfiguration,
        revoked: @escaping @Sendable (_ tokenHash: String) async throws -> Void = { _ in }
    ) {
        self.revoked = revoked
        self.users = users
        clock = configuration.clock
        limiter = SignInLimiter(limits: configuration.signInLimits, clock: configuration.clock)
        tokens = TokenCache(clock: configuration.clock)
        trustsForwardedFor = configuration.trustsForwardedFor
    }

    func login(_ request: Request, context: AppRequestContext) async throws -> LoginResponse {
        guard let credentials = request.headers.basic else { throw APIError.unauthorized }
        let address = clientAddress(request, context: context)
        if let wait = limiter.retryAfter(username: credentials.username, address: address) {
            context.logger.notice(
                "sign-in refused: too many failures", metadata: ["username": "\(credentials.username)"])
            throw APIError.tooManySignIns(retryAfter: wait)
        }
        context.logger.debug("checking credentials", metadata: ["username": "\(credentials.username)"])
        let user = try await users.user(named: credentials.username)
        let matches = try await PasswordHasher.shared.verify(
            credentials.password, hash: user?.passwordHash ?? Self.dummyHash)
        guard let user, matches else {
            limiter.recordFailure(username: credentials.username, address: address)
            throw APIError(.unauthorized, code: "invalid_credentials", message: "Wrong username or password.")
        }
        limiter.recordSuccess(username: credentials.username)
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let token = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        try await users.storeToken(
            hash: Self.hash(token), userID: user.id,
            expiresAt: clock.now().addingTimeInterval(Self.tokenLifetime))
        return LoginResponse(token: token, user: UserApiModel(username: user.username))
    }

    /// Revokes the request's token: at once here, within ``TokenCache/revalidationInterval`` elsewhere;
    /// the event streams opened with it end at once on every instance.
    func logout(_ request: Request) async throws {
        guard let token = request.headers.bearer?.token else { throw APIError.unauthorized }
        let hash = Self.hash(token)
        try await users.deleteToken(hash: hash)
        tokens.revoke(hash: hash)
        try await revoked(hash)
    }

    /// The request's valid token: whose it is, its hash and when it expires; a 401 otherwise.
    func requireSession(_ request: Request) async throws -> TokenSession {
        guard let token = request.headers.bearer?.token else { throw APIError.unauthorized }
        let hash = Self.hash(token)
        guard let record = try await tokens.record(hash: hash, load: { try await users.token(hash: hash) })
        else {
            throw APIError.unauthorized
        }
        return TokenSession(user: record.user, tokenHash: hash, expiresAt: record.expiresAt)
    }

    /// The signed-in user, `nil` without an Authorization header; a bad or expired token is a 401.
    func user(_ request: Request) async throws -> StoredUser? {
        guard request.headers[.authorization] != nil else { return nil }
        guard let token = request.headers.bearer?.token else { throw APIError.unauthorized }
        let hash = Self.hash(token)
        guard let user = try await tokens.user(hash: hash, load: { try await users.token(hash: hash) }) else {
            throw APIError.unauthorized
        }
        return user
    }

    /// The signed-in user; a missing, bad or expired token is a 401.
    func requireUser(_ request: Request) async throws -> StoredUser {
        guard let user = try await user(request) else { throw APIError.unauthorized }
        return user
    }

    /// The address sign-in limits count against: the peer, or behind a trusted load balancer the
    /// last address it appended to `X-Forwarded-For`.
    private func clientAddress(_ request: Request, context: AppRequestContext) -> String {
        if trustsForwardedFor, let forwarded = request.headers[.init("X-Forwarded-For")!],
            let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
            !last.isEmpty
        {
            return last
        }
        return context.remoteAddress?.ipAddress ?? "unknown"
    }

    static func hash(_ token: String) -> String { SHA256Digest(token.utf8).hex }
}
