/// Widgets one above the other. Each child with a height takes it; the children without one
/// share the rows left over, the first taking any remainder.
///
/// ```swift
/// VStack {
///     TitleBar("Landmarks")
///     List(…)          // fills the rest
/// }
/// ```
public struct VStack: Widget {
    /// The children, top to bottom.
    public var children: [any Widget]

    /// A stack of what `content` builds.
    public init(@WidgetBuilder _ content: () -> [any Widget]) {
        children = content()
    }

    /// A stack of `children`.
    public init(_ children: [any Widget]) {
        self.children = children
    }

    /// The sum of the children's heights, or `nil` when one of them fills.
    public func height(forWidth width: Int) -> Int? {
        var total = 0
        for child in children {
            guard let height = child.height(forWidth: width) else { return nil }
            total += height
        }
        return total
    }

    /// The children top to bottom: those with a fixed height get it, the rest share what is left.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        let heights = Self.heights(of: children.map { $0.height(forWidth: size.columns) }, rows: size.rows)
        return zip(children, heights).flatMap { child, rows in
            child.draw(in: Size(columns: size.columns, rows: rows), context: context).fitted(rows: rows)
        }
    }

    /// Rows for each child: fixed heights first, top to bottom, while there is room; what is left
    /// is shared by the children that fill.
    static func heights(of wanted: [Int?], rows: Int) -> [Int] {
        var left = rows
        var heights = wanted.map { height -> Int in
            guard let height else { return 0 }
            let given = Swift.min(Swift.max(0, height), left)
            left -= given
            return given
        }
        let fills = wanted.indices.filter { wanted[$0] == nil }
        for (order, index) in fills.enumerated() {
            heights[index] = left / fills.count + (order == 0 ? left % fills.count : 0)
        }
        return heights
    }
}
