import Foundation
import HarnessTesting
import Synchronization

/// A `landmarks-server` process on a free port, until `stop()`: it is ready when it says where
/// it listens, which is also how the test learns the port.
struct ServerProcess {
    let process: Process
    let url: URL
    private let log: Log

    /// What the server printed so far.
    var output: String { log.text }

    /// A server on its own SQLite file in `data`.
    static func start(data: URL) async throws -> ServerProcess {
        try await start(["--database", "sqlite:\(data.appending(path: "server.sqlite").path)"])
    }

    /// A server started with `arguments` (after `--port 0`) and `environment` added to this
    /// process's.
    static func start(_ arguments: [String], environment: [String: String] = [:]) async throws
        -> ServerProcess
    {
        let process = Process()
        process.executableURL = try HarnessProcess("landmarks-server").executable
        process.arguments = ["--port", "0"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let log = Log()
        let listening = AsyncStream.makeStream(of: URL?.self)
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                listening.continuation.yield(nil)
                return
            }
            let text = log.append(String(decoding: data, as: UTF8.self))
            if let range = text.range(of: "listening on 127.0.0.1:") {
                let port = text[range.upperBound...].prefix { $0.isNumber }
                listening.continuation.yield(URL(string: "http://127.0.0.1:\(port)"))
            }
        }
        try process.run()
        let deadline = Task {
            try await Task.sleep(for: .seconds(30))
            listening.continuation.yield(nil)
        }
        defer { deadline.cancel() }
        for await url in listening.stream {
            guard let url else { break }
            return ServerProcess(process: process, url: url, log: log)
        }
        process.terminate()
        throw CocoaError(
            .executableLoad,
            userInfo: [NSLocalizedDescriptionKey: "landmarks-server did not start: \(log.text)"])
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    /// Text appended from the pipe's handler thread and read by the test.
    final class Log: Sendable {
        private let storage = Mutex("")
        var text: String { storage.withLock { $0 } }

        /// Appends `more`; everything so far.
        func append(_ more: String) -> String {
            storage.withLock {
                $0 += more
                return $0
            }
        }
    }
}
