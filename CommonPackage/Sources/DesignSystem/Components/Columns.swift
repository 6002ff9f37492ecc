/// The width of one column of a list: its widest value and a gap, so the cells under one another
/// line up, as a SwiftUI `Grid` sizes a column by its widest cell. Measure it over every value
/// the list can show, not the rows on screen, so that scrolling or searching never moves it.
///
/// ```swift
/// let category = Column(fitting: Category.allCases.map(\.displayName))
/// ```
public struct Column: Sendable, Hashable {
    /// The blank columns between a column's widest value and the next column.
    public static let gap = 2
    /// The narrowest a value is cut to before the row gives up a column for it: narrower than
    /// this, a name no longer reads as one.
    public static let readable = 12

    /// The columns it takes, gap included.
    public var width: Int

    /// A column `width` wide, gap included.
    public init(width: Int) {
        self.width = width
    }

    /// A column as wide as the widest of `values` and the gap; only the gap when there are none.
    ///
    /// Inlinable, so a caller's sequence (a lazy map over a million landmarks) is walked by code
    /// made for it rather than through generic calls for every value.
    @inlinable public init(fitting values: some Sequence<String>) {
        var widest = 0
        for value in values {
            // A value takes at most as many columns as it has UTF-8 bytes, and counting bytes is
            // free, so most values of a long list are passed over without being measured.
            guard value.utf8.count > widest else { continue }
            widest = max(widest, TextWidth.of(value))
        }
        self.init(width: widest + Self.gap)
    }
}

/// A list row laid out in columns, as a SwiftUI `GridRow` is: each cell takes its ``Column``,
/// a flexible cell takes what is left up to its own column, and when the row is too narrow for
/// every cell at its narrowest, the cells with a ``Cell/dropOrder`` are left out, lowest first.
/// The last cell shown is never padded.
///
/// ```swift
/// ColumnRow(width: width, [
///     .flexible(Line(landmark.name), upTo: columns.name),
///     .fixed(Line(landmark.category.displayName, style: .muted), columns.category, dropOrder: 1),
///     .flexible(Line(landmark.park, style: .muted), dropOrder: 0),
/// ])
/// ```
public struct ColumnRow: Sendable {
    /// One cell of the row and how it is sized.
    public struct Cell: Sendable {
        /// What the cell shows.
        public var content: Line
        /// The widest it gets; `nil` takes all that is left.
        public var column: Column?
        /// Whether it may be cut down to ``Column/readable`` columns to keep a later cell.
        public var isFlexible: Bool
        /// When the row is too narrow, the cells with an order go, lowest first; a cell without
        /// one stays whatever the width.
        public var dropOrder: Int?

        /// A cell as wide as `column`, never cut while it is shown.
        public static func fixed(_ content: Line, _ column: Column, dropOrder: Int? = nil) -> Cell {
            Cell(content: content, column: column, isFlexible: false, dropOrder: dropOrder)
        }

        /// A cell that takes what the fixed cells leave, up to `column` (all of it when `nil`),
        /// and is cut down to ``Column/readable`` columns before a cell is dropped for it.
        public static func flexible(_ content: Line, upTo column: Column? = nil, dropOrder: Int? = nil)
            -> Cell
        {
            Cell(content: content, column: column, isFlexible: true, dropOrder: dropOrder)
        }

        /// The fewest columns it is drawn in.
        var minimum: Int {
            guard isFlexible else { return column?.width ?? Column.readable }
            return min(column?.width ?? Column.readable, Column.readable)
        }
    }

    /// The cells, left to right.
    public var cells: [Cell]
    /// The columns the row fills.
    public var width: Int

    /// The row of `cells` laid out in `width` columns.
    public init(width: Int, _ cells: [Cell]) {
        self.width = width
        self.cells = cells
    }

    /// The row drawn: the cells that fit, each in its width, the last one cut to the row.
    public var line: Line {
        var kept = cells
        while kept.reduce(0, { $0 + $1.minimum }) > width,
            let drop = kept.indices.compactMap({ index in kept[index].dropOrder.map { (index, $0) } })
                .min(by: { $0.1 < $1.1 })
        {
            kept.remove(at: drop.0)
        }
        var widths = kept.map(\.minimum)
        var spare = max(0, width - widths.reduce(0, +))
        for index in kept.indices where kept[index].isFlexible && spare > 0 {
            let grown = min(widths[index] + spare, kept[index].column?.width ?? .max)
            spare -= grown - widths[index]
            widths[index] = grown
        }
        var result = Line()
        var used = 0
        for (index, cell) in kept.enumerated() {
            if index == kept.count - 1 {
                result += cell.content.truncated(to: width - used)
                break
            }
            result += cell.content.fitted(to: widths[index])
            used += widths[index]
        }
        return result
    }
}
