public import Env
public import Foundation
public import Logger
public import Toolkit

/// Everything a feature's `.live` service needs: a network client with its interceptors, the
/// server's URL, the token store it signs in with, and a cache on disk per server and account.
/// Shared by every harness's `live` preset and by the app.
public struct LiveConnection: Sendable {
    /// The client, with auth, retry and logging interceptors.
    public let client: NetworkClient
    /// The server.
    public let baseURL: URL
    /// The memory and disk cache of the account ``open(_:environment:logger:)`` signed in as.
    public let cache: TieredCache
    /// The signed-in user's token, if any.
    public let tokens: TokenStore
    /// `<cache dir>/http/<server>/`: one folder per account below it.
    private let cacheRoot: URL
    private let logger: Logger

    /// `LANDMARKS_TOKEN`: a bearer token to use when no `--user` is given.
    public static let tokenVariable = "LANDMARKS_TOKEN"
    /// The feature flag (`LANDMARKS_FEATURES=log-http-bodies`) that logs request and response
    /// bodies to the log, with tokens and passwords redacted.
    public static let bodyLoggingFlag = "log-http-bodies"
    /// `LANDMARKS_PASSWORD`: the password for `--user` when `--password` is not given.
    public static let passwordVariable = "LANDMARKS_PASSWORD"

    /// Builds the client and signs in when asked to (`--user`, else `LANDMARKS_TOKEN`).
    ///
    /// A refused sign-in is an error. An unreachable server is not: browsing goes on from the
    /// cache, signed out.
    public static func open(
        _ options: LiveOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger
    ) async throws(LaunchError) -> LiveConnection {
        let token = options.user == nil ? environment[tokenVariable].flatMap(\.nonBlank) : nil
        let connection = try connect(options, environment: environment, logger: logger, token: token)
        let account: String
        if let user = options.user {
            let password = try options.password(environment: environment)
            account = "user-" + pathSafe(user)
            do {
                try await connection.tokens.signIn(
                    username: user, password: password, client: connection.client, baseURL: connection.baseURL
                )
            } catch .unauthorized {
                throw LaunchError("the server refused the sign-in for '\(user)': check --user and --password")
            } catch {
                logger.warning("signing in failed; continuing signed out", metadata: ["error": "\(error)"])
            }
        } else {
            account = token == nil ? "anonymous" : "token"
        }
        return connection.forAccount(account)
    }

    /// Opens the connection for a harness's `live` preset and flushes its cache before the
    /// harness exits.
    @MainActor
    public static func open(_ options: LiveOptions, for context: PresetContext) async throws(LaunchError)
        -> LiveConnection
    {
        let connection = try await open(options, logger: context.logger)
        context.atExit { await connection.cache.flush() }
        return connection
    }

    /// Builds the client without signing in, its cache for nobody yet; see ``forAccount(_:)``.
    ///
    /// - Parameters:
    ///   - server: the server when it is not `--server` (an embedded one); `name` replaces its
    ///     address in the cache folder's name, so a server on a new port each run keeps its cache.
    public static func connect(
        _ options: LiveOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger, token: String? = nil, server: (url: URL, name: String)? = nil
    ) throws(LaunchError) -> LiveConnection {
        let env: Env
        do {
            env = try Env.load(from: environment)
        } catch {
            throw LaunchError(error.description)
        }
        let baseURL = server?.url ?? options.server ?? env.baseURL
        let tokens = TokenStore(token: token)
        let logsBodies = env.featureFlags.isEnabled(bodyLoggingFlag)
        let client = NetworkClient.live(defaultTimeout: .milliseconds(options.timeout)).intercepted(by: [
            AuthInterceptor(tokens: tokens), RetryInterceptor(),
            LoggingInterceptor(
                logger: logger.in(.network), logsRequestBodies: logsBodies, logsResponseBodies: logsBodies),
        ])
        let cacheDirectory = options.cacheDir ?? env.directories.cache
        try WritableDirectory.check(cacheDirectory, role: "cache directory", option: "--cache-dir")
        let cacheRoot = cacheDirectory
            .appending(path: "http", directoryHint: .isDirectory)
            .appending(path: server?.name ?? folderName(for: baseURL), directoryHint: .isDirectory)
        let connection = LiveConnection(
            client: client, baseURL: baseURL, cache: TieredCache(disk: nil), tokens: tokens,
            cacheRoot: cacheRoot,
            logger: logger)
        return connection
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

    /// `127.0.0.1_8080`: one cache folder per server.
    static func folderName(for url: URL) -> String {
        pathSafe("\(url.host ?? "server")_\(url.port.map(String.init) ?? url.scheme ?? "")" + url.path)
    }

    /// `text` with every character but letters, digits, `.` and `-` replaced by `_`, and no
    /// leading dot, so it is one harmless path component (a user named `../x` stays inside).
    public static func pathSafe(_ text: String) -> String {
        let safe = String(text.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }
}

/// A launch failure to report in one line before exiting with status 1.
public struct LaunchError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates the error.
    public init(_ description: String) {
        self.description = description
    }
}

extension LiveOptions {
    /// `--password`, else `LANDMARKS_PASSWORD`.
    ///
    /// - Throws: when neither is there.
    public func password(environment: [String: String]) throws(LaunchError) -> String {
        guard let user else { throw LaunchError("a password needs --user") }
        guard let password = password ?? environment[LiveConnection.passwordVariable] else {
            throw LaunchError("--user \(user) needs --password or \(LiveConnection.passwordVariable)")
        }
        return password
    }
}

extension String {
    fileprivate var nonBlank: String? {
        trimmingCharacters(in: .whitespaces).isEmpty ? nil : self
    }
}
