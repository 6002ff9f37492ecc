import Foundation
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

    /// What every connection to the database is doing, one line each: its process id, its
    /// `application_name`, its state, what it waits for and which processes block it, how long
    /// its transaction has run and how long ago its statement began, and the start of the
    /// statement. For a test that timed out to say why (a lock held, say):
    ///
    /// ```
    /// 7975 -: idle in transaction, waiting for Client ClientRead, blocked by {}, transaction 00:00:00.194, statement began 00:00:00.192 ago: SELECT pg_advisory_xact_lock(99)
    /// 7978 -: active, waiting for Lock advisory, blocked by {7975}, transaction 00:00:00.001, statement began 00:00:00 ago: SELECT pg_advisory_xact_lock(99)
    /// ```
    public func sessions() async -> [String] {
        let query: PostgresQuery = """
            SELECT format('%s %s: %s, waiting for %s %s, blocked by %s, transaction %s, statement began %s ago: %s',
                pid, coalesce(nullif(application_name, ''), '-'), state, coalesce(wait_event_type, 'nothing'),
                coalesce(wait_event, ''), pg_blocking_pids(pid), coalesce(date_trunc('milliseconds',
                now() - xact_start)::text, 'no transaction'), coalesce(date_trunc('milliseconds',
                now() - query_start)::text, '-'), regexp_replace(left(query, 120), '\\s+', ' ', 'g'))
            FROM pg_stat_activity WHERE datname = \(name) ORDER BY pid
            """
        do {
            return try await Self.withConnection(to: server) { connection, logger in
                var lines: [String] = []
                for try await line in try await connection.query(query, logger: logger).decode(String.self) {
                    lines.append(line)
                }
                return lines
            }
        } catch {
            return ["could not read pg_stat_activity: \(String(reflecting: error))"]
        }
    }

    private static func statement(_ text: String, on url: String) async throws {
        _ = try await withConnection(to: url) { connection, logger in
            try await connection.query(PostgresQuery(unsafeSQL: text), logger: logger)
        }
    }

    private static func withConnection<Result>(
        to url: String, _ body: (PostgresConnection, Logger) async throws -> Result
    ) async throws -> Result {
        guard let components = URLComponents(string: url), let host = components.host else {
            throw ScratchDatabaseError(url: url)
        }
        let logger = Logger(label: "scratch-database")
        let connection = try await PostgresConnection.connect(
            configuration: .init(
                host: host, port: components.port ?? 5432, username: components.user ?? "postgres",
                password: components.password, database: String(components.path.dropFirst()), tls: .disable),
            id: 1, logger: logger)
        let result: Result
        do {
            result = try await body(connection, logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
        return result
    }
}

/// The URL given is not a PostgreSQL URL.
public struct ScratchDatabaseError: Error, CustomStringConvertible {
    /// What was given.
    public var url: String
    /// Says so.
    public var description: String { "not a postgres:// URL: \(url)" }
}
