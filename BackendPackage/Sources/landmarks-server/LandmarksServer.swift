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
            SIGTERM or SIGINT stops accepting connections, finishes the requests in flight and closes \
            the database. The API is described at GET /openapi.yaml; GET /metrics is in Prometheus \
            text format. GET /events streams a signed-in user's changes as server-sent events, \
            from whichever instance made them.

            SQLite serves one instance (a second server on the same file stops at start). For several \
            instances behind a load balancer use one PostgreSQL database: they may start together on \
            a new one, and a sign-out reaches every instance within 2 s. Failed sign-ins are limited \
            per user name and client address (429 with Retry-After).

            Examples:
              landmarks-server
              landmarks-server --port 9000 --database sqlite:/tmp/landmarks.sqlite
              landmarks-server --database postgres://landmarks:secret@127.0.0.1:5432/landmarks
            """)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "sqlite:PATH or a postgres:// URL (default: sqlite: in the data directory).",
            valueName: "database"))
    var database: String?

    @Flag(help: "Do not seed a new database with the demo landmarks and users.")
    var noDemoData = false

    @Flag(
        help: """
            Count sign-in limits against the last X-Forwarded-For address. Set it only behind a load \
            balancer that appends that header; otherwise any client could choose its own address.
            """)
    var trustForwardedFor = false

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

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

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError(
                "--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
        if let eventStreamLifetime, eventStreamLifetime < 1 {
            throw ValidationError("--event-stream-lifetime must be at least 1 second")
        }
        if clockStart != nil, startingClock == nil {
            throw ValidationError(
                "--clock-start must be an ISO 8601 date and time, such as 2030-03-17T09:46:40Z")
        }
        if let database, DatabaseLocation(parsing: database) == nil {
            throw ValidationError("--database must be sqlite:PATH or a postgres:// URL, not '\(database)'")
        }
    }

    func run() async throws {
        let location: DatabaseLocation
        if let database, let parsed = DatabaseLocation(parsing: database) {
            location = parsed
        } else {
            let env = try Env.load()
            location = .sqlite(path: env.directories.data.appending(path: "landmarks.sqlite").path)
        }
        var logger = Logger(label: "landmarks-server")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        logger.info("starting", metadata: ["database": "\(location)", "address": "\(host):\(port)"])
        var configuration = BackendConfiguration(
            host: host, port: port, database: location, seedsDemoData: !noDemoData, logLevel: logger.logLevel)
        configuration.trustsForwardedFor = trustForwardedFor
        configuration.eventStreamLifetime = eventStreamLifetime.map { .seconds($0) }
        if let startingClock { configuration.clock = .running(from: startingClock) }
        configuration.drivers = [.postgres]
        do {
            let app = try await buildApplication(configuration: configuration, logger: logger)
            do {
                try await app.runService()
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
