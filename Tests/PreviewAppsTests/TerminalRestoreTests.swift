import Foundation
import Synchronization
import HarnessTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `landmarks-preview` interactively on a pseudo-terminal and checks that however it ends,
/// the terminal is left as it was: same settings, cursor shown, alternate screen left.
@Suite(.timeLimit(.minutes(1))) struct TerminalRestoreTests {
    enum Ending: String, CaseIterable, Sendable {
        case quitKey, controlC, sigterm
    }

    @Test(arguments: Ending.allCases)
    func theTerminalIsRestored(ending: Ending) async throws {
        let harness = try HarnessProcess("landmarks-preview")
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        defer {
            close(master)
            close(slave)
        }
        var before = termios()
        tcgetattr(slave, &before)

        let output = PTYReader(master)
        let process = Process()
        process.executableURL = harness.executable
        process.arguments = ["--latency", "0"]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "LANDMARKS_LOG_DIR": harness.logDirectory.path
        ]) { $1 }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        defer { output.stop() }

        try await output.wait(for: "14 landmarks")
        switch ending {
        case .quitKey: _ = write(master, "q", 1)
        case .controlC: _ = write(master, "\u{03}", 1)
        case .sigterm: process.terminate()
        }
        process.waitUntilExit()
        // The reader may still be draining what the process wrote last.
        try await output.wait(for: "\u{1B}[?1049l")

        var after = termios()
        tcgetattr(slave, &after)
        #expect(after.c_lflag == before.c_lflag, "echo and canonical mode are back")
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
        let text = output.text
        #expect(text.contains("\u{1B}[?1049h"), "it used the alternate screen")
        let restore = try #require(text.range(of: "\u{1B}[?1049l", options: .backwards))
        #expect(text[..<restore.lowerBound].hasSuffix("\u{1B}[?25h"), "cursor shown, then the screen left")
        switch ending {
        case .quitKey, .controlC:
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        case .sigterm:
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        }
    }
}

/// Reads a pseudo-terminal's master side on a thread, so the program never blocks on a full buffer.
final class PTYReader: Sendable {
    private let buffer = Mutex<[UInt8]>([])
    private let stopped = Atomic<Bool>(false)

    init(_ fd: Int32) {
        Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while !self.stopped.load(ordering: .relaxed) {
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                let count = read(fd, &chunk, chunk.count)
                if count <= 0 { continue }
                self.buffer.withLock { $0.append(contentsOf: chunk[0..<count]) }
            }
        }.start()
    }

    var text: String { String(decoding: buffer.withLock { $0 }, as: UTF8.self) }

    func stop() { stopped.store(true, ordering: .relaxed) }

    func wait(for needle: String, timeout: Duration = .seconds(20)) async throws {
        let deadline = ContinuousClock.now + timeout
        while !text.contains(needle) {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
