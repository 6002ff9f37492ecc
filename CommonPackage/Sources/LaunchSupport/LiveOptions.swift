public import ArgumentParser
public import DesignSystem
import Env
public import Foundation

/// The options of a harness's `live` preset: which server, who signs in, where the cache lives.
public struct LiveOptions: ParsableArguments, Sendable {
    /// The backend's base URL.
    @Option(
        help: ArgumentHelp(
            "A running landmarks-server; --server wins over $LANDMARKS_BASE_URL. With neither, a harness uses http://127.0.0.1:8080 and landmarks-app starts its own.",
            valueName: "url"),
        transform: LiveOptions.parseServer)
    public var server: URL?

    /// The user to sign in as.
    @Option(help: "Sign in as this user; a wrong password is a refused sign-in (exit 1).")
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

    /// A certificate authority to trust beside the system's.
    @Option(
        help: ArgumentHelp(
            "Also trust the PEM certificate authority in this file for an https --server, as curl --cacert (default: $LANDMARKS_CA_FILE). Nothing turns certificate checks off.",
            valueName: "path"))
    public var caFile: String?

    /// Each request's deadline.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Each request's deadline for --preset live, in milliseconds.", valueName: "ms"))
    public var timeout: Int = LiveOptions.defaultTimeout

    /// The default deadline of each request, in milliseconds.
    public static let defaultTimeout = 5000

    /// How long away makes a return reload what the screen shows.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Coming back after this many seconds away (suspended with Ctrl-Z, or the terminal out of focus) reloads what the screen shows; live data only.",
            valueName: "seconds"))
    public var refreshAfter: Int = LiveOptions.defaultRefreshAfter

    /// The default of `--refresh-after`, in seconds.
    public static let defaultRefreshAfter = 60

    /// When a return refreshes the screen (`--refresh-after`).
    public var refreshOnReturn: RefreshOnReturn { RefreshOnReturn(after: .seconds(refreshAfter)) }

    /// Creates the options with their defaults.
    public init() {}

    /// The options of this group as the command line spells them, in the order `--help` shows
    /// them: what a message says needs live data.
    public static let names = [
        "--server", "--user", "--password", "--cache-dir", "--ca-file", "--timeout", "--refresh-after",
    ]

    /// `names` and `extra` as a sentence's list: "--server, --user … and --refresh-after".
    public static func listed(with extra: [String] = []) -> String {
        let all = names + extra
        return all.dropLast().joined(separator: ", ") + " and " + all[all.count - 1]
    }

    /// Whether any option differs from its default, which matters only to the live preset.
    public var isUsed: Bool {
        server != nil || user != nil || password != nil || cacheDir != nil || caFile != nil
            || timeout != Self.defaultTimeout
            || refreshAfter != Self.defaultRefreshAfter
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
        guard (0...86_400).contains(refreshAfter) else {
            throw ValidationError("--refresh-after must be between 0 and 86400 seconds")
        }
    }

    /// The server the person chose: `--server`, else `LANDMARKS_BASE_URL`; `nil` when neither
    /// is given (a harness then uses the default server, the app its embedded one).
    public func chosenServer(environment: [String: String]) throws(LaunchError) -> URL? {
        if let server { return server }
        do {
            return try Env.load(from: environment).chosenBaseURL
        } catch {
            throw LaunchError(error.description)
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
