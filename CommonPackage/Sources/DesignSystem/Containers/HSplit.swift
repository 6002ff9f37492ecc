/// Two widgets side by side with a rule between them, such as a list beside the selected
/// item's detail. The leading pane takes `leadingWidth` columns (never more than half), the
/// trailing pane the rest.
///
/// ```swift
/// HSplit(leadingWidth: 30) { List(…) } trailing: { Text { size in detail(size) } }
/// ```
public struct HSplit: Widget {
    /// The left pane.
    public var leading: any Widget
    /// The right pane.
    public var trailing: any Widget
    /// The left pane's width in columns.
    public var leadingWidth: Int

    /// `leading` in `leadingWidth` columns (at most half the width) beside `trailing`.
    public init(
        leadingWidth: Int, @WidgetBuilder leading: () -> [any Widget],
        @WidgetBuilder trailing: () -> [any Widget]
    ) {
        self.leadingWidth = leadingWidth
        self.leading = Self.single(leading())
        self.trailing = Self.single(trailing())
    }

    /// The two panes, leading then trailing.
    public var children: [any Widget] { [leading, trailing] }

    /// Both panes side by side, split by a rule, each drawn in its share of the width.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        let left = Swift.max(0, Swift.min(leadingWidth, size.columns / 2))
        let right = Swift.max(0, size.columns - left - 1)
        let leftLines = leading.draw(in: Size(columns: left, rows: size.rows), context: context)
            .fitted(to: Size(columns: left, rows: size.rows))
        let rightLines = trailing.draw(in: Size(columns: right, rows: size.rows), context: context)
            .fitted(to: Size(columns: right, rows: size.rows))
        return zip(leftLines, rightLines).map { leftLine, rightLine in
            leftLine.fitted(to: left) + Line("│", style: .muted) + rightLine
        }
    }

    static func single(_ widgets: [any Widget]) -> any Widget {
        widgets.count == 1 ? widgets[0] : VStack(widgets)
    }
}
