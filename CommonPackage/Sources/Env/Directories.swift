public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directories the app writes to, following the XDG base directory specification.
///
/// Each has an explicit override (`LANDMARKS_DATA_DIR`, `LANDMARKS_CACHE_DIR`, `LANDMARKS_LOG_DIR`),
/// then the XDG variable, then the XDG default below `HOME`.
public struct Directories: Sendable, Equatable {
    /// Persistent data, such as an embedded server's database.
    public var data: URL
    /// Disposable caches.
    public var cache: URL
    /// Log files; terminal apps never log to the screen.
    public var logs: URL
    /// What lives only while the app runs, such as the socket a running app takes links on:
    /// `$XDG_RUNTIME_DIR/landmarks`, else a folder of the user's own in the temporary directory.
    public var runtime: URL

    /// Creates a set of directories from explicit locations.
    public init(data: URL, cache: URL, logs: URL, runtime: URL? = nil) {
        self.data = data
        self.cache = cache
        self.logs = logs
        self.runtime =
            runtime
            ?? FileManager.default.temporaryDirectory.appending(
                path: "landmarks-\(getuid())", directoryHint: .isDirectory)
    }

    init(_ values: EnvironmentValues) throws(EnvError) {
        let home = try values.directory("HOME") ?? FileManager.default.temporaryDirectory
        func resolve(override: String, xdg: String, fallback: String, app: String) throws(EnvError) -> URL {
            if let explicit = try values.directory(override) { return explicit }
            let base =
                try values.directory(xdg) ?? home.appending(path: fallback, directoryHint: .isDirectory)
            return base.appending(path: app, directoryHint: .isDirectory)
        }
        self.init(
            data: try resolve(
                override: EnvKey.dataDirectory, xdg: "XDG_DATA_HOME", fallback: ".local/share",
                app: "landmarks"),
            cache: try resolve(
                override: EnvKey.cacheDirectory, xdg: "XDG_CACHE_HOME", fallback: ".cache", app: "landmarks"),
            logs: try resolve(
                override: EnvKey.logDirectory, xdg: "XDG_STATE_HOME", fallback: ".local/state",
                app: "landmarks/logs"),
            runtime: try values.directory("XDG_RUNTIME_DIR")?
                .appending(path: "landmarks", directoryHint: .isDirectory)
        )
    }
}
