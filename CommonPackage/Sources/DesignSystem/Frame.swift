/// Everything on screen at one moment: exactly `size.rows` lines, each at most `size.columns` wide.
public struct Frame: Sendable, Hashable {
    /// The size the frame was laid out for.
    public let size: Size
    /// The rows, top to bottom.
    public let lines: [Line]
    /// Whether something on screen animates (a spinner), which also means work is in flight.
    public let isAnimating: Bool

    /// Creates a frame, cutting or padding `lines` to fit `size`.
    public init(size: Size, lines: [Line], isAnimating: Bool = false) {
        var fitted = lines.prefix(size.rows).map { $0.truncated(to: size.columns) }
        fitted += Array(repeating: Line.blank, count: max(0, size.rows - fitted.count))
        self.size = size
        self.lines = fitted
        self.isAnimating = isAnimating
    }

    /// The frame as plain text: one line per row, trailing spaces trimmed, no styles.
    public var plainText: String {
        lines.map { line in
            var text = line.plainText
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }
}

extension Frame {
    /// The frame as a colour terminal shows it: each row's spans with their SGR escape codes,
    /// trailing unstyled spaces trimmed. Tests and the gallery compare frames with it, so a
    /// change of colour or emphasis shows as a changed frame.
    public var styledText: String {
        lines.map { line in
            var text = ANSI.encode(line, mode: .styled)
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }
}
