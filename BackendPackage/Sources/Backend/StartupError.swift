import NIOCore
import PostgresNIO
import SQLiteNIO

/// Why the server could not start, in words an operator can act on.
public struct StartupError: Error, CustomStringConvertible, Sendable {
    /// What happened and what to do.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

extension StartupError {
    /// What stopped the server, in words an operator can act on: PostgreSQL's SQL state and
    /// message (PSQLError's own description hides them), SQLite's message, or the socket error,
    /// never a password (connection URLs are printed without theirs).
    public static func describe(_ error: any Error) -> String {
        switch error {
        case let error as StartupError:
            return error.description
        case let error as PSQLError:
            return describe(error)
        case let error as SQLiteError:
            switch error.reason {
            case .notADatabase, .corrupt, .corruptIndex, .corruptSequenceSchema, .corruptVirtualTable:
                return "the database file is damaged or is not an SQLite database (\(error.message)); "
                    + "it was left as it is: move it away to start with a new one"
            default:
                return "SQLite: \(error.description)"
            }
        case let error as IOError:
            return "\(error.description)"
        default:
            return String(describing: error)
        }
    }

    private static func describe(_ error: PSQLError) -> String {
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
            let reason = error.underlying.map { String(describing: $0) } ?? "unknown reason"
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
}
