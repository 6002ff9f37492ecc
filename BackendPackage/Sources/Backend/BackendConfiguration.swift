public import Foundation
public import Logging

/// How to run the server: where to listen, which database, whether to seed demo data.
public struct BackendConfiguration: Sendable {
    /// The address to bind.
    public var host: String
    /// The port; 0 picks a free one (tests).
    public var port: Int
    /// The database to use.
    public var database: DatabaseLocation
    /// The drivers for databases other than SQLite (`[.postgres]` from `BackendPostgres`).
    public var drivers: [DatabaseDriver] = []
    /// Whether a new, empty database is seeded with the demo landmarks and users.
    public var seedsDemoData: Bool
    /// What the seed holds, when ``seedsDemoData`` is on.
    public var seed: DemoData.Seed = .standard
    /// The least severe level logged.
    public var logLevel: Logger.Level
    /// Called once the server listens, with the port it bound (useful with port 0).
    public var onServerRunning: @Sendable (_ port: Int) async -> Void = { _ in }
    /// What "now" is: token expiry, "in the future", sign-in limits. Tests move it.
    public var clock: ServerClock = .system
    /// Sign-in limits: failed attempts allowed per user name and per client address.
    public var signInLimits: SignInLimits = .standard
    /// Take the client address for sign-in limits from the last `X-Forwarded-For` entry (set it
    /// only behind a load balancer that writes that header).
    public var trustsForwardedFor = false
    /// How long an idle `GET /events` stream goes before a comment line keeps it open.
    public var eventKeepAlive: Duration = .seconds(15)
    /// How long a `GET /events` stream stays open before the server ends it and the client
    /// resumes with `Last-Event-ID`; `nil`: until the client leaves or its token ends.
    public var eventStreamLifetime: Duration? = nil
    /// Whether the server takes new requests: `GET /ready` answers 503 once it drains (see
    /// ``serveUntilStopped(_:configuration:logger:)``, which drains it on SIGTERM).
    public var readiness = Readiness()
    /// How long the requests in flight may take once the server stops, before they are cancelled
    /// and the process exits.
    public var drainTimeout: Duration = .seconds(10)
    /// The longest a request waits for its answer before it is answered 503 with `Retry-After`
    /// and its handler is cancelled. 8 s, below ``drainTimeout``'s 10, so each request in flight
    /// when the server stops is answered before the process exits. A `GET /events` stream's body is not
    /// bounded: only its first answer is.
    public var requestDeadline: Duration = .seconds(8)

    /// Creates a configuration; the defaults suit local development.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, database: DatabaseLocation, seedsDemoData: Bool = true,
        logLevel: Logger.Level = .info
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.seedsDemoData = seedsDemoData
        self.logLevel = logLevel
    }
}

extension BackendConfiguration {
    /// The URL a client on this machine reaches the server at once it listens on `port`: the
    /// host, or loopback when it listens on every address.
    func reachableAddress(port: Int) -> URL? {
        let wildcard = ["0.0.0.0", "::", "[::]", ""]
        let host = wildcard.contains(self.host) ? "127.0.0.1" : self.host
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return URL(string: "http://\(bracketed):\(port)")
    }
}

/// Where the data lives: an SQLite file (the embedded default) or a PostgreSQL server shared by
/// several stateless server instances.
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    /// An SQLite database file.
    case sqlite(path: String)
    /// A PostgreSQL connection URL: `postgres://user:password@host:5432/database`.
    case postgres(url: String)

    /// Parses `sqlite:PATH` or a `postgres://` (or `postgresql://`) URL.
    public init?(parsing text: String) {
        if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else { return nil }
            self = .sqlite(path: path)
        } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://"),
            URL(string: text)?.host != nil
        {
            self = .postgres(url: text)
        } else {
            return nil
        }
    }

    /// `sqlite:PATH`, or the PostgreSQL URL without its password.
    public var description: String {
        switch self {
        case let .sqlite(path):
            return "sqlite:\(path)"
        case let .postgres(url):
            guard var components = URLComponents(string: url), components.password != nil else { return url }
            components.password = "***"
            return components.string ?? "postgres://***"
        }
    }
}

/// The server's source of the current time, injected so tests can move it.
public struct ServerClock: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date

    /// Creates a clock reading `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system's clock.
    public static let system = ServerClock(now: { Date() })

    /// A clock that reads `start` now and runs on from there at the system's pace: a server
    /// under test whose visits, booked on fixed dates, stay in the future whatever the calendar
    /// says.
    public static func running(from start: Date) -> ServerClock {
        let started = ContinuousClock.now
        return ServerClock {
            let elapsed = started.duration(to: .now)
            return start.addingTimeInterval(
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
    }
}
