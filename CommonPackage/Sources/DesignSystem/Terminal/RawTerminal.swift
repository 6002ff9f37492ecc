#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// Why the interactive terminal could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal

    /// One line for the user.
    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal (use --headless to run without one)"
        }
    }
}

/// The controlling terminal in raw mode on the alternate screen.
///
/// Whatever ends the program (a normal return, a thrown error, `exit`, SIGINT, SIGTERM, SIGHUP),
/// the terminal is put back as it was: raw mode off, cursor shown, alternate screen left.
final class RawTerminal {
    private static let restored = Mutex(true)

    /// Enters raw mode; throws if standard input or output is not a terminal.
    init() throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw .notATerminal }
        SignalBridge.install(original: original)
        Self.restored.withLock { $0 = false }
        atexit { RawTerminal.restoreOnce() }

        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)  // keep "\n" meaning newline in anything printed on exit
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        Self.write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen)
    }

    /// The read end of a pipe that receives a byte on every SIGWINCH.
    var resizeSignals: Int32 { SignalBridge.resizePipe.read }

    /// The terminal's current size, or 80x24 if it cannot be read.
    var size: Size {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
        else {
            return .standard
        }
        return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Puts the terminal back as it was. Safe to call more than once.
    func restore() {
        Self.restoreOnce()
    }

    private static func restoreOnce() {
        let alreadyRestored = restored.withLock { state in
            defer { state = true }
            return state
        }
        guard !alreadyRestored else { return }
        SignalBridge.uninstall()
        SignalBridge.restoreTerminal()
    }

    /// Writes all of `text` to standard output.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { SignalBridge.writeAll(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}

/// What signal handlers need, kept where they can reach it without locks.
///
/// Handlers may only call async-signal-safe functions (`write`, `tcsetattr`, `signal`, `raise`)
/// and may not take locks, so this state is plain globals. They are written only in `install`,
/// before any handler that reads them is installed, and never written again while one is.
enum SignalBridge {
    nonisolated(unsafe) static var original = termios()
    nonisolated(unsafe) static var resizePipe: (read: Int32, write: Int32) = (-1, -1)
    static let terminating = [SIGINT, SIGTERM, SIGHUP]

    static func install(original settings: termios) {
        original = settings
        if resizePipe.read < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
                resizePipe = (fds[0], fds[1])
            }
        }
        for signalNumber in terminating {
            signal(signalNumber) { received in
                SignalBridge.restoreTerminal()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        signal(SIGWINCH) { _ in
            var byte: UInt8 = 1
            _ = write(SignalBridge.resizePipe.write, &byte, 1)
        }
    }

    static func uninstall() {
        for signalNumber in terminating + [SIGWINCH] { signal(signalNumber, SIG_DFL) }
    }

    /// Leaves the alternate screen, shows the cursor and restores the saved settings.
    /// Async-signal-safe: no allocation, no locks.
    static func restoreTerminal() {
        // Reset styles, show the cursor, leave the alternate screen.
        let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        writeAll(
            STDOUT_FILENO, UnsafeMutableRawPointer(mutating: sequence.utf8Start), sequence.utf8CodeUnitCount)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    static func writeAll(_ fd: Int32, _ base: UnsafeMutableRawPointer?, _ count: Int) {
        guard let base else { return }
        var offset = 0
        while offset < count {
            let written = write(fd, base + offset, count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
