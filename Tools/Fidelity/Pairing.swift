public import Toolkit

/// A simulated preset and the state of the real server it stands for.
public enum Pairing: String, CaseIterable, Sendable {
    /// The mock data, and a database seeded with the same fixtures.
    case mock
    /// Nothing on the server, and a database with users and nothing else.
    case empty
    /// A server that cannot be reached, and a closed port with nothing cached.
    case error
    /// No network and a cache of the fixtures, and a closed port after the fixtures were read.
    case offline
    /// The mock data later, and the seeded database: the steps that only read.
    case slow

    /// The preset whose services stand for the server side, in the harness and the app.
    public var preset: PresetName {
        switch self {
        case .mock: .mock
        case .empty: .empty
        case .error: .error
        case .offline: .offline
        case .slow: .slow
        }
    }

    /// The server side, for the report.
    public var server: String {
        switch self {
        case .mock: "a database seeded with the fixtures"
        case .empty: "a database with users and nothing else"
        case .error: "a closed port, nothing cached"
        case .offline: "a closed port, after the fixtures were read into the cache"
        case .slow: "a database seeded with the fixtures"
        }
    }
}
