/// Whether output carries colour and emphasis escape codes.
public enum ColorMode: Sendable, Equatable {
    /// Styles are written as SGR escape codes.
    case styled
    /// Styles are dropped: `NO_COLOR` is set, or output is not a terminal.
    case plain

    /// `plain` when `NO_COLOR` is set to anything non-empty (no-color.org) or output is not a terminal.
    public static func detect(environment: [String: String], outputIsTerminal: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        return outputIsTerminal ? .styled : .plain
    }
}

/// The escape sequences the terminal runner writes.
enum ANSI {
    static let escape = "\u{1B}["
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let clearScreen = "\u{1B}[2J"
    static let clearToEndOfLine = "\u{1B}[K"
    static let reset = "\u{1B}[0m"
    /// Asks the terminal to report focus changes (`CSI I`, `CSI O`); terminals without it ignore it.
    static let reportFocus = "\u{1B}[?1004h"
    /// Asks the terminal to mark a paste's start and end, so it reaches the screen whole.
    static let bracketPastes = "\u{1B}[?2004h"

    /// Moves the cursor to the start of zero-based `row`.
    static func moveTo(row: Int) -> String { "\(escape)\(row + 1);1H" }

    /// The SGR sequence that switches to `style` from the default.
    static func select(_ style: Style) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.inverse { codes.append("7") }
        if let foreground = style.foreground { codes.append(String(30 + Int(foreground.rawValue))) }
        if let background = style.background { codes.append(String(40 + Int(background.rawValue))) }
        return codes.isEmpty ? "" : "\(escape)\(codes.joined(separator: ";"))m"
    }

    /// The line as bytes for the terminal: styled spans, each reset after itself.
    static func encode(_ line: Line, mode: ColorMode) -> String {
        guard mode == .styled else { return line.plainText }
        var output = ""
        for span in line.spans {
            let selection = select(span.style)
            output += selection.isEmpty ? span.text : selection + span.text + reset
        }
        return output
    }
}
