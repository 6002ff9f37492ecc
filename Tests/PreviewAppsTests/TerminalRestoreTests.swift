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
        let run = try PseudoTerminalRun("landmarks-preview", ["--latency", "0"])
        defer { run.finish() }
        let (output, process, master) = (run.output, run.process, run.master)
        let before = run.settingsBefore

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
        tcgetattr(run.slave, &after)
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

/// `--story` plays its keys in a real terminal, one every 600 ms, then the person has the screen.
@Suite(.timeLimit(.minutes(1))) struct StoryPlaybackTests {
    @Test func theStoryPlaysThenThePersonsKeysWork() async throws {
        let run = try PseudoTerminalRun("landmarks-preview", ["--latency", "0", "--story", "categories"])
        defer { run.finish() }
        let started = ContinuousClock.now
        try await run.output.wait(for: "14 landmarks")
        // Typed while the story plays: ignored. Taken, it would open the search field, the
        // story's keys would type into it, and the category would never open.
        run.type("/")
        // The category's own page: its title row, not its row in the Categories list.
        try await run.output.wait(for: " Mountains" + String(repeating: " ", count: 40), plain: true)
        #expect(ContinuousClock.now - started >= .milliseconds(3 * 600 - 100), "three keys, 600 ms apart")
        run.type("q")
        try await run.waitForExit()
        #expect(run.process.terminationStatus == 0, "after the story, the person's q quits")
    }
}

/// An executable run interactively on a new pseudo-terminal of 80x24.
final class PseudoTerminalRun {
    let master: Int32
    let slave: Int32
    /// The terminal's settings before the run.
    let settingsBefore: termios
    let process = Process()
    /// Everything the process wrote.
    let output: PTYReader

    init(_ name: String, _ arguments: [String]) throws {
        let harness = try HarnessProcess(name)
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        (self.master, self.slave) = (master, slave)
        var before = termios()
        tcgetattr(slave, &before)
        settingsBefore = before
        output = PTYReader(master)
        process.executableURL = harness.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging([
            "LANDMARKS_LOG_DIR": harness.logDirectory.path
        ]) { $1 }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
    }

    /// Types `text` as a person would.
    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Waits for the process to end, failing after `timeout` rather than hanging the tests.
    func waitForExit(timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Stops reading, ends the process if it still runs, and closes the terminal.
    func finish() {
        output.stop()
        if process.isRunning { process.terminate() }
        close(master)
        close(slave)
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

    /// The text without its escape sequences: what the rows say.
    var plainText: String {
        text.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
    }

    /// Waits until the output, or its ``plainText``, contains `needle`.
    func wait(for needle: String, plain: Bool = false, timeout: Duration = .seconds(20)) async throws {
        let deadline = ContinuousClock.now + timeout
        while !(plain ? plainText : text).contains(needle) {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
