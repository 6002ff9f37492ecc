public import Foundation
public import Logger
public import Toolkit

/// Everything a feature's `.live` service needs: a network client with its interceptors, the
/// server's URL, the token store it signs in with, and a cache on disk per server and account.
/// Shared by every harness's `live` preset and by the app; it knows nothing of command lines
/// (LaunchSupport reads the options and the environment into ``Settings``).
public struct LiveConnection: Sendable {
    /// The client, with auth, retry and logging interceptors.
    public let client: NetworkClient
    /// The server.
    public let baseURL: URL
    /// The memory and disk cache of the account ``open(_:credentials:token:logger:)`` signed in as.
    public let cache: TieredCache
    /// The signed-in user's token, if any.
    public let tokens: TokenStore
    /// `<cache dir>/http/<server>/`: one folder per account below it.
    private let cacheRoot: URL
    private let logger: Logger

    /// Where and how to connect.
    public struct Settings: Sendable {
        /// The server's base URL: `http://127.0.0.1:8080`.
        public var server: URL
        /// The name of the server's cache folder; by default its host and port, so a server
        /// on a new port each run (an embedded one) passes a name that stays.
        public var serverFolder: String?
        /// Each request's deadline.
        public var timeout: Duration
        /// The cache folder; one folder per server and account is made below it.
        public var cacheDirectory: URL
        /// Whether request and response bodies go to the log (tokens and passwords redacted).
        public var logsBodies: Bool

        /// Creates settings.
        public init(
            server: URL, serverFolder: String? = nil, timeout: Duration, cacheDirectory: URL,
            logsBodies: Bool = false
        ) {
            self.server = server
            self.serverFolder = serverFolder
            self.timeout = timeout
            self.cacheDirectory = cacheDirectory
            self.logsBodies = logsBodies
        }
    }

    /// The server refused the sign-in: a wrong name or password.
    public struct SignInRefused: Error, Equatable {
        /// Who tried.
        public var user: String
    }

    /// Builds the client and signs in with `credentials`, else uses `token`.
    ///
    /// A refused sign-in is an error. An unreachable server is not: browsing goes on from the
    /// cache, signed out.
    public static func open(
        _ settings: Settings, credentials: (user: String, password: String)?, token: String?, logger: Logger
    ) async throws(SignInRefused) -> LiveConnection {
        let connection = connect(settings, token: credentials == nil ? token : nil, logger: logger)
        guard let credentials else { return connection.forAccount(token == nil ? "anonymous" : "token") }
        do {
            try await connection.tokens.signIn(
                username: credentials.user, password: credentials.password, client: connection.client,
                baseURL: connection.baseURL)
        } catch .unauthorized {
            throw SignInRefused(user: credentials.user)
        } catch {
            logger.warning("signing in failed; continuing signed out", metadata: ["error": "\(error)"])
        }
        return connection.forAccount("user-" + pathSafe(credentials.user))
    }

    /// Builds the client without signing in, its cache for nobody yet; see ``forAccount(_:)``.
    public static func connect(_ settings: Settings, token: String? = nil, logger: Logger) -> LiveConnection {
        let tokens = TokenStore(token: token)
        let client = NetworkClient.live(defaultTimeout: settings.timeout).intercepted(by: [
            AuthInterceptor(tokens: tokens, origin: settings.server), RetryInterceptor(),
            LoggingInterceptor(
                logger: logger.in(.network), logsRequestBodies: settings.logsBodies,
                logsResponseBodies: settings.logsBodies),
        ])
        let cacheRoot = settings.cacheDirectory
            .appending(path: "http", directoryHint: .isDirectory)
            .appending(
                path: settings.serverFolder ?? folderName(for: settings.server), directoryHint: .isDirectory)
        return LiveConnection(
            client: client, baseURL: settings.server, cache: TieredCache(disk: nil), tokens: tokens,
            cacheRoot: cacheRoot, logger: logger)
    }

    /// This connection with the cache of `account` (`user-ada`), in a folder of its own so
    /// users never share entries.
    public func forAccount(_ account: String) -> LiveConnection {
        let directory = cacheRoot.appending(path: Self.pathSafe(account), directoryHint: .isDirectory)
        let cacheLogger = logger.in(.cache)
        let cache = TieredCache(
            memory: MemoryCache(defaultLimit: 64),
            disk: DiskCache(
                directory: directory, timeToLive: .seconds(7 * 24 * 3600), sizeLimit: 64 << 20,
                logger: cacheLogger),
            logger: cacheLogger)
        logger.info(
            "live connection",
            metadata: ["server": "\(baseURL)", "cache": "\(directory.path)", "account": "\(account)"])
        return LiveConnection(
            client: client, baseURL: baseURL, cache: cache, tokens: tokens, cacheRoot: cacheRoot,
            logger: logger)
    }

    /// What a feature's `.live` service is built from: this connection's client, server, cache
    /// and logger.
    public var services: LiveServices {
        LiveServices(
            client: client, baseURL: baseURL, cache: cache, logger: logger, changes: changes, tokens: tokens)
    }

    /// The signed-in user's changes from `GET /events`, with the token held when each stream opens.
    public var changes: ChangeFeed { changes(refused: { _ in }) }

    /// The same, telling `refused` which token the server refused when it ends a stream with 401.
    func changes(refused: @escaping @Sendable (_ token: String) async -> Void) -> ChangeFeed {
        ChangeFeed.live(baseURL: baseURL, token: { [tokens] in await tokens.token }, refused: refused)
    }

    /// `127.0.0.1_8080`: one cache folder per server.
    public static func folderName(for url: URL) -> String {
        pathSafe("\(url.host ?? "server")_\(url.port.map(String.init) ?? url.scheme ?? "")" + url.path)
    }

    /// `text` with every character but letters, digits, `.` and `-` replaced by `_`, and no
    /// leading dot, so it is one harmless path component (a user named `../x` stays inside).
    public static func pathSafe(_ text: String) -> String {
        let safe = String(text.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }
}
