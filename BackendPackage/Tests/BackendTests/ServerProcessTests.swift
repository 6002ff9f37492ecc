import Foundation
import LoggerTestSupport
import ReservationsApi
import Synchronization
import Testing
import WireContract

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs the real `landmarks-server` binary: graceful shutdown and durability across `kill -9`.
@Suite(.timeLimit(.minutes(2)), .serialized) struct ServerProcessTests {
    @Test func sigtermFinishesTheRequestInFlightThenClosesTheDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await ServerProcess.start(
            database: directory.appending(path: "db.sqlite").path, arguments: ["--log-level", "debug"])
        // Sign-in checks a bcrypt hash, which takes tens of milliseconds. SIGTERM goes only once the
        // server has logged that it is checking, so the request is certainly in flight.
        let login = Task { try await server.request("POST", "/auth/login", basic: "ada:ada-password") }
        try await server.waitForLog("checking credentials")
        server.process.terminate()
        let (status, _) = try await login.value
        #expect(status == 200, "the request in flight was answered")
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
        #expect(server.output.contains("closing the database"))
        await #expect(throws: (any Error).self, "no longer accepting") {
            try await server.request("GET", "/health")
        }
    }

    /// On SIGTERM an open event stream ends at once, and the server exits well inside its drain
    /// time.
    @Test func sigtermEndsAnOpenEventStreamAndExitsWithinTheDrainTime() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await ServerProcess.start(
            database: directory.appending(path: "db.sqlite").path, arguments: ["--drain-timeout", "5"])
        let api = TestAPI(server: URL(string: "http://127.0.0.1:\(server.port)")!)
        let stream = api.events(token: try await server.token())
        _ = try await stream.next(1)
        let stopping = ContinuousClock.now
        server.process.terminate()
        try await stream.end()
        #expect(stopping.duration(to: .now) < .seconds(2), "the stream ended at once")
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
        #expect(stopping.duration(to: .now) < .seconds(5))
        #expect(server.output.contains("draining"))
    }

    /// Twelve-factor settings: a variable stands in for an option not given, and a bad value is
    /// named by the variable it came from.
    @Test func theEnvironmentSetsWhatNoOptionSaysAndABadValueIsNamedByItsVariable() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "from-the-environment.sqlite").path
        let server = try await ServerProcess.start(
            location: nil,
            environment: ["LANDMARKS_DATABASE_URL": "sqlite:\(path)", "LANDMARKS_LOG_LEVEL": "debug"])
        #expect(try await server.request("GET", "/ready").0 == 200)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(server.output.contains("debug"))
        server.process.terminate()
        server.process.waitUntilExit()

        for (variable, value, says) in [
            ("LANDMARKS_DRAIN_TIMEOUT", "soon", "LANDMARKS_DRAIN_TIMEOUT must be a whole number, not 'soon'"),
            (
                "LANDMARKS_DATABASE_URL", "mysql://db",
                "LANDMARKS_DATABASE_URL must be sqlite:PATH or a postgres:// URL"
            ),
            ("LANDMARKS_DEMO_DATA", "maybe", "LANDMARKS_DEMO_DATA must be 1 or 0, not 'maybe'"),
            ("LANDMARKS_REQUEST_TIMEOUT", "0", "LANDMARKS_REQUEST_TIMEOUT must be at least 1 second"),
        ] {
            let (status, output) = try ServerProcess.runToExit([], environment: [variable: value])
            #expect(status == 64, "\(variable)=\(value)")
            #expect(output.contains(says), "\(output)")
        }
        // An option given wins over its variable.
        let (status, _) = try ServerProcess.runToExit(
            ["--database", "mysql://db"], environment: ["LANDMARKS_DATABASE_URL": "sqlite:\(path)"])
        #expect(status == 64)
    }

    @Test func killDashNineLosesNoWriteThatWasAnswered() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "db.sqlite").path
        let server = try await ServerProcess.start(database: path)
        let token = try await server.token()
        let answered = Mutex<[String]>([])
        // Yields once 50 writes were answered; finishes when the writer stops.
        let (fiftyAnswered, reached) = AsyncStream.makeStream(of: Void.self)
        let writer = Task {
            defer { reached.finish() }
            for index in 0..<10_000 {
                let body =
                    #"{"landmarkId":"00000000-0000-4000-8000-00000000000e","date":"\#(aYearAfterTheClocksStart)","partySize":2,"notes":"\#(index)"}"#
                guard
                    let (status, data) = try? await server.request(
                        "POST", "/reservations", token: token, body: body),
                    status == 200,
                    let reservation = try? JSONCoding.decoder().decode(ReservationApiModel.self, from: data)
                else { return }
                let count = answered.withLock {
                    $0.append(reservation.id.uuidString)
                    return $0.count
                }
                if count == 50 { reached.yield() }
            }
        }
        for await _ in fiftyAnswered { break }
        kill(server.process.processIdentifier, SIGKILL)
        await writer.value
        server.process.waitUntilExit()

        let restarted = try await ServerProcess.start(database: path)
        defer { restarted.process.terminate() }
        let (_, data) = try await restarted.request(
            "GET", "/reservations", token: try await restarted.token())
        let stored = Set(
            try JSONCoding.decoder().decode([ReservationApiModel].self, from: data).map(\.id.uuidString))
        let ids = answered.withLock { $0 }
        #expect(ids.count >= 50)
        #expect(Set(ids).isSubset(of: stored), "every answered write survived")
    }
}

