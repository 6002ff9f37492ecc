import Env
public import Foundation
public import LiveSession
public import Logger
import Toolkit

extension LiveConnection {
    /// `LANDMARKS_TOKEN`: a bearer token to use when no `--user` is given.
    public static let tokenVariable = "LANDMARKS_TOKEN"
    /// The feature flag (`LANDMARKS_FEATURES=log-http-bodies`) that logs request and response
    /// bodies to the log, with tokens and passwords redacted.
    public static let bodyLoggingFlag = "log-http-bodies"
    /// `LANDMARKS_CA_FILE`: a PEM certificate authority to trust when `--ca-file` is not given.
    public static let caFileVariable = "LANDMARKS_CA_FILE"
    /// `LANDMARKS_PASSWORD`: the password for `--user` when `--password` is not given.
    public static let passwordVariable = "LANDMARKS_PASSWORD"

    /// The connection the options ask for, signed in when asked to (`--user`, else
    /// `LANDMARKS_TOKEN`).
    ///
    /// A refused sign-in is an error. An unreachable server is not: browsing goes on from the
    /// cache, signed out.
    public static func open(
        _ options: LiveOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger
    ) async throws(LaunchError) -> LiveConnection {
        let token = options.user == nil ? environment[tokenVariable].flatMap(\.nonBlank) : nil
        let credentials = try options.user.map { user throws(LaunchError) in
            (user: user, password: try options.password(environment: environment))
        }
        let settings = try settings(options, environment: environment)
        do {
            return try await open(settings, credentials: credentials, token: token, logger: logger)
        } catch {
            throw LaunchError(
                "the server refused the sign-in for '\(error.user)': check --user and --password")
        }
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
        var settings = try settings(options, environment: environment)
        if let server {
            settings.server = server.url
            settings.serverFolder = server.name
        }
        return connect(settings, token: token, logger: logger)
    }

    /// Checks what the options and the environment say (the environment's values, the cache
    /// folder writable) without connecting: before anything else is written.
    public static func checkSettings(_ options: LiveOptions, environment: [String: String])
        throws(LaunchError)
    {
        _ = try settings(options, environment: environment)
    }

    /// The settings the options and the environment give: the server (`--server`, else
    /// `LANDMARKS_BASE_URL`), the deadline, and the cache folder, checked to be writable. The
    /// certificate authority of `--ca-file` (else `LANDMARKS_CA_FILE`) is trusted from here on.
    private static func settings(_ options: LiveOptions, environment: [String: String]) throws(LaunchError)
        -> Settings
    {
        let env: Env
        do {
            env = try Env.load(from: environment)
        } catch {
            throw LaunchError(error.description)
        }
        let cacheDirectory = options.cacheDir ?? env.directories.cache
        try WritableDirectory.check(cacheDirectory, role: "cache directory", option: "--cache-dir")
        if let caFile = options.caFile ?? environment[caFileVariable].flatMap(\.nonBlank) {
            do {
                try TrustedAuthorities.add(pemFile: caFile)
            } catch {
                throw LaunchError("--ca-file \(error)")
            }
        }
        return Settings(
            server: options.server ?? env.baseURL, timeout: .milliseconds(options.timeout),
            cacheDirectory: cacheDirectory, logsBodies: env.featureFlags.isEnabled(bodyLoggingFlag))
    }
}

/// A launch failure to report in one line before exiting with status 1.
public struct LaunchError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// A failure said as `description`, a sentence for the person who ran the command.
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
        trimmingWhitespace().isEmpty ? nil : self
    }
}
