public import Foundation

/// Typed configuration for every Landmarks executable, read once from the process environment.
///
/// Every value has a safe development default, so a bare `Env.load()` on a fresh machine
/// points at a local server and writes only below the user's XDG directories:
///
/// ```swift
/// let env = try Env.load()
/// let logFile = env.directories.logs.appending(path: "landmarks-preview.log")
/// ```
public struct Env: Sendable, Equatable {
    /// Which server deployment the client talks to.
    public var serverEnvironment: ServerEnvironment
    /// The backend's base URL; defaults to the chosen environment's URL.
    public var baseURL: URL
    /// `LANDMARKS_BASE_URL` when it is set: a server the person chose, which the app talks to
    /// instead of starting its own; `nil` when ``baseURL`` is the environment's default.
    public var chosenBaseURL: URL?
    /// Flags that switch optional behaviour on.
    public var featureFlags: FeatureFlags
    /// Features switched off (`LANDMARKS_DISABLE=reservations`).
    public var disabledFeatures: FeatureFlags
    /// Where data, caches and logs live.
    public var directories: Directories

    /// Creates a configuration from explicit values.
    public init(
        serverEnvironment: ServerEnvironment,
        baseURL: URL,
        chosenBaseURL: URL? = nil,
        featureFlags: FeatureFlags,
        disabledFeatures: FeatureFlags = FeatureFlags([]),
        directories: Directories
    ) {
        self.serverEnvironment = serverEnvironment
        self.baseURL = baseURL
        self.chosenBaseURL = chosenBaseURL
        self.featureFlags = featureFlags
        self.disabledFeatures = disabledFeatures
        self.directories = directories
    }

    /// Reads the configuration from `environment`, falling back to a default for every unset key.
    ///
    /// - Throws: ``EnvError`` when a key is set to a value that cannot be used; a typo must not
    ///   silently point the app somewhere else.
    public static func load(
        from environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(EnvError) -> Env {
        let values = EnvironmentValues(environment)
        let serverEnvironment = try values.serverEnvironment()
        let chosenBaseURL = try values.url(EnvKey.baseURL)
        return Env(
            serverEnvironment: serverEnvironment,
            baseURL: chosenBaseURL ?? serverEnvironment.defaultBaseURL,
            chosenBaseURL: chosenBaseURL,
            featureFlags: FeatureFlags(list: values[EnvKey.features] ?? ""),
            disabledFeatures: FeatureFlags(list: values[EnvKey.disabledFeatures] ?? ""),
            directories: try Directories(values)
        )
    }
}

/// The environment variable names ``Env`` reads, in one place so docs and code agree.
public enum EnvKey {
    /// `development`, `staging` or `production`.
    public static let serverEnvironment = "LANDMARKS_ENV"
    /// An absolute `http` or `https` URL that overrides the environment's default server.
    public static let baseURL = "LANDMARKS_BASE_URL"
    /// Comma-separated feature flag names.
    public static let features = "LANDMARKS_FEATURES"
    /// Comma-separated names of features to switch off, such as `reservations`.
    public static let disabledFeatures = "LANDMARKS_DISABLE"
    /// Overrides the data directory.
    public static let dataDirectory = "LANDMARKS_DATA_DIR"
    /// Overrides the cache directory.
    public static let cacheDirectory = "LANDMARKS_CACHE_DIR"
    /// Overrides the log directory.
    public static let logDirectory = "LANDMARKS_LOG_DIR"
}
