import Foundation
import HTTPTypes
import Logging
import SQLKit
import Synchronization
import Testing
import WireContract

import BackendPostgres

@testable import Backend

/// The databases the backend runs on; repository-backed tests run on each.
enum TestDatabase: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// `LANDMARKS_TEST_POSTGRES_URL`: a server where the user may create databases. `.ci/run` starts
    /// one; without it PostgreSQL tests are skipped locally and fail in CI.
    static var postgresAdminURL: String? {
        ProcessInfo.processInfo.environment["LANDMARKS_TEST_POSTGRES_URL"]
    }

    /// Whether the PostgreSQL cases run: where a server is configured, and always in CI (where a
    /// missing one fails rather than being skipped).
    static var runsPostgres: Bool {
        postgresAdminURL != nil || ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// The databases a test runs on here. Without PostgreSQL its cases are left out, not passed
    /// without running; the PostgreSQL-only tests show as skipped.
    static var available: [TestDatabase] { runsPostgres ? allCases : [.sqlite] }

    /// A new, empty database for one test, and how to remove it; `nil` when PostgreSQL is unavailable.
    func makeLocation() async throws -> (DatabaseLocation, cleanup: @Sendable () async -> Void)? {
        switch self {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appending(
                path: "backend-\(UUID().uuidString)")
            return (
                .sqlite(path: directory.appending(path: "test.sqlite").path),
                { try? FileManager.default.removeItem(at: directory) }
            )
        case .postgres:
            guard let admin = Self.postgresAdminURL else {
                if ProcessInfo.processInfo.environment["CI"] != nil {
                    Issue.record("PostgreSQL must run in CI: set LANDMARKS_TEST_POSTGRES_URL")
                }
                return nil
            }
            let name = "landmarks_test_\(UUID().uuidString.prefix(8).lowercased())"
            try await Self.adminStatement(admin, "CREATE DATABASE \(name)")
            var components = URLComponents(string: admin)
            components?.path = "/\(name)"
            return (
                .postgres(url: components?.string ?? admin),
                { try? await Self.adminStatement(admin, "DROP DATABASE \(name) WITH (FORCE)") }
            )
        }
    }

    private static func adminStatement(_ url: String, _ statement: String) async throws {
        let database = try Database.open(.postgres(url: url), logger: Logger(label: "test-admin"))
        defer { Task { try? await database.shutdown() } }
        try await database.sql.raw(SQLQueryString(statement)).run()
    }
}

/// Serves the application on a new database of `kind`, with `clock` as its time (unless told, a
/// moment that never moves: ``ServerClock/test``; and, if asked, trusting `X-Forwarded-For`),
/// and runs `body` against it.
func withApp(
    _ kind: TestDatabase = .sqlite, seed: Bool = true, clock: ServerClock = .test,
    trustsForwardedFor: Bool = false, configure: (inout BackendConfiguration) -> Void = { _ in },
    _ body: @escaping @Sendable (TestAPI) async throws -> Void
) async throws {
    guard let (location, cleanup) = try await kind.makeLocation() else { return }
    do {
        let configuration = testConfiguration(location, seed: seed) {
            $0.clock = clock
            $0.trustsForwardedFor = trustsForwardedFor
            configure(&$0)
        }
        try await serving(configuration, body)
    } catch {
        await cleanup()
        throw error
    }
    await cleanup()
}

/// Two instances on one new PostgreSQL database, as behind a load balancer, sharing `clock`.
/// Without PostgreSQL it returns without running `body` (see ``TestDatabase/available``).
func withTwoInstances(
    clock: ServerClock = .test, notificationsLateBy delay: Duration? = nil,
    _ body: @escaping @Sendable (TestAPI, TestAPI) async throws -> Void
) async throws {
    try await withTwoInstances(clock: clock, notificationsLateBy: delay) { a, b, _ in try await body(a, b) }
}

/// Two instances as above, and the database's location, for a test that works on the database
/// itself.
func withTwoInstances(
    clock: ServerClock = .test, notificationsLateBy delay: Duration? = nil,
    _ body: @escaping @Sendable (TestAPI, TestAPI, DatabaseLocation) async throws -> Void
) async throws {
    guard let (location, cleanup) = try await TestDatabase.postgres.makeLocation() else { return }
    do {
        let configuration = testConfiguration(location, seed: true) {
            $0.clock = clock
            if let delay { $0.drivers = [.latePostgres(by: delay)] }
        }
        try await serving(configuration) { a in
            try await serving(configuration) { b in try await body(a, b, location) }
        }
    } catch {
        await cleanup()
        throw error
    }
    await cleanup()
}

/// Serves `configuration` on a free port of 127.0.0.1 (as ``EmbeddedServer``, which the app
/// embeds), runs `body` against it over HTTP, and stops the server.
func serving<Value: Sendable>(
    _ configuration: BackendConfiguration, _ body: @Sendable (TestAPI) async throws -> Value
) async throws -> Value {
    let server = try await EmbeddedServer.start(configuration: configuration, logger: testLogger)
    do {
        let value = try await body(TestAPI(server: server.url))
        await server.stop()
        return value
    } catch {
        await server.stop()
        throw error
    }
}

let testLogger: Logger = {
    var logger = Logger(label: "backend-test")
    logger.logLevel = .warning
    return logger
}()

