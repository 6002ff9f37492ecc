/// A run of text in one style.
public struct Span: Sendable, Hashable {
    /// The text; never contains a newline.
    public var text: String
    /// How it looks.
    public var style: Style

    /// `text` in `style`; the text should hold no line breaks.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One row of a frame: styled spans, left to right.
public struct Line: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The spans in order.
    public var spans: [Span]

    /// Creates a line from spans.
    public init(_ spans: [Span] = []) {
        self.spans = spans
    }

    /// Creates a line of one span.
    public init(_ text: String, style: Style = .plain) {
        self.spans = text.isEmpty ? [] : [Span(text, style: style)]
    }

    /// Creates an unstyled line.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// An empty line.
    public static let blank = Line()

    /// The text without styles.
    public var plainText: String { spans.map(\.text).joined() }

    /// The number of terminal columns the line takes.
    public var width: Int { spans.reduce(0) { $0 + TextWidth.of($1.text) } }

    /// This line followed by `other`.
    public static func + (lhs: Line, rhs: Line) -> Line {
        Line(lhs.spans + rhs.spans)
    }

    /// Appends `rhs`'s spans to `lhs`, in place.
    public static func += (lhs: inout Line, rhs: Line) {
        lhs.spans += rhs.spans
    }

    /// Appends a span.
    public mutating func append(_ text: String, style: Style = .plain) {
        if !text.isEmpty { spans.append(Span(text, style: style)) }
    }

    /// The line cut to at most `width` columns, ending in `…` when something was cut.
    public func truncated(to width: Int) -> Line {
        // No character takes more columns than its UTF-8 bytes, and counting bytes is free, so
        // a line with no more bytes than columns fits without being measured.
        guard spans.reduce(0, { $0 + $1.text.utf8.count }) > width, self.width > width else { return self }
        return cut(to: width)
    }

    /// The line cut to `width` columns (as ``truncated(to:)``) and the columns it takes,
    /// measured once.
    func fitting(_ width: Int) -> (line: Line, width: Int) {
        let columns = self.width
        guard columns > width else { return (self, columns) }
        let cut = cut(to: width)
        return (cut, cut.width)
    }

    /// The line cut to `width` columns with an ellipsis; it must be wider than that.
    private func cut(to width: Int) -> Line {
        guard width > 0 else { return Line() }
        var result = Line()
        var remaining = width - 1
        for span in spans {
            var kept = ""
            for character in span.text {
                let characterWidth = TextWidth.of(character)
                if characterWidth > remaining { break }
                kept.append(character)
                remaining -= characterWidth
            }
            result.append(kept, style: span.style)
            if kept.count < span.text.count { break }
        }
        result.append("…", style: spans.last?.style ?? .plain)
        return result
    }

    /// The line cut or padded with spaces in `style` to exactly `width` columns.
    public func fitted(to width: Int, padding style: Style = .plain) -> Line {
        // One measurement: a cut line is exactly `width` wide but for a wide character at the
        // edge, which is rare enough to measure again.
        let current = self.width
        guard current <= width else {
            var result = cut(to: width)
            let missing = width - result.width
            if missing > 0 { result.append(.spaces(missing), style: style) }
            return result
        }
        var result = self
        if current < width { result.append(.spaces(width - current), style: style) }
        return result
    }

    /// The line with `width - self.width` columns split evenly on both sides.
    public func centered(in width: Int) -> Line {
        let cut = truncated(to: width)
        let left = max(0, (width - cut.width) / 2)
        return Line(.spaces(left)) + cut
    }

    /// `left`, then spaces, then `right` flush with column `width`; `right` wins when space is short.
    public static func spread(_ left: Line, _ right: Line, width: Int, fill: Style = .plain) -> Line {
        let rightCut = right.fitting(width)
        let leftCut = left.fitting(max(0, width - rightCut.width - 1))
        let gap = width - leftCut.width - rightCut.width
        return leftCut.line + Line(.spaces(gap), style: fill) + rightCut.line
    }
}

extension Line {
    /// Splits `text` into lines of at most `width` columns, breaking at spaces where it can.
    public static func wrapping(_ text: String, width: Int, style: Style = .plain) -> [Line] {
        guard width > 0 else { return [] }
        var lines: [Line] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if TextWidth.of(candidate) <= width {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(Line(current, style: style)) }
                current = String(word)
                while TextWidth.of(current) > width {
                    lines.append(Line(current, style: style).truncated(to: width))
                    current = String(current.dropFirst(width - 1))
                }
            }
        }
        if !current.isEmpty { lines.append(Line(current, style: style)) }
        return lines
    }
}

extension Line {
    /// The first `columns` columns, cut without an ellipsis; a wide character that would
    /// straddle the edge is left out.
    public func prefix(columns: Int) -> Line {
        var result = Line()
        var remaining = columns
        for span in spans {
            guard remaining > 0 else { break }
            var kept = ""
            for character in span.text {
                let characterWidth = TextWidth.of(character)
                if characterWidth > remaining {
                    remaining = 0
                    break
                }
                kept.append(character)
                remaining -= characterWidth
            }
            result.append(kept, style: span.style)
        }
        return result
    }

    /// The line without its first `columns` columns; a wide character straddling the cut
    /// becomes a space, so what follows stays in its column.
    public func dropping(columns: Int) -> Line {
        var result = Line()
        var skipped = 0
        for span in spans {
            var kept = ""
            for character in span.text {
                if skipped >= columns {
                    kept.append(character)
                    continue
                }
                skipped += TextWidth.of(character)
                if skipped > columns { kept.append(.spaces(skipped - columns)) }
            }
            result.append(kept, style: span.style)
        }
        return result
    }
}

extension String {
    /// `count` spaces (none when `count` is not above 0).
    static func spaces(_ count: Int) -> String { Run.spaces.prefix(count) }

    /// A horizontal rule `count` columns wide: `─` (none when `count` is not above 0).
    static func rule(_ count: Int) -> String { Run.rule.prefix(count) }
}

/// A run of one character, made once and cut to length: every frame pads its cells and rules its
/// headers, and `String(repeating:count:)` builds a run one copy at a time (a tenth of a list's
/// frame went to it).
private struct Run: Sendable {
    static let spaces = Run(" ")
    static let rule = Run("─")
    /// How many characters the kept run has; a longer run is built.
    private static let length = 256

    /// The character, which takes one column.
    let character: Character
    /// The run kept, ``length`` characters.
    let long: String
    /// The character's UTF-8 length.
    let bytes: Int

    private init(_ character: Character) {
        self.character = character
        long = String(repeating: String(character), count: Self.length)
        bytes = character.utf8.count
    }

    /// The first `count` characters of the run.
    func prefix(_ count: Int) -> String {
        guard count > 0 else { return "" }
        guard count <= Self.length else { return String(repeating: String(character), count: count) }
        return String(Substring(long.utf8.prefix(count * bytes)))
    }
}
