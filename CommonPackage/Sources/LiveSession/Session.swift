public import Foundation
public import Logger
public import Toolkit

/// Who is signed in to a live server, the token kept for the next run in a file only the user
/// can read (mode 0600), and the policy an app follows with it: ``start()`` takes up the saved
/// token or signs in with the ``credentials``, and ``renew()`` signs in with them again once the
/// server refuses the token.
///
/// A token the server refuses (expired or revoked) calls `onExpired`, once per token, so the app
/// renews the session or goes back to its sign-in screen instead of showing an error.
@MainActor
public final class Session: AccountSession {
    /// The server.
    public let baseURL: URL
    /// The signed-in user's name, once known.
    public private(set) var user: String?
    /// Called on the main actor when the server refuses the token.
    public var onExpired: @MainActor () -> Void = {}
    /// Whom the session signs in as by itself, at a start with no saved token taken up and again
    /// when the server refuses the token: the data directory's demo user, or `--user`. `nil`
    /// leaves both to the sign-in screen.
    public var credentials: (user: String, password: String)?
    /// Whether ``renew()`` can sign in by itself: the session has credentials.
    public var renewsItself: Bool { credentials != nil }
    /// Whether ``start()`` takes up a token saved by an earlier run; `false` opens on the
    /// sign-in screen (a story about it), keeping the token on disk.
    public var restoresSavedToken = true
    private let connection: LiveConnection
    /// The server's sign-in and sign-out, on the connection's token.
    private let service: SessionService
    private var cache: TieredCache?
    private let tokenFile: URL
    private let logger: Logger

    /// Creates a session over `connection`, keeping its token in `tokenFile`.
    public init(connection: LiveConnection, tokenFile: URL, logger: Logger) {
        self.baseURL = connection.baseURL
        self.connection = connection
        self.service = .live(
            client: connection.client, baseURL: connection.baseURL, tokens: connection.tokens)
        self.tokenFile = tokenFile
        self.logger = logger
    }

    /// A session whose token is kept where every app keeps it: `<data>/sessions/<server>.json`,
    /// one file per server the data directory's app has signed in to (`server` is made one safe
    /// path component).
    public convenience init(connection: LiveConnection, data: URL, server: String, logger: Logger) {
        self.init(
            connection: connection,
            tokenFile: data.appending(path: "sessions/\(LiveConnection.pathSafe(server)).json"),
            logger: logger)
    }

    /// Starts the session as an app launches: the token saved for the credentials' user (any
    /// user's without credentials) unless ``restoresSavedToken`` is off, else a sign-in with the
    /// credentials, else signed out.
    public func start() async -> SessionOutcome {
        guard restoresSavedToken else { return .signedOut }
        if await restore(for: credentials?.user) { return .signedIn }
        return await renew()
    }

    /// Signs in with the credentials, as after the server refused the token; signed out when
    /// the session has none.
    public func renew() async -> SessionOutcome {
        guard let credentials else { return .signedOut }
        do {
            try await signIn(user: credentials.user, password: credentials.password)
            return .signedIn
        } catch {
            return .refused(user: credentials.user, error)
        }
    }

    /// Takes up the token saved by an earlier run for `user` (any user when `nil`); `false`
    /// when there is none.
    public func restore(for user: String? = nil) async -> Bool {
        guard let data = try? Data(contentsOf: tokenFile),
            let saved = try? JSONCoding.decoder().decode(SavedToken.self, from: data),
            user == nil || saved.user == user
        else { return false }
        await connection.tokens.setToken(saved.token, user: saved.user)
        self.user = saved.user
        return true
    }

    /// Signs in and saves the token.
    ///
    /// - Throws: `AppError.unauthorized` for a wrong name or password; any other failure as is.
    public func signIn(user: String, password: String) async throws(AppError) {
        do { try await service.signIn(user, password) } catch { throw AppError(error) }
        self.user = user
        guard let token = await connection.tokens.token else { return }
        do {
            try FileManager.default.createDirectory(
                at: tokenFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try JSONCoding.encoder().encode(SavedToken(user: user, token: token))
            // Created with 0600 before the token is written, so it is never readable by others.
            _ = FileManager.default.createFile(
                atPath: tokenFile.path, contents: nil, attributes: [.posixPermissions: 0o600])
            try data.write(to: tokenFile)
        } catch {
            logger.warning("could not save the session token", metadata: ["error": "\(error)"])
        }
    }

    /// Revokes the token on the server (as far as it can be reached), forgets it and deletes the file.
    public func signOut() async {
        do {
            try await service.signOut()
        } catch {
            logger.notice("signing out: the server did not revoke the token", metadata: ["error": "\(error)"])
        }
        await forget()
    }

    /// Forgets the token and deletes its file, without asking the server.
    public func forget() async {
        await connection.tokens.setToken(nil)
        try? FileManager.default.removeItem(at: tokenFile)
    }

    /// The server refused `token`. Unless a newer sign-in replaced it, it is forgotten with
    /// its file, and `onExpired` runs before the refused request's caller sees the failure, so
    /// the screen never shows it as an error.
    func expired(_ token: String) async {
        guard await connection.tokens.token == token else { return }
        try? FileManager.default.removeItem(at: tokenFile)
        await connection.tokens.setToken(nil)
        onExpired()
    }

    /// What the features' live services are built from for the signed-in user: the client and
    /// the changes feed, which both report a refused token, and a cache of the user's own.
    public func services() -> LiveServices {
        let expiry = ExpiryInterceptor(tokens: connection.tokens, origin: baseURL) { [weak self] token in
            await self?.expired(token)
        }
        let cache = connection.forAccount(user.map { "user-" + $0 } ?? "anonymous").cache
        self.cache = cache
        return LiveServices(
            client: connection.client.intercepted(by: [expiry]), baseURL: baseURL, cache: cache,
            logger: logger,
            changes: connection.changes { [weak self] token in await self?.expired(token) },
            tokens: connection.tokens)
    }

    /// Waits until what the cache writes behind the screen is on disk; call before exiting.
    public func flush() async {
        await cache?.flush()
    }

    private struct SavedToken: Codable {
        var user: String
        var token: String
    }
}

/// Sends the session's bearer token itself (the inner `AuthInterceptor` then leaves it), so a
/// 401 can say which token the server refused. Only to the session's server, `origin`: another
/// API (a feature generated from an OpenAPI document) neither gets the token nor, by its own
/// 401, signs the session out.
struct ExpiryInterceptor: NetworkInterceptor {
    let tokens: TokenStore
    let origin: URL
    let onExpired: @Sendable (_ token: String) async -> Void

    func prepare(_ request: NetworkRequest) async throws(AppError) -> NetworkRequest {
        try await AuthInterceptor(tokens: tokens, origin: origin).prepare(request)
    }

    func intercept(_ outcome: NetworkOutcome, of exchange: NetworkExchange) async -> NetworkOutcome {
        if case .success(let response) = outcome, response.status == 401,
            let header = exchange.request.header("Authorization"), header.hasPrefix("Bearer ")
        {
            await onExpired(String(header.dropFirst("Bearer ".count)))
        }
        return outcome
    }
}
