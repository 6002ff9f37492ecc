import Env
public import Foundation
public import Logger
public import Toolkit

/// Everything a feature's `.live` service needs: a signed-in network client, the server's URL
/// and a cache on disk. Shared by every harness's `live` preset.
public struct LiveConnection: Sendable {
    /// The client, with auth, retry and logging interceptors.
    public let client: NetworkClient
    /// The server.
    public let baseURL: URL
    /// The memory and disk cache, in a folder of its own for this server and account.
    public let cache: TieredCache
    /// The signed-in user's token, if any.
    public let tokens: TokenStore

    /// `LANDMARKS_TOKEN`: a bearer token to use when no `--user` is given.
    public static let tokenVariable = "LANDMARKS_TOKEN"
    /// The feature flag (`LANDMARKS_FEATURES=log-http-bodies`) that logs request and response
    /// bodies to the log, with tokens and passwords redacted.
    public static let bodyLoggingFlag = "log-http-bodies"
    /// `LANDMARKS_PASSWORD`: the password for `--user` when `--password` is not given.
    public static let passwordVariable = "LANDMARKS_PASSWORD"

    /// Builds the connection and signs in when asked to.
    ///
    /// A refused sign-in is an error. An unreachable server is not: browsing goes on from the
    /// cache, signed out.
    public static func open(
        _ options: LiveOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger
    ) async throws(HarnessError) -> LiveConnection {
        let env: Env
        do {
            env = try Env.load(from: environment)
        } catch {
            throw HarnessError(error.description)
        }
        let baseURL = options.server ?? env.baseURL
        let tokens = TokenStore(
            token: options.user == nil ? environment[tokenVariable].flatMap(\.nonBlank) : nil)
        let logsBodies = env.featureFlags.isEnabled(Self.bodyLoggingFlag)
        var networkLogger = logger
        networkLogger[metadataKey: "category"] = "network"
        let client = NetworkClient.live(defaultTimeout: .milliseconds(options.timeout)).intercepted(by: [
            AuthInterceptor(tokens: tokens), RetryInterceptor(),
            LoggingInterceptor(
                logger: networkLogger, logsRequestBodies: logsBodies, logsResponseBodies: logsBodies),
        ])

        let account: String
        if let user = options.user {
            guard let password = options.password ?? environment[passwordVariable] else {
                throw HarnessError("--user \(user) needs --password or \(passwordVariable)")
            }
            account = "user-" + Self.pathSafe(user)
            do {
                try await tokens.signIn(username: user, password: password, client: client, baseURL: baseURL)
            } catch .unauthorized {
                throw HarnessError(
                    "the server refused the sign-in for '\(user)': check --user and --password")
            } catch {
                logger.warning("signing in failed; continuing signed out", metadata: ["error": "\(error)"])
            }
        } else {
            account = await tokens.isSignedIn ? "token" : "anonymous"
        }

        let directory = (options.cacheDir ?? env.directories.cache)
            .appending(path: "http", directoryHint: .isDirectory)
            .appending(path: Self.folderName(for: baseURL), directoryHint: .isDirectory)
            .appending(path: account, directoryHint: .isDirectory)
        var cacheLogger = logger
        cacheLogger[metadataKey: "category"] = "cache"
        let cache = TieredCache(
            memory: MemoryCache(defaultLimit: 64),
            disk: DiskCache(
                directory: directory, timeToLive: .seconds(7 * 24 * 3600), sizeLimit: 64 << 20,
                logger: cacheLogger),
            logger: cacheLogger)
        logger.info(
            "live connection",
            metadata: ["server": "\(baseURL)", "cache": "\(directory.path)", "account": "\(account)"])
        return LiveConnection(client: client, baseURL: baseURL, cache: cache, tokens: tokens)
    }

    /// Opens the connection for a harness's `live` preset and flushes its cache before the
    /// harness exits.
    @MainActor
    public static func open(_ options: LiveOptions, for context: PresetContext) async throws(HarnessError)
        -> LiveConnection
    {
        let connection = try await open(options, logger: context.logger)
        context.atExit { await connection.cache.flush() }
        return connection
    }

    /// `127.0.0.1_8080`: one cache folder per server.
    static func folderName(for url: URL) -> String {
        pathSafe("\(url.host ?? "server")_\(url.port.map(String.init) ?? url.scheme ?? "")" + url.path)
    }

    /// `text` with every character but letters, digits, `.` and `-` replaced by `_`, and no
    /// leading dot, so it is one harmless path component (a user named `../x` stays inside).
    static func pathSafe(_ text: String) -> String {
        let safe = String(text.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }
}

/// A harness failure to report in one line before exiting with status 1.
public struct HarnessError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates the error.
    public init(_ description: String) {
        self.description = description
    }
}

extension String {
    fileprivate var nonBlank: String? {
        trimmingCharacters(in: .whitespaces).isEmpty ? nil : self
    }
}
