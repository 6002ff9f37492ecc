import NIOCore
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
    /// What stopped the server, in words an operator can act on: a driver's own account of its
    /// errors (PostgreSQL's SQL state and message), SQLite's message, or the socket error, never
    /// a password (connection URLs are printed without theirs).
    public static func describe(_ error: any Error, drivers: [DatabaseDriver] = []) -> String {
        if let described = drivers.lazy.compactMap({ $0.describe(error) }).first { return described }
        switch error {
        case let error as StartupError:
            return error.description
        case let error as SQLiteError:
            switch error.reason {
            case .notADatabase, .corrupt, .corruptIndex, .corruptSequenceSchema, .corruptVirtualTable:
                return "the database file is damaged or is not an SQLite database (\(error.message)); "
                    + "it was left as it is: move it away to start with a new one"
            default:
                return "SQLite: \(error.description)"
            }
        case is IOError, is SocketAddressError:
            return ListenCheck.reason(error)
        default:
            return String(describing: error)
        }
    }
}
