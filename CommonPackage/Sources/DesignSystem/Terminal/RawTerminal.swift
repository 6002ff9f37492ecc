#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
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
    /// The settings to restore, shared with the signal handlers and `atexit`.
    private static let saved = Mutex<termios?>(nil)
    private let signalSources: [any DispatchSourceSignal]

    /// Enters raw mode; throws if standard input or output is not a terminal.
    init(onResize: @escaping @Sendable () -> Void) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw .notATerminal }
        Self.saved.withLock { $0 = original }
        atexit { RawTerminal.restoreSaved() }

        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)  // keep "\n" meaning newline in anything printed on exit
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)

        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                RawTerminal.restoreSaved()
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            source.resume()
            sources.append(source)
        }
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        resize.setEventHandler(handler: onResize)
        resize.resume()
        sources.append(resize)
        signalSources = sources

        Self.write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen)
    }

    /// The terminal's current size, or 80x24 if it cannot be read.
    var size: Size {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return .standard
        }
        return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Puts the terminal back as it was. Safe to call more than once.
    func restore() {
        signalSources.forEach { $0.cancel() }
        Self.restoreSaved()
    }

    /// Restores the saved settings once; later calls find nothing saved and do nothing.
    private static func restoreSaved() {
        guard var original = saved.withLock({ state -> termios? in
            defer { state = nil }
            return state
        }) else { return }
        write(ANSI.reset + ANSI.showCursor + ANSI.leaveAlternateScreen)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Writes all of `text` to standard output.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let written = Darwin.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
