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
        enter(discardingInput: true)
    }

    /// Raw mode on the alternate screen, cursor hidden, focus changes reported: how the app
    /// takes the terminal at start, discarding what was typed before, and again after a
    /// suspension, keeping what the person has typed since.
    private func enter(discardingInput: Bool = false) {
        var raw = SignalBridge.original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)  // keep "\n" meaning newline in anything printed on exit
        tcsetattr(STDIN_FILENO, discardingInput ? TCSAFLUSH : TCSADRAIN, &raw)
        Self.write(
            ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen + ANSI.reportFocus
                + ANSI.bracketPastes)
    }

    /// The read end of a pipe that receives a ``SignalBridge/Received`` byte for every SIGWINCH,
    /// SIGTSTP and SIGCONT.
    var signals: Int32 { SignalBridge.signalPipe.read }

    /// Gives the terminal back exactly as on quit and stops the process, as SIGTSTP's default
    /// does; returns once it is continued (`fg`), with the terminal taken again. The caller
    /// draws the whole screen.
    func suspend() {
        SignalBridge.restoreTerminal()
        signal(SIGTSTP, SIG_DFL)
        // The main actor may run on a thread that blocks SIGTSTP (a Dispatch worker): unblock
        // it here, so the signal this thread raises is taken before `raise` returns.
        var suspend = sigset_t()
        var previous = sigset_t()
        sigemptyset(&suspend)
        sigaddset(&suspend, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &suspend, &previous)
        // Stops here until SIGCONT. A process group without a shell to resume it (an orphaned
        // one) is not stopped: the kernel drops the signal, and the app carries on.
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        SignalBridge.catchSuspend()
        enter()
    }

    /// Takes the terminal again after the process was stopped and continued by someone else
    /// (SIGSTOP, then SIGCONT), whose shell may have changed its settings.
    func resume() {
        enter()
    }

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
    /// What a byte on ``signalPipe`` says happened.
    enum Received: UInt8 {
        /// SIGWINCH: the terminal was resized.
        case resized = 1
        /// SIGTSTP from outside (`kill -TSTP`): suspend as Ctrl-Z does.
        case suspendRequested = 2
        /// SIGCONT: the process was continued.
        case continued = 3
    }

    nonisolated(unsafe) static var original = termios()
    nonisolated(unsafe) static var signalPipe: (read: Int32, write: Int32) = (-1, -1)
    static let terminating = [SIGINT, SIGTERM, SIGHUP]

    static func install(original settings: termios) {
        original = settings
        if signalPipe.read < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
                signalPipe = (fds[0], fds[1])
            }
        }
        for signalNumber in terminating {
            signal(signalNumber) { received in
                SignalBridge.restoreTerminal()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        signal(SIGWINCH) { _ in SignalBridge.send(.resized) }
        signal(SIGCONT) { _ in SignalBridge.send(.continued) }
        catchSuspend()
    }

    /// SIGTSTP asks the runner to suspend, so the terminal is given back first.
    static func catchSuspend() {
        signal(SIGTSTP) { _ in SignalBridge.send(.suspendRequested) }
    }

    /// Writes `received` to the pipe. Async-signal-safe.
    private static func send(_ received: Received) {
        var byte = received.rawValue
        _ = write(SignalBridge.signalPipe.write, &byte, 1)
    }

    static func uninstall() {
        for signalNumber in terminating + [SIGWINCH, SIGTSTP, SIGCONT] { signal(signalNumber, SIG_DFL) }
    }

    /// Leaves the alternate screen, shows the cursor and restores the saved settings.
    /// Async-signal-safe: no allocation, no locks.
    static func restoreTerminal() {
        // Reset styles, stop marking pastes and reporting focus, show the cursor, leave the
        // alternate screen.
        let sequence: StaticString = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?25h\u{1B}[?1049l"
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
