/// An in-memory terminal: it keeps the plain text of each row as the renderer's updates arrive,
/// the way a real terminal keeps its cells.
@MainActor
public final class HeadlessTerminal {
    /// The terminal's size.
    public let size: Size
    /// The rows as plain text.
    public private(set) var rows: [String]
    /// How many row writes it has received, to show that unchanged rows are not rewritten.
    public private(set) var rowWrites = 0

    /// Creates a blank terminal.
    public init(size: Size) {
        self.size = size
        self.rows = Array(repeating: "", count: size.rows)
    }

    /// Applies the renderer's updates.
    public func apply(_ updates: [LineUpdate]) {
        for update in updates where rows.indices.contains(update.row) {
            var text = update.line.plainText
            while text.last == " " { text.removeLast() }
            rows[update.row] = text
        }
        rowWrites += updates.count
    }

    /// The screen as text, one row per line.
    public var text: String { rows.joined(separator: "\n") }
}
