import Backend
import Foundation
import Hummingbird
import Logger
import Synchronization

/// Each request's deadline in these tests, which is not what they check: the Backend runs in
/// this process beside every other test, and on a loaded 2-core machine its answers (a sign-in
/// hashes a password) have taken longer than the harnesses' 5 s and the client's 10 s.
let requestDeadline = Duration.seconds(60)

/// ``requestDeadline`` as a harness's `--timeout` takes it, in milliseconds.
let requestDeadlineOption = String(requestDeadline.components.seconds * 1000)

/// The real Backend, in this process, on a free port, with a new SQLite database seeded with the
/// demo data, until `stop()`.
final class BackendServer: Sendable {
    let url: URL
    private let directory: URL
    private let server: EmbeddedServer

    private init(server: EmbeddedServer, directory: URL) {
        self.url = server.url
        self.server = server
        self.directory = directory
    }

    static func start() async throws -> BackendServer {
        let directory = FileManager.default.temporaryDirectory.appending(path: "e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let server = try await EmbeddedServer.start(
            database: .sqlite(path: directory.appending(path: "db.sqlite").path), logLevel: .critical)
        return BackendServer(server: server, directory: directory)
    }

    /// Stops the server; connections to its port are refused afterwards.
    func stop() async {
        await server.stop()
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A misbehaving backend: `GET /landmarks` fails, answers garbage or answers late.
final class FaultyServer: Sendable {
    enum Fault: Sendable {
        case status500
        case malformedJSON
        case slow(Duration)
    }

    let url: URL
    private let task: Task<Void, any Error>

    private init(url: URL, task: Task<Void, any Error>) {
        self.url = url
        self.task = task
    }

    static func start(_ fault: Fault) async throws -> FaultyServer {
        let router = Router()
        router.get("/landmarks") { _, _ -> Response in
            switch fault {
            case .status500:
                return Response(
                    status: .internalServerError, headers: [.contentType: "application/json"],
                    body: .init(
                        byteBuffer: ByteBuffer(string: #"{"error":{"code":"internal","message":"boom"}}"#)))
            case .malformedJSON:
                return Response(
                    status: .ok, headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: #"[{"id":"not-a-uuid","name":"x"}]"#)))
            case let .slow(delay):
                try await Task.sleep(for: delay)
                return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "[]")))
            }
        }
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "faulty-server")
        logger.logLevel = .critical  // cancelling the run task logs a harmless shutdown error
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { continuation.yield($0.localAddress?.port ?? 0) }, logger: logger)
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return FaultyServer(url: URL(string: "http://127.0.0.1:\(port)")!, task: task)
    }

    deinit {
        task.cancel()
    }
}
