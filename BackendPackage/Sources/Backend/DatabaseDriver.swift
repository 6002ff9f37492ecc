package import Logging

/// A database other than SQLite, linked only into the executables that serve it: the server
/// links `BackendPostgres` for PostgreSQL, and the app, which embeds the server on SQLite, builds
/// without the PostgreSQL client, its TLS and its crypto.
///
/// ```swift
/// import BackendPostgres
/// configuration.drivers = [.postgres]
/// ```
public struct DatabaseDriver: Sendable {
    /// The location it opens: `postgres` for ``DatabaseLocation/postgres(url:)``.
    package let scheme: String
    /// Opens a pooled database at a connection URL.
    package let open: @Sendable (_ url: String, _ logger: Logger) throws -> Database
    /// The driver's errors in words an operator can act on; `nil` for errors not its own.
    package let describe: @Sendable (any Error) -> String?

    /// A driver; see `BackendPostgres` for the one there is.
    package init(
        scheme: String, open: @escaping @Sendable (_ url: String, _ logger: Logger) throws -> Database,
        describe: @escaping @Sendable (any Error) -> String?
    ) {
        self.scheme = scheme
        self.open = open
        self.describe = describe
    }
}
