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
            let source = PostgresSource(configuration: try .init(url: url))
            let pool = EventLoopGroupConnectionPool(
                source: source, maxConnectionsPerEventLoop: 4, logger: logger,
                on: MultiThreadedEventLoopGroup.singleton)
            return Database.make(
                pool: pool, dialect: .postgres, sqlDialect: PostgresDialect(), begin: "BEGIN", logger: logger,
                release: {})
        },
        describe: { error in (error as? PSQLError).map(PostgresErrors.describe) })
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
