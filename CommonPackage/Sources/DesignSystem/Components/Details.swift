/// The body of a detail screen, as a SwiftUI `Form` of `LabeledContent` and `Section`s reads:
/// a title, a caption, labelled values whose labels share one column, and sections of prose
/// wrapped to the width. Everything sits one column in from the edge.
///
/// ```swift
/// Details(
///     landmark.name,
///     rows: [
///         .title(landmark.name, badge: landmark.isFavorite ? "★ Favorite" : nil),
///         .caption("\(landmark.category.displayName) · \(landmark.park)"), .spacer,
///         .labeled("Location", landmark.location),
///         .spacer, .section("About"), .paragraph(landmark.description),
///     ])
/// ```
public struct Details: Widget {
    /// One row of the screen.
    public enum Row: Sendable {
        /// An empty row between groups.
        case spacer
        /// The item's name, and a badge after it in the badge's style (a star, "Cancelled").
        case title(String, badge: String? = nil, badgeStyle: Style = .accent)
        /// A line under the title, muted.
        case caption(String)
        /// A label and its value, as `LabeledContent`: the labels line up in one column.
        case labeled(String, Line)
        /// A section's heading, in the label style.
        case section(String)
        /// Prose, wrapped to the width.
        case paragraph(String)
        /// A muted line standing for what is not there ("None").
        case placeholder(String)

        /// A label and its plain value.
        public static func labeled(_ label: String, _ value: String) -> Row { .labeled(label, Line(value)) }
    }

    /// The narrowest the label column gets, so detail screens line their values up alike; a
    /// longer label widens it to the label and two spaces.
    public static let minimumLabelColumn = 13
    /// The narrowest a paragraph is wrapped to, however narrow the terminal.
    public static let minimumParagraphWidth = 10

    /// What the screen shows, for the accessibility outline: the item's name.
    public let label: String
    private let rows: [Row]

    /// The rows, in order.
    public init(_ label: String, rows: [Row]) {
        self.label = label
        self.rows = rows
    }

    /// Text, for the accessibility outline.
    public var role: WidgetRole { .text }

    /// The rows at the width: labels padded to the label column, paragraphs wrapped.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        let labels = rows.compactMap { row -> String? in
            if case let .labeled(label, _) = row { label } else { nil }
        }
        let labelColumn = max(Self.minimumLabelColumn, (labels.map(TextWidth.of).max() ?? 0) + 2)
        // Each row sits one column in; the inset takes the row's style, as its first letter does.
        return rows.flatMap { row -> [Line] in
            switch row {
            case .spacer:
                return [.blank]
            case let .title(name, badge, badgeStyle):
                var title = Line(" " + name, style: .title)
                if let badge { title.append("  " + badge, style: badgeStyle) }
                return [title]
            case let .caption(text):
                return [Line(" " + text, style: .muted)]
            case let .labeled(label, value):
                return [Line(" " + label, style: .label).fitted(to: labelColumn + 1) + value]
            case let .section(heading):
                return [Line(" " + heading, style: .label)]
            case let .paragraph(text):
                let width = max(Self.minimumParagraphWidth, size.columns - 2)
                return Line.wrapping(text, width: width).map { Line(" ") + $0 }
            case let .placeholder(text):
                return [Line(" " + text, style: .muted)]
            }
        }
    }
}
