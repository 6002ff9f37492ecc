/// Lines to read, laid out for the region they get: fixed lines, or lines made for its size
/// (text wrapped to the width).
///
/// ```swift
/// Text { size in Line.wrapping(description, width: size.columns) }
/// ```
public struct Text: Widget {
    private let layout: @MainActor (Size) -> [Line]
    /// What the text says, for people and tests.
    public let label: String

    /// Fixed lines; cut at the bottom when the region is shorter.
    public init(_ lines: [Line]) {
        label = lines.first?.plainText ?? ""
        layout = { _ in lines }
    }

    /// Lines laid out for the region's size.
    public init(_ label: String = "", layout: @escaping @MainActor (Size) -> [Line]) {
        self.label = label
        self.layout = layout
    }

    /// Text, for the accessibility outline.
    public var role: WidgetRole { .text }
    /// The lines the layout closure makes for the size.
    public func draw(in size: Size, context: DrawContext) -> [Line] { layout(size) }
}
