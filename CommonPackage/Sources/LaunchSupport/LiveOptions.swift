public import ArgumentParser
public import Foundation

/// The options of a harness's `live` preset: which server, who signs in, where the cache lives.
public struct LiveOptions: ParsableArguments, Sendable {
    /// The backend's base URL.
    @Option(
        help: ArgumentHelp(
            "The backend for --preset live (default: $LANDMARKS_BASE_URL, else http://127.0.0.1:8080).",
            valueName: "url"),
        transform: LiveOptions.parseServer)
    public var server: URL?

    /// The user to sign in as.
    @Option(help: "Sign in as this user for --preset live, so f can save favorites.")
    public var user: String?

    /// The user's password.
    @Option(
        help: "The password for --user (or set LANDMARKS_PASSWORD). Without --user, LANDMARKS_TOKEN is used.")
    public var password: String?

    /// Where the cache lives.
    @Option(
        help: ArgumentHelp(
            "The cache folder for --preset live (default: $LANDMARKS_CACHE_DIR, else $XDG_CACHE_HOME/landmarks).",
            valueName: "path"),
        transform: { URL(filePath: $0, directoryHint: .isDirectory) })
    public var cacheDir: URL?

    /// Each request's deadline.
    @Option(
        help: ArgumentHelp("Each request's deadline for --preset live, in milliseconds.", valueName: "ms"))
    public var timeout: Int = LiveOptions.defaultTimeout

    /// The default deadline of each request, in milliseconds.
    public static let defaultTimeout = 5000

    /// Creates the options with their defaults.
    public init() {}

    /// Whether any option differs from its default, which matters only to the live preset.
    public var isUsed: Bool {
        server != nil || user != nil || password != nil || cacheDir != nil || timeout != Self.defaultTimeout
    }

    /// Checks values that do not depend on the environment.
    public func validate() throws {
        if password != nil, user == nil {
            throw ValidationError("--password needs --user")
        }
        if let user, user.isEmpty || user.contains(":") {
            throw ValidationError("--user must be a non-empty name without ':'")
        }
        guard (1...120_000).contains(timeout) else {
            throw ValidationError("--timeout must be between 1 and 120000 milliseconds")
        }
    }

    static func parseServer(_ text: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw ValidationError(
                "'\(text)' is not a server URL: use http://HOST:PORT, for example http://127.0.0.1:8080")
        }
        return url
    }
}
