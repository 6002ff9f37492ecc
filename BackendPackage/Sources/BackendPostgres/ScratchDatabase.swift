public import Foundation
import Logging
import PostgresNIO

/// A new, empty database on a PostgreSQL server, for a test or a benchmark that runs several
/// instances on one database of its own; ``drop()`` removes it.
///
/// ```swift
/// let scratch = try await ScratchDatabase.create(on: "postgres://landmarks:landmarks@127.0.0.1/postgres")
/// let server = try await EmbeddedServer.start(database: .postgres(url: scratch.url), drivers: [.postgres])
/// ```
public struct ScratchDatabase: Sendable {
    /// The new database's connection URL: the server's, with the new name.
    public let url: String
    private let server: String
    private let name: String

    /// Creates `landmarks_<prefix>_<8 hex digits>` on the server `admin` connects to; its user
    /// must be allowed to create databases.
    public static func create(on admin: String, prefix: String = "scratch") async throws -> ScratchDatabase {
        let name = "landmarks_\(prefix)_\(UUID().uuidString.prefix(8).lowercased())"
        try await statement("CREATE DATABASE \(name)", on: admin)
        var components = URLComponents(string: admin)
        components?.path = "/\(name)"
        return ScratchDatabase(url: components?.string ?? admin, server: admin, name: name)
    }

    /// Drops the database, closing whatever is still connected to it.
    public func drop() async {
        try? await Self.statement("DROP DATABASE \(name) WITH (FORCE)", on: server)
    }

    private static func statement(_ text: String, on url: String) async throws {
        guard let components = URLComponents(string: url), let host = components.host else {
            throw ScratchDatabaseError(url: url)
        }
        let logger = Logger(label: "scratch-database")
        let connection = try await PostgresConnection.connect(
            configuration: .init(
                host: host, port: components.port ?? 5432, username: components.user ?? "postgres",
                password: components.password, database: String(components.path.dropFirst()), tls: .disable),
            id: 1, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: text), logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }
}

/// The URL given is not a PostgreSQL URL.
public struct ScratchDatabaseError: Error, CustomStringConvertible {
    /// What was given.
    public var url: String
    /// Says so.
    public var description: String { "not a postgres:// URL: \(url)" }
}
