import Crypto
import Foundation
import Hummingbird
import HummingbirdAuth
import HummingbirdBcrypt
import Logging
import NIOPosix
import WireContract

/// Signs users in with HTTP Basic and recognises their bearer tokens.
///
/// A token is 32 random bytes (256 bits) from the system's secure generator, sent once and stored
/// only as its SHA-256 hash, with an expiry. Passwords are checked with bcrypt on a thread pool,
/// never on the request's executor.
struct Authenticator: Sendable {
    static let tokenLifetime: TimeInterval = 30 * 24 * 3600
    /// Compared against when the user does not exist, so both failures take as long.
    private static let dummyHash = Bcrypt.hash("not a password", cost: 10)
    let users: any UserRepository

    func login(_ request: Request, logger: Logger) async throws -> LoginResponse {
        guard let credentials = request.headers.basic else { throw APIError.unauthorized }
        logger.debug("checking credentials", metadata: ["username": "\(credentials.username)"])
        let user = try await users.user(named: credentials.username)
        let matches = try await NIOThreadPool.singleton.runIfActive {
            Bcrypt.verify(credentials.password, hash: user?.passwordHash ?? Self.dummyHash)
        }
        guard let user, matches else {
            throw APIError(.unauthorized, code: "invalid_credentials", message: "Wrong username or password.")
        }
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let token = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        try await users.storeToken(
            hash: Self.hash(token), userID: user.id, expiresAt: Date().addingTimeInterval(Self.tokenLifetime))
        return LoginResponse(token: token, user: UserApiModel(username: user.username))
    }

    func logout(_ request: Request) async throws {
        _ = try await requireUser(request)
        if let token = request.headers.bearer?.token { try await users.deleteToken(hash: Self.hash(token)) }
    }

    /// The signed-in user, `nil` without an Authorization header; a bad or expired token is a 401.
    func user(_ request: Request) async throws -> StoredUser? {
        guard request.headers[.authorization] != nil else { return nil }
        guard let token = request.headers.bearer?.token,
            let user = try await users.user(tokenHash: Self.hash(token), now: Date())
        else { throw APIError.unauthorized }
        return user
    }

    /// The signed-in user; a missing, bad or expired token is a 401.
    func requireUser(_ request: Request) async throws -> StoredUser {
        guard let user = try await user(request) else { throw APIError.unauthorized }
        return user
    }

    static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    static func hashPassword(_ password: String) async throws -> String {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: 10) }
    }
}
