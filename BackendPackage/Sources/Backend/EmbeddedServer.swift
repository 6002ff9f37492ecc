public import Foundation
import Hummingbird
public import Logging
import ServiceLifecycle

/// The Backend running inside another process (the app, tests) on 127.0.0.1 and a free port,
/// until ``stop()``.
///
/// ```swift
/// let server = try await EmbeddedServer.start(database: .sqlite(path: dataDirectory + "/landmarks.sqlite"))
/// // ... talk to server.url ...
/// await server.stop()
/// ```
public final class EmbeddedServer: Sendable {
    /// Where it listens: `http://127.0.0.1:<port>`.
    public let url: URL
    private let task: Task<Void, any Error>
    private let services: ServiceGroup

    private init(url: URL, task: Task<Void, any Error>, services: ServiceGroup) {
        self.url = url
        self.task = task
        self.services = services
    }

    /// Opens (migrating, and seeding a new one with `seed`) `database` and starts serving, on
    /// `port` (0: a free one), with `drivers` for a database other than SQLite (tests run
    /// instances on PostgreSQL).
    ///
    /// - Throws: when the database cannot be opened or migrated, or the server cannot listen.
    public static func start(
        database: DatabaseLocation, seed: DemoData.Seed = .standard, port: Int = 0,
        drivers: [DatabaseDriver] = [],
        logLevel: Logger.Level = .warning,
        logger: Logger? = nil
    ) async throws -> EmbeddedServer {
        var configuration = BackendConfiguration(
            host: "127.0.0.1", port: port, database: database, logLevel: logLevel)
        configuration.drivers = drivers
        configuration.seed = seed
        return try await start(configuration: configuration, logger: logger)
    }

    /// Serves `configuration` (its clock, limits and streams' timing, as a test sets them) until
    /// ``stop()``; its `onServerRunning` is still called. Its host is 127.0.0.1, where ``url``
    /// points.
    ///
    /// - Throws: when the database cannot be opened or migrated, or the server cannot listen.
    public static func start(configuration: BackendConfiguration, logger: Logger? = nil) async throws
        -> EmbeddedServer
    {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        var configuration = configuration
        let announce = configuration.onServerRunning
        configuration.onServerRunning = { port in
            await announce(port)
            continuation.yield(port)
        }
        let app = try await buildApplication(configuration: configuration, logger: logger)
        let services = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [app], logger: app.logger))
        let task = Task {
            defer { continuation.finish() }
            try await services.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), let url = URL(string: "http://127.0.0.1:\(port)") else {
            _ = await task.result
            throw EmbeddedServerError.didNotStart
        }
        return EmbeddedServer(url: url, task: task, services: services)
    }

    /// Stops accepting, answers the requests in flight and closes the database: a graceful
    /// shutdown. Cancelling the serving task instead can trap in SwiftNIO when a connection was
    /// accepted but not yet served ("Deinited NIOAsyncWriter without calling finish()",
    /// swift-nio issue 3481), as a CI run here did. After 5 s it cancels all the same.
    public func stop() async {
        await services.triggerGracefulShutdown()
        let deadline = Task {
            try await Task.sleep(for: .seconds(5))
            task.cancel()
        }
        _ = await task.result
        deadline.cancel()
    }

    deinit {
        task.cancel()
    }
}

/// Why an embedded server is not running.
public enum EmbeddedServerError: Error, CustomStringConvertible {
    /// It stopped before it listened.
    case didNotStart

    /// What happened, for people.
    public var description: String { "the embedded server stopped before it listened" }
}
