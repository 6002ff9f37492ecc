/// A terminal's size in character cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Columns, left to right.
    public var columns: Int
    /// Rows, top to bottom.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Parses `COLSxROWS`, such as `80x24`; each between 20x6 and 1000x1000.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            Self.supportedColumns.contains(columns), Self.supportedRows.contains(rows)
        else { return nil }
        self.init(columns: columns, rows: rows)
    }

    /// Column counts the layout supports.
    public static let supportedColumns = 20...1000
    /// Row counts the layout supports.
    public static let supportedRows = 6...1000

    /// The classic 80 by 24 terminal.
    public static let standard = Size(columns: 80, rows: 24)

    /// `80x24`.
    public var description: String { "\(columns)x\(rows)" }
}
