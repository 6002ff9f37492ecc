@preconcurrency import AsyncKit
public import Backend
import Logging
import NIOCore
import NIOPosix
import PostgresKit
import PostgresNIO
package import SQLKit

extension DatabaseDriver {
    /// PostgreSQL, the scale-out store: several stateless server instances share one database.
    /// Only `landmarks-server` links it; the app's embedded server runs on SQLite alone.
    public static let postgres = DatabaseDriver(
        scheme: "postgres",
        open: { url, logger in
            let configuration = try SQLPostgresConfiguration(url: url)
            let source = PostgresSource(configuration: configuration)
            // A request waits at most 3 s for a connection (AsyncKit's default is 10 s): while
            // PostgreSQL is down it is answered 503 with Retry-After in that time, not held.
            let pool = EventLoopGroupConnectionPool(
                source: source, maxConnectionsPerEventLoop: 4, requestTimeout: .seconds(3), logger: logger,
                on: MultiThreadedEventLoopGroup.singleton)
            var database = Database.make(
                pool: pool, dialect: .postgres, sqlDialect: PostgresDialect(), begin: "BEGIN",
                deadlined: true,
                logger: logger, release: {})
            database.isUnavailable = PostgresErrors.isUnavailable
            database.listen = { channel, connected, received in
                try await listen(
                    on: channel, configuration, logger: logger, connected: connected, received: received)
            }
            return database
        },
        describe: { error in (error as? PSQLError).map(PostgresErrors.describe) })
}

/// The `application_name` of every instance's `LISTEN` connection.
package let listenApplicationName = "landmarks-listen"

/// `LISTEN channel` on a connection outside the pool, which stays open as long as this runs.
///
/// Each notification is handed to `received` on the connection's event loop as it is read, in
/// the order PostgreSQL sent it, rather than through an async sequence a task must be scheduled
/// to drain. `connected` gets this connection's ``Database/CatchUp``: a `SELECT 1` on it, answered
/// on the event loop, with no task in between.
///
/// Why a query's answer comes after every notification of a transaction that committed before
/// the query was sent: a committing transaction signals every backend listening in its database
/// before its client hears of the commit (`AtCommit_Notify`), so the signal is pending at this
/// connection's backend before the query reaches it. That backend delivers what it was signalled
/// for while it waits for a command, and a signal that comes during a command is delivered just
/// after the command's transaction ends, before `ReadyForQuery` (the `NOTIFY` reference says so of
/// a session within a transaction). It reads the queue up to its head, in commit order. One
/// connection's messages arrive in order, and this client hands each notification over as it
/// decodes it, so `received` has had them all when the query's answer is read.
/// `ListenCatchUpTests` checks this against a real server; the two-instance tests
/// (`TokenAndInstanceTests`) check the fence end to end.
private func listen(
    on channel: String, _ configuration: SQLPostgresConfiguration, logger: Logger,
    connected: @escaping @Sendable (@escaping Database.CatchUp) -> Void,
    received: @escaping @Sendable (String) -> Void
) async throws {
    var core = configuration.coreConfiguration
    // Named, so an operator (or a test) finds it in pg_stat_activity.
    core.options.additionalStartupParameters.append(("application_name", listenApplicationName))
    let connection = try await PostgresConnection.connect(
        on: MultiThreadedEventLoopGroup.singleton.any(), configuration: core, id: 0, logger: logger
    ).get()
    let listener = connection.addListener(channel: channel) { _, notification in
        received(notification.payload)
    }
    defer { listener.stop() }
    do {
        // The listener's LISTEN went first on this connection: once this answers, it listens.
        try await connection.query("SELECT 1", logger: logger)
        connected { done in
            let query: PostgresQuery = "SELECT 1"
            connection.query(query, logger: logger).map { _ in true }
                .within(Database.catchUpTimeout) { .success(false) }
                .whenComplete { done((try? $0.get()) ?? false) }
        }
        try await withTaskCancellationHandler {
            try await connection.closeFuture.get()
        } onCancel: {
            connection.close().whenComplete { _ in }
        }
    } catch {
        try? await connection.close()
        throw error
    }
    guard Task.isCancelled else { throw ListenConnectionClosed() }
}

/// The `LISTEN` connection closed without being asked to.
private struct ListenConnectionClosed: Error, CustomStringConvertible {
    var description: String { "the LISTEN connection closed" }
}

extension PostgresConnection: SQLConvertible {
    package var sqlDatabase: any SQLDatabase { sql() }
}

/// PostgreSQL connections from a configuration, which (unlike `PostgresConnectionSource`) is `Sendable`.
struct PostgresSource: ConnectionPoolSource, Sendable {
    let configuration: SQLPostgresConfiguration

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<PostgresConnection> {
        PostgresConnectionSource(sqlConfiguration: configuration).makeConnection(
            logger: logger, on: eventLoop)
    }
}

/// PostgreSQL's errors in words an operator can act on: the SQL state and message, which
/// PSQLError's own description hides, and never a password.
enum PostgresErrors {
    /// Whether `error` says PostgreSQL does not answer: a connection that cannot be made or was
    /// closed under the query (by the server, or by this client at a statement's deadline), a
    /// server shutting down or starting (SQL states 57P01 to 57P03) or with no connection to
    /// spare (53300), a lost connection (class 08), or no pooled connection in time. A request
    /// that failed so may be tried again once the server is back.
    @Sendable static func isUnavailable(_ error: any Error) -> Bool {
        switch error {
        case let error as PSQLError:
            if let state = error.serverInfo?[.sqlState] {
                return state.hasPrefix("08") || ["57P01", "57P02", "57P03", "53300"].contains(state)
            }
            // The client closes a connection only at a statement's deadline or when it stops.
            return [.connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection]
                .contains(error.code) || error.underlying.map(isUnavailable) == true
        case is NIOConnectionError, is IOError, is ChannelError, is ConnectionPoolTimeoutError,
            is StatementDeadlineExceeded:
            return true
        default:
            return false
        }
    }

    static func describe(_ error: PSQLError) -> String {
        if let info = error.serverInfo {
            var text = "PostgreSQL error"
            if let state = info[.sqlState] { text += " \(state)" }
            text += ": \(info[.message] ?? "no message")"
            if let detail = info[.detail] { text += ". \(detail)" }
            if let hint = info[.hint] { text += " Hint: \(hint)" }
            return text
        }
        switch error.code {
        case .connectionError:
            let reason = error.underlying.map(connectionFailure) ?? "no reason given"
            return "cannot connect to PostgreSQL: \(reason)"
        case .authMechanismRequiresPassword:
            return "PostgreSQL asks for a password and the --database URL has none"
        case .unsupportedAuthMechanism:
            return "PostgreSQL asks for an authentication method this server does not support"
        case .serverClosedConnection, .uncleanShutdown:
            return "PostgreSQL closed the connection (\(error.code))"
        default:
            let reason = error.underlying.map { ": \(String(describing: $0))" } ?? ""
            return "PostgreSQL client error \(error.code)\(reason)"
        }
    }

    /// Why a connection could not be made, in the system's words ("connection refused"), not
    /// SwiftNIO's error dump.
    static func connectionFailure(_ error: any Error) -> String {
        switch error {
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
                return "the host name does not resolve"
            }
            return error.connectionErrors.first.map { connectionFailure($0.error) } ?? "no address answered"
        case let error as IOError:
            return String(cString: strerror(error.errnoCode)).lowercased()
        case is SocketAddressError:
            return "the host name does not resolve"
        default:
            return String(describing: error)
        }
    }
}
