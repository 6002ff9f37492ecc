import ArgumentParser
import Backend
import BackendPostgres
import Env
import Foundation
import Hummingbird
import Logging

/// Serves the Landmarks API over HTTP from an SQLite file or a shared PostgreSQL database.
@main
struct LandmarksServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "landmarks-server",
        abstract: "Serve the Landmarks API (landmarks, favorites, sign-in, reservations).",
        discussion: """
            A new, empty database is migrated and seeded with the demo landmarks and the development \
            users ada (ada-password) and grace (grace-password), unless --no-demo-data is given. \
            The API is described at GET /openapi.yaml; GET /metrics is in Prometheus text format. \
            GET /events streams a signed-in user's changes as server-sent events, from whichever \
            instance made them.

            SQLite serves one instance (a second server on the same file stops at start). For several \
            instances behind a load balancer use one PostgreSQL database: they may start together on \
            a new one, and a sign-out reaches every instance within 2 s. Failed sign-ins are limited \
            per user name and client address (429 with Retry-After).

            GET /health answers while the process is up; GET /ready answers 200 only while the \
            database answers and the server is not stopping. On SIGTERM, /ready answers 503 at once, \
            every GET /events stream ends (its client resumes with Last-Event-ID), the server stops \
            accepting connections, and the requests in flight get --drain-timeout seconds before they \
            are cancelled. While the database does not answer, requests that need it are answered 503 \
            with Retry-After, and no request waits longer than --request-timeout for its answer (503 \
            with Retry-After too).

            Every option with an environment variable may be set by it instead (an option given \
            wins): LANDMARKS_HOST, LANDMARKS_PORT, LANDMARKS_DATABASE_URL, LANDMARKS_LOG_LEVEL, \
            LANDMARKS_DRAIN_TIMEOUT, LANDMARKS_REQUEST_TIMEOUT, LANDMARKS_DEMO_DATA=0, LANDMARKS_TRUST_FORWARDED_FOR=1.

            Examples:
              landmarks-server
              landmarks-server --port 9000 --database sqlite:/tmp/landmarks.sqlite
              landmarks-server --database postgres://landmarks:secret@127.0.0.1:5432/landmarks
              LANDMARKS_PORT=9000 LANDMARKS_DATABASE_URL=postgres://db.internal/landmarks landmarks-server
            """)

    @Option(help: "The address to listen on (env LANDMARKS_HOST; default 127.0.0.1).")
    var host: String?

    @Option(
        parsing: .unconditional,
        help: "The port to listen on, 0 picks a free one (env LANDMARKS_PORT; default 8080).")
    var port: Int?

    @Option(
        help: ArgumentHelp(
            "sqlite:PATH or a postgres:// URL (env LANDMARKS_DATABASE_URL; default: sqlite: in the data directory).",
            valueName: "database"))
    var database: String?

    @Flag(help: "Do not seed a new database with the demo landmarks and users (env LANDMARKS_DEMO_DATA=0).")
    var noDemoData = false

    @Flag(
        help: """
            Count sign-in limits against the last X-Forwarded-For address. Set it only behind a load \
            balancer that appends that header; otherwise any client could choose its own address \
            (env LANDMARKS_TRUST_FORWARDED_FOR=1).
            """)
    var trustForwardedFor = false

    @Option(
        help:
            "trace, debug, info, notice, warning, error or critical (env LANDMARKS_LOG_LEVEL; default info).")
    var logLevel: String?

    @Option(
        help: ArgumentHelp(
            "On SIGTERM, the longest the requests in flight may take before they are cancelled (env LANDMARKS_DRAIN_TIMEOUT; default 10).",
            valueName: "seconds"))
    var drainTimeout: Int?

    @Option(
        help: ArgumentHelp(
            "The longest a request waits for its answer before it is answered 503 with Retry-After and its work is cancelled; keep it below --drain-timeout (env LANDMARKS_REQUEST_TIMEOUT; default 8).",
            valueName: "seconds"))
    var requestTimeout: Int?

    @Option(
        help: ArgumentHelp(
            "End each GET /events stream after this many seconds; clients resume with Last-Event-ID (default: never).",
            valueName: "seconds"))
    var eventStreamLifetime: Int?

    @Option(
        help: ArgumentHelp(
            "Start the server's clock at this ISO 8601 moment, running on from there (for tests).",
            valueName: "date", visibility: .hidden))
    var clockStart: String?

    /// `--clock-start`, read.
    private var startingClock: Date? {
        clockStart.flatMap { try? Date.ISO8601FormatStyle().parse($0) }
    }

    /// What the options and the environment say, options first.
    private struct Settings {
        var host = "127.0.0.1"
        var port = 8080
        var database: DatabaseLocation?
        var seedsDemoData = true
        var trustsForwardedFor = false
        var logLevel = Logger.Level.info
        var drainTimeout = 10
        var requestTimeout = 8
    }

    func validate() throws {
        _ = try settings()
        if let eventStreamLifetime, eventStreamLifetime < 1 {
            throw ValidationError("--event-stream-lifetime must be at least 1 second")
        }
        if clockStart != nil, startingClock == nil {
            throw ValidationError(
                "--clock-start must be an ISO 8601 date and time, such as 2030-03-17T09:46:40Z")
        }
    }

    /// The settings from the options, and from the environment where an option is not given.
    ///
    /// - Throws: a `ValidationError` naming the option or the variable whose value is wrong.
    private func settings() throws -> Settings {
        var settings = Settings()
        let environment = ServerEnvironment(ProcessInfo.processInfo.environment)
        settings.host = host ?? environment["LANDMARKS_HOST"] ?? settings.host
        settings.port = try port ?? environment.integer("LANDMARKS_PORT") ?? settings.port
        guard (0...65535).contains(settings.port) else {
            throw ValidationError(
                "\(environment.source(of: "--port", "LANDMARKS_PORT", given: port)) must be between 0 and 65535"
            )
        }
        let levelText = logLevel ?? environment["LANDMARKS_LOG_LEVEL"] ?? "info"
        guard let level = Logger.Level(rawValue: levelText) else {
            throw ValidationError(
                "\(environment.source(of: "--log-level", "LANDMARKS_LOG_LEVEL", given: logLevel)) must be one of trace, debug, info, notice, warning, error, critical"
            )
        }
        settings.logLevel = level
        settings.drainTimeout = try drainTimeout ?? environment.integer("LANDMARKS_DRAIN_TIMEOUT") ?? 10
        guard settings.drainTimeout >= 0 else {
            throw ValidationError(
                "\(environment.source(of: "--drain-timeout", "LANDMARKS_DRAIN_TIMEOUT", given: drainTimeout)) must be 0 or more seconds"
            )
        }
        settings.requestTimeout =
            try requestTimeout ?? environment.integer("LANDMARKS_REQUEST_TIMEOUT") ?? settings.requestTimeout
        guard settings.requestTimeout >= 1 else {
            throw ValidationError(
                "\(environment.source(of: "--request-timeout", "LANDMARKS_REQUEST_TIMEOUT", given: requestTimeout)) must be at least 1 second"
            )
        }
        settings.seedsDemoData = try !noDemoData && (environment.flag("LANDMARKS_DEMO_DATA") ?? true)
        settings.trustsForwardedFor =
            try trustForwardedFor || (environment.flag("LANDMARKS_TRUST_FORWARDED_FOR") ?? false)
        if let text = database ?? environment["LANDMARKS_DATABASE_URL"] {
            guard let location = DatabaseLocation(parsing: text) else {
                throw ValidationError(
                    "\(environment.source(of: "--database", "LANDMARKS_DATABASE_URL", given: database)) must be sqlite:PATH or a postgres:// URL, not '\(text)'"
                )
            }
            settings.database = location
        }
        return settings
    }

    func run() async throws {
        let settings = try settings()
        let location: DatabaseLocation
        if let database = settings.database {
            location = database
        } else {
            let env = try Env.load()
            location = .sqlite(path: env.directories.data.appending(path: "landmarks.sqlite").path)
        }
        let (host, port) = (settings.host, settings.port)
        var logger = Logger(label: "landmarks-server")
        logger.logLevel = settings.logLevel
        logger.info("starting", metadata: ["database": "\(location)", "address": "\(host):\(port)"])
        var configuration = BackendConfiguration(
            host: host, port: port, database: location, seedsDemoData: settings.seedsDemoData,
            logLevel: logger.logLevel)
        configuration.trustsForwardedFor = settings.trustsForwardedFor
        configuration.eventStreamLifetime = eventStreamLifetime.map { .seconds($0) }
        configuration.drainTimeout = .seconds(settings.drainTimeout)
        configuration.requestDeadline = .seconds(settings.requestTimeout)
        if let startingClock { configuration.clock = .running(from: startingClock) }
        configuration.drivers = [.postgres]
        do {
            let app = try await buildApplication(configuration: configuration, logger: logger)
            do {
                try await serveUntilStopped(app, configuration: configuration, logger: logger)
            } catch {
                let reason = StartupError.describe(error, drivers: configuration.drivers)
                throw StartupError("cannot serve on \(host):\(port): \(reason)")
            }
        } catch {
            // One line an operator can act on, never a stack trace or a password; exit status 1.
            logger.critical(
                "stopped: \(StartupError.describe(error, drivers: configuration.drivers))",
                metadata: ["database": "\(location)"])
            throw ExitCode.failure
        }
    }
}

/// The server's settings from its environment, as twelve-factor apps and PaaS (Fly, ECS) give
/// them: a variable stands in for an option that is not given.
private struct ServerEnvironment {
    let variables: [String: String]

    init(_ variables: [String: String]) { self.variables = variables }

    /// A variable's value; an empty one counts as unset.
    subscript(name: String) -> String? {
        variables[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A whole number.
    func integer(_ name: String) throws -> Int? {
        guard let text = self[name] else { return nil }
        guard let value = Int(text) else {
            throw ValidationError("\(name) must be a whole number, not '\(text)'")
        }
        return value
    }

    /// `1`, `true` or `yes`, or `0`, `false` or `no`.
    func flag(_ name: String) throws -> Bool? {
        guard let text = self[name]?.lowercased() else { return nil }
        if ["1", "true", "yes"].contains(text) { return true }
        if ["0", "false", "no"].contains(text) { return false }
        throw ValidationError("\(name) must be 1 or 0, not '\(text)'")
    }

    /// What to name in an error about a setting: the option when it was given, else the variable.
    func source<Value>(of option: String, _ variable: String, given: Value?) -> String {
        given == nil && self[variable] != nil ? variable : option
    }
}
