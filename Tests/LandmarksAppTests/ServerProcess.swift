import Foundation
import HarnessTesting
import LoggerTestSupport

/// A `landmarks-server` process on a free port, until `stop()`: it is ready when it says where
/// it listens, which is also how the test learns the port.
struct ServerProcess {
    let process: Process
    let url: URL
    private let log: ArrivingText

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
        let log = ArrivingText(reading: pipe.fileHandleForReading)
        try process.run()
        // Ready once it says where it listens, which is also how the test learns the port.
        if (try? await log.wait(timeout: .seconds(30)) { port(in: $0) != nil }) != nil,
            let port = port(in: log.text), let url = URL(string: "http://127.0.0.1:\(port)")
        {
            return ServerProcess(process: process, url: url, log: log)
        }
        process.terminate()
        throw CocoaError(
            .executableLoad,
            userInfo: [NSLocalizedDescriptionKey: "landmarks-server did not start: \(log.text)"])
    }

    /// The port in the server's "listening on" line, once the line has ended.
    private static func port(in output: String) -> Int? {
        output.firstMatch(of: #/listening on 127\.0\.0\.1:(\d+)\s/#).flatMap { Int($0.1) }
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
