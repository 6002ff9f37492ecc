/// One row that changed between two frames.
public struct LineUpdate: Sendable, Hashable {
    /// The zero-based row.
    public var row: Int
    /// Its new content.
    public var line: Line

    /// Row `row` (from 0, top) redrawn as `line`.
    public init(row: Int, line: Line) {
        self.row = row
        self.line = line
    }
}

/// Diffs each frame against the one before it, so only changed rows are rewritten.
public struct Renderer: Sendable {
    private var previous: Frame?

    /// Creates a renderer that will draw its first frame in full.
    public init() {}

    /// The rows of `frame` that differ from the previous frame; every row after a size change
    /// or ``invalidate()``.
    public mutating func updates(for frame: Frame) -> [LineUpdate] {
        defer { previous = frame }
        guard let previous, previous.size == frame.size else {
            return frame.lines.enumerated().map { LineUpdate(row: $0.offset, line: $0.element) }
        }
        return zip(previous.lines, frame.lines).enumerated().compactMap { row, pair in
            pair.0 == pair.1 ? nil : LineUpdate(row: row, line: pair.1)
        }
    }

    /// Forgets the previous frame, so the next one is drawn in full (after a resize or a clear).
    public mutating func invalidate() {
        previous = nil
    }
}
