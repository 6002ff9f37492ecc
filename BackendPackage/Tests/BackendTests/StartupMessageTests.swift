import Foundation
import NIOCore
import NIOPosix
import Testing

/// What the real `landmarks-server` says when it cannot start: one line an operator can act on,
/// and nothing written before it knows it can serve.
@Suite(.timeLimit(.minutes(2))) struct StartupMessageTests {
    /// The lines that report a failure (swift-log's level word after the timestamp).
    static func failureLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { line in
            ["error", "critical", "warning"].contains { line.contains(" \($0) ") }
        }
    }

    @Test func aPortInUseIsOneSentenceAndCreatesNoDatabase() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let holder = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0).get()
        let port = try #require(holder.localAddress?.port)
        let database = directory.appending(path: "new/landmarks.sqlite").path
        let (status, output) = try ServerProcess.runToExit([
            "--port", "\(port)", "--database", "sqlite:\(database)",
        ])
        try await holder.close()

        #expect(status == 1)
        #expect(
            output.contains(
                "stopped: cannot serve on 127.0.0.1:\(port): the address is already in use by another program: "
                    + "stop it, or pass another --port"), "\(output)")
        for leak in ["bind(", "errno", "descriptor", "))"] { #expect(!output.contains(leak), "\(output)") }
        #expect(Self.failureLines(output).count == 1, "\(output)")
        #expect(
            !FileManager.default.fileExists(atPath: database),
            "the database was created before the port was checked")
    }

    @Test func anUnreachablePostgreSQLIsOneLine() throws {
        // Port 1 on loopback: nothing listens, so the connection is refused at once.
        let (status, output) = try ServerProcess.runToExit([
            "--database", "postgres://user:secret@127.0.0.1:1/landmarks",
        ])
        #expect(status == 1)
        let failures = Self.failureLines(output)
        #expect(failures.count == 1, "\(output)")
        #expect(failures.first?.contains("stopped: cannot connect to PostgreSQL") == true, "\(output)")
        for leak in ["PSQLError", "AsyncKit", "secret"] { #expect(!output.contains(leak), "\(output)") }
    }

    @Test func aNegativePortIsOutOfRangeNotAMissingValue() throws {
        let (status, output) = try ServerProcess.runToExit(["--port", "-5"])
        #expect(status == 64)
        #expect(output.contains("--port must be between 0 and 65535"), "\(output)")
    }
}