/// A `landmarks-server` process on a free port, with what it logged.
final class ServerProcess: Sendable {
    let process: Process
    let port: Int
    private let log: ArrivingText

    var output: String { log.text }

    private init(process: Process, port: Int, log: ArrivingText) {
        self.process = process
        self.port = port
        self.log = log
    }

    /// A server on the SQLite file at `database`.
    static func start(database: String, arguments: [String] = []) async throws -> ServerProcess {
        try await start(location: "sqlite:\(database)", arguments: arguments)
    }

    /// The built `landmarks-server` beside the test bundle.
    static func executable() throws -> URL {
        var directory = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(
            atPath: directory.appending(path: "landmarks-server").path)
        {
            guard directory.pathComponents.count > 1 else { throw CocoaError(.fileNoSuchFile) }
            directory.deleteLastPathComponent()
        }
        return directory.appending(path: "landmarks-server")
    }

    /// Runs a server that is expected to stop by itself; its exit status and what it printed.
    /// `environment` is added to the test's own.
    static func runToExit(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["--port", "0"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A server on `location` (`sqlite:PATH` or a `postgres://` URL), its clock starting where
    /// every test clock does (``TestClock/start``), so the visits the tests book stay ahead of it.
    /// `location` `nil`: none given, for `LANDMARKS_DATABASE_URL` in `environment` (added to the
    /// test's own) to say.
    static func start(location: String?, arguments: [String] = [], environment: [String: String] = [:])
        async throws -> ServerProcess
    {
        let process = Process()
        process.executableURL = try executable()
        process.arguments =
            ["--port", "0", "--clock-start", TestClock.start.formatted(.iso8601)]
            + (location.map { ["--database", $0] } ?? []) + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let log = ArrivingText(reading: pipe.fileHandleForReading)
        try process.run()
        // Ready once it says where it listens, which is also how the test learns the port.
        if (try? await log.wait(timeout: .seconds(30)) { port(in: $0) != nil }) != nil,
            let port = port(in: log.text)
        {
            return ServerProcess(process: process, port: port, log: log)
        }
        process.terminate()
        throw CocoaError(
            .executableLoad, userInfo: [NSLocalizedDescriptionKey: "server did not start: \(log.text)"])
    }

    func request(
        _ method: String, _ path: String, token: String? = nil, basic: String? = nil, body: String? = nil
    ) async throws -> (Int, Data) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let basic {
            request.setValue(
                "Basic \(Data(basic.utf8).base64EncodedString())", forHTTPHeaderField: "Authorization")
        }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    /// The port in the server's "listening on" line, once the line has ended.
    private static func port(in output: String) -> Int? {
        output.firstMatch(of: #/listening on 127\.0\.0\.1:(\d+)\s/#).flatMap { Int($0.1) }
    }

    func waitForLog(_ needle: String) async throws {
        try await log.wait(for: needle)
    }

    func token() async throws -> String {
        let (_, data) = try await request("POST", "/auth/login", basic: "ada:ada-password")
        return try JSONCoding.decoder().decode(LoginResponse.self, from: data).token
    }
}
