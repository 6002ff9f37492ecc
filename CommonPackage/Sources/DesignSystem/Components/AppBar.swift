/// The top row of an app that composes several features: its tabs, numbered by the key that
/// selects each, and on the right who is signed in and the app's own keys.
///
/// ` [1 Landmarks]   2 Reservations                         ada · ctrl-o Sign out`
public struct AppBar: Sendable, Hashable {
    /// The tab names, left to right; tab `n` is selected with the key `n + 1`.
    public var tabs: [String]
    /// The index of the tab shown.
    public var selected: Int
    /// Who is signed in, if anyone.
    public var user: String?
    /// The app's own keys, such as sign-out.
    public var hints: [KeyHint]

    /// Creates an app bar.
    public init(tabs: [String], selected: Int, user: String? = nil, hints: [KeyHint] = []) {
        self.tabs = tabs
        self.selected = selected
        self.user = user
        self.hints = hints
    }

    /// The bar as one line `width` columns wide. The tabs win when space is short: who is signed
    /// in and the app's keys show only when they fit whole beside every tab name (the footer
    /// offers the same keys), so a narrow terminal never loses a tab to them.
    public func line(width: Int) -> Line {
        var left = Line(" ")
        for (index, tab) in tabs.enumerated() {
            let name = "\(index + 1) \(tab)"
            if index == selected {
                left.append("[\(name)]", style: .accent)
            } else {
                left.append(" \(name) ", style: .muted)
            }
            left.append(" ")
        }
        var right = Line(user.map { "\($0)" } ?? "", style: .muted)
        for hint in hints {
            right =
                right + Line(right.width == 0 ? "" : " · ", style: .muted) + Line(hint.key, style: .key)
                + Line(" \(hint.label)", style: .muted)
        }
        right = right + Line(" ")
        let fits = left.width + right.width <= width
        return Line.spread(left, fits ? right : Line(" "), width: width)
    }
}

extension AppBar: Widget {
    /// An app bar, for the accessibility outline.
    public var role: WidgetRole { .appBar }
    /// The selected tab's name: what the outline reads for the bar.
    public var label: String { tabs.indices.contains(selected) ? tabs[selected] : "" }
    /// One row at any width.
    public func height(forWidth width: Int) -> Int? { 1 }
    /// The bar as ``line(width:)`` gives it, the region's width.
    public func draw(in size: Size, context: DrawContext) -> [Line] { [line(width: size.columns)] }
}
