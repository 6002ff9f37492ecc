/// A terminal's size in character cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Columns, left to right.
    public var columns: Int
    /// Rows, top to bottom.
    public var rows: Int

    /// A size of `columns` by `rows` character cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Parses `COLSxROWS`, such as `80x24`; each between 20x6 and 1000x1000.
    public init?(parsing text: String) {
        guard case let .success(size) = Self.parse(text) else { return nil }
        self = size
    }

    /// Parses `COLSxROWS`, such as `80x24`, or says what is wrong with it: not a size at all, or
    /// a size the layout does not support (below 20x6 or above 1000x1000).
    public static func parse(_ text: String) -> Result<Size, SizeError> {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
            return .failure(SizeError("'\(text)' is not a size: use COLSxROWS, for example 80x24"))
        }
        let smallest = Size(columns: supportedColumns.lowerBound, rows: supportedRows.lowerBound)
        let largest = Size(columns: supportedColumns.upperBound, rows: supportedRows.upperBound)
        guard columns >= smallest.columns, rows >= smallest.rows else {
            return .failure(SizeError("\(text) is smaller than the smallest size, \(smallest)"))
        }
        guard columns <= largest.columns, rows <= largest.rows else {
            return .failure(SizeError("\(text) is larger than the largest size, \(largest)"))
        }
        return .success(Size(columns: columns, rows: rows))
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

/// Why a text is not a size the layout can draw, in one sentence for a usage error.
public struct SizeError: Error, Equatable, CustomStringConvertible {
    /// The sentence: "10x10 is smaller than the smallest size, 20x6".
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
