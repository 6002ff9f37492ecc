public import Foundation
import LoggerTestSupport
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An executable run interactively on a new pseudo-terminal of 80x24.
public final class PseudoTerminalRun {
    /// The side the test reads and types on, until ``finish()``; its reader closes it then.
    public let master: Int32
    /// The side the process has as its terminal.
    public let slave: Int32
    /// The terminal's settings before the run.
    public let settingsBefore: termios
    /// The harness, its input and output on the pseudo-terminal.
    public let process = Process()
    /// Everything the process wrote.
    public let output: PTYReader
    /// Ends when the process does.
    private let exits: AsyncStream<Void>
    /// Kept for as long as the run, so its log folder is.
    private let harness: HarnessProcess

    /// Starts executable `name`, built next to the tests, with `arguments` and `environment`
    /// added to the test's own.
    public convenience init(_ name: String, _ arguments: [String], environment extra: [String: String] = [:])
        throws
    {
        try self.init(HarnessProcess(name), arguments, environment: extra)
    }

    /// Starts `harness`'s executable with `arguments` and `environment` added to the test's own.
    public init(_ harness: HarnessProcess, _ arguments: [String], environment extra: [String: String] = [:])
        throws
    {
        self.harness = harness
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw CocoaError(.featureUnsupported) }
        (self.master, self.slave) = (master, slave)
        var before = termios()
        tcgetattr(slave, &before)
        settingsBefore = before
        output = PTYReader(master)
        process.executableURL = harness.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["LANDMARKS_LOG_DIR": harness.logDirectory.path].merging(extra) { $1 }
        ) { $1 }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        let (exits, exited) = AsyncStream.makeStream(of: Void.self)
        self.exits = exits
        process.terminationHandler = { _ in exited.finish() }
        try process.run()
    }

    /// Types `text` as a person would.
    public func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Waits for the process to end, failing after `timeout` rather than hanging the tests.
    public func waitForExit(timeout: Duration = .seconds(10)) async throws {
        let exits = self.exits
        let exited = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await _ in exits {}
                return true
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        guard exited else { throw CancellationError() }
    }

    /// Waits until the kernel reports the process stopped (`T` in `/proc/PID/stat`), or until
    /// it reports it running again when `stopped` is `false`. This one wait looks again every
    /// 20 ms: a stop reaches only the parent's `waitpid`, and Foundation's `Process` owns that.
    public func waitUntil(stopped: Bool, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now + timeout
        while isStopped != stopped {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Whether the process is stopped (by SIGTSTP or SIGSTOP), as `ps` shows `T`.
    public var isStopped: Bool {
        let path = "/proc/\(process.processIdentifier)/stat"
        guard let stat = try? String(contentsOfFile: path, encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[close...].dropFirst(2).first == "T"
    }

    /// Gives the terminal a new size, as a person resizing the window does.
    public func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's settings now.
    public var settings: termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// Stops reading, ends the process if it still runs, and closes the terminal: the slave side
    /// here, the master side by its reader after its last read (see ``PTYReader``).
    public func finish() {
        output.stop()
        if process.isRunning {
            process.terminate()
            // A stopped process takes SIGTERM only once continued.
            kill(process.processIdentifier, SIGCONT)
        }
        close(slave)
    }
}

/// Reads a pseudo-terminal's master side on a thread, so the program never blocks on a full
/// buffer; a wait for text ends when the text arrives.
///
/// The reader owns the descriptor and closes it itself, after its last read. Closed by anyone
/// else while the thread waits on it, its number could name a file opened since (a harness's
/// pipe, a socket of a server in this process), and the read that follows the wait would take
/// that file's bytes: a test's output cut short, a request its server never sees.
public final class PTYReader: Sendable {
    private let arriving = ArrivingText()
    private let stopped = Atomic<Bool>(false)

    /// Reads `fd` until stopped, then closes it.
    public init(_ fd: Int32) {
        Thread { [self] in
            defer { close(fd) }
            var chunk = [UInt8](repeating: 0, count: 4096)
            while !self.stopped.load(ordering: .relaxed) {
                // poll's timeout only lets the thread see `stop()`; output wakes it at once.
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                let count = read(fd, &chunk, chunk.count)
                if count <= 0 { continue }
                self.arriving.append(chunk[0..<count])
            }
        }.start()
    }

    /// Everything read so far.
    public var text: String { arriving.text }

    /// Stops reading: the thread closes the descriptor within one wait (50 ms).
    public func stop() { stopped.store(true, ordering: .relaxed) }

    /// The text without its escape sequences: what the rows say.
    public var plainText: String { Self.plain(text) }

    /// What arrived after `offset` characters of ``text``, without its escape sequences.
    public func plainText(after offset: Int) -> String { Self.plain(String(text.dropFirst(offset))) }

    private static func plain(_ text: String) -> String {
        text.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
    }

    /// Waits until the output, or its ``plainText``, contains `needle`; with `after`, in what
    /// arrived after that much of ``text`` (its count in characters).
    public func wait(
        for needle: String, plain: Bool = false, after: Int = 0, timeout: Duration = .seconds(20)
    ) async throws {
        try await arriving.wait(timeout: timeout) {
            let text = String($0.dropFirst(after))
            return (plain ? Self.plain(text) : text).contains(needle)
        }
    }
}