private func testConfiguration(
    _ location: DatabaseLocation, seed: Bool, configure: (inout BackendConfiguration) -> Void = { _ in }
) -> BackendConfiguration {
    var configuration = BackendConfiguration.test(database: location, seed: seed)
    configure(&configuration)
    return configuration
}

extension BackendConfiguration {
    /// A server on a free port of 127.0.0.1, with the PostgreSQL driver, as tests run it. Its
    /// request deadline is a minute, not 8 s: dozens of these servers run at once in one debug
    /// process on two cores, and their sign-ins' bcrypt checks queue on the threads they share
    /// for longer than a release server's would. The tests of the deadline set their own.
    static func test(database: DatabaseLocation, seed: Bool = true) -> BackendConfiguration {
        var configuration = BackendConfiguration(
            host: "127.0.0.1", port: 0, database: database, seedsDemoData: seed)
        configuration.drivers = [.postgres]
        configuration.requestDeadline = .seconds(60)
        return configuration
    }
}

extension DatabaseDriver {
    /// PostgreSQL whose notifications reach this process `delay` late, in order, and whose
    /// `LISTEN` round trips answer behind them: a read served from memory without passing the
    /// write fence would miss the other instance's write.
    static func latePostgres(by delay: Duration) -> DatabaseDriver {
        DatabaseDriver(
            scheme: "postgres",
            open: { url, logger in
                var database = try DatabaseDriver.postgres.open(url, logger)
                guard let listen = database.listen else { return database }
                database.listen = { channel, connected, received in
                    let (late, arriving) = AsyncStream.makeStream(of: LateDelivery.self)
                    let relay = Task {
                        for await delivery in late {
                            try? await Task.sleep(for: delay)
                            switch delivery {
                            case let .notification(payload): received(payload)
                            case let .caughtUp(done): done(true)
                            }
                        }
                    }
                    defer { relay.cancel() }
                    try await listen(
                        channel,
                        { catchUp in
                            connected { done in
                                catchUp { caughtUp in
                                    guard caughtUp else { return done(false) }
                                    arriving.yield(.caughtUp(done))
                                }
                            }
                        }
                    ) { arriving.yield(.notification($0)) }
                }
                return database
            }, describe: DatabaseDriver.postgres.describe)
    }
}

/// What the late PostgreSQL stand-in hands on, in the order the connection did.
private enum LateDelivery: Sendable {
    case notification(String)
    case caughtUp(@Sendable (Bool) -> Void)
}

extension Database {
    /// Opens a test database, PostgreSQL included.
    static func open(_ location: DatabaseLocation, logger: Logger) throws -> Database {
        try open(location, drivers: [.postgres], logger: logger)
    }
}

extension ServerClock {
    /// What the servers of the tests read as now unless a test moves a ``TestClock`` of its own:
    /// 2030-03-17, so the visits the tests book (in 2031) stay in the future whatever the
    /// machine's calendar says.
    static let test = ServerClock { TestClock.start }
}

/// A visit's date, as JSON writes it, a year after the tests' clocks start: in the future for
/// every server under test, in process (``ServerClock/test``) or a process of its own
/// (`--clock-start`).
let aYearAfterTheClocksStart = TestClock.start.addingTimeInterval(365 * 24 * 3600).formatted(.iso8601)

/// A clock tests move by hand.
final class TestClock: Sendable {
    /// Where every test clock starts: 2030-03-17 09:46:40 UTC.
    static let start = Date(timeIntervalSince1970: 1_900_000_000)
    private let current = Mutex(TestClock.start)

    var now: Date { current.withLock { $0 } }
    var serverClock: ServerClock { ServerClock { [self] in self.now } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}

/// A response with its body as text, decodable with the shared JSON conventions.
struct TestReply: Sendable {
    var status: HTTPResponse.Status
    var text: String
    var headers: HTTPFields

    func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONCoding.decoder().decode(T.self, from: Data(text.utf8))
    }

    /// The `code` of an error body.
    var errorCode: String? { (try? decode(ErrorResponse.self))?.error.code }
}

/// Sends requests as a client on the wire would, over a connection of their own: paths from the
/// shared routes, JSON bodies, tokens, and whatever a test sends that a polite client would not
/// (a body on a GET, a method no route has).
struct TestAPI: Sendable {
    /// The server: `http://127.0.0.1:<port>`.
    let server: URL
    /// The port it listens on.
    var port: Int { server.port ?? 0 }

    func send(
        _ method: HTTPRequest.Method, _ path: String, token: String? = nil, json: String? = nil,
        headers extra: HTTPFields = [:]
    ) async throws -> TestReply {
        var headers = extra
        if let token { headers[.authorization] = "Bearer \(token)" }
        if json != nil { headers[.contentType] = "application/json" }
        return try await HTTP1Exchange(port: port).send(method, path, headers: headers, body: json)
    }

    func login(_ username: String, _ password: String, headers: HTTPFields = [:]) async throws -> TestReply {
        var headers = headers
        headers[.authorization] = "Basic \(Data("\(username):\(password)".utf8).base64EncodedString())"
        return try await send(.post, "/auth/login", headers: headers)
    }

    /// Signs in and returns the token.
    func token(_ username: String) async throws -> String {
        try await login(username, "\(username)-password").decode(LoginResponse.self).token
    }
}
