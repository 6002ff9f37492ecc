/// The top row of an app that composes several features: its tabs, numbered by the key that
/// selects each, and on the right who is signed in and the app's own keys. Tabs that do not
/// fit the width go into a `0 More` entry, as TabView's More tab holds them on iPhone.
///
/// ` [1 Landmarks]   2 Reservations                         ada · ctrl-o Sign out`
/// ` [1 Landmarks]   2 Reservations   3 Trails   4 Summits   0 More `
public struct AppBar: Sendable, Hashable {
    /// The tab names, left to right; the first nine are selected with the keys `1`…`9`.
    public var tabs: [String]
    /// The index of the tab shown.
    public var selected: Int
    /// Whether the More list is showing, which the bar then marks instead of a tab.
    public var showingMore: Bool
    /// Who is signed in, if anyone.
    public var user: String?
    /// The app's own keys, such as sign-out.
    public var hints: [KeyHint]

    /// The entry that lists the tabs that do not fit, as TabView's More tab does on iPhone.
    public static let more = "More"
    /// The key that shows the More list.
    public static let moreKey: Character = "0"

    /// Creates an app bar.
    public init(
        tabs: [String], selected: Int, showingMore: Bool = false, user: String? = nil, hints: [KeyHint] = []
    ) {
        self.tabs = tabs
        self.selected = selected
        self.showingMore = showingMore
        self.user = user
        self.hints = hints
    }

    /// How many tabs, from the first, the bar shows at `width`: every one when all fit, else as
    /// many as fit beside the More entry, which lists the rest.
    public static func shownTabs(_ tabs: [String], width: Int) -> Int {
        // " " before the first entry and one at the end; each entry is its name, two spaces or
        // brackets, and one after.
        let widths = tabs.indices.map { TextWidth.of(entryName(tabs[$0], at: $0)) + 3 }
        let width = width - 1
        if 1 + widths.reduce(0, +) <= width { return tabs.count }
        var used = 1 + TextWidth.of("\(moreKey) \(more)") + 3
        var shown = 0
        while shown < tabs.count, used + widths[shown] <= width {
            used += widths[shown]
            shown += 1
        }
        return shown
    }

    /// A tab's entry: its key and its name (`1 Landmarks`), or its name alone after the ninth.
    static func entryName(_ tab: String, at index: Int) -> String {
        index < 9 ? "\(index + 1) \(tab)" : tab
    }

    /// The bar as one line `width` columns wide. The tabs win when space is short: who is signed
    /// in and the app's keys show only when they fit whole beside the tabs (the footer offers the
    /// same keys), so a narrow terminal never loses a tab to them. The tabs that do not fit
    /// go into the More entry, marked when the tab shown is one of them or the More list is.
    public func line(width: Int) -> Line {
        let shown = Self.shownTabs(tabs, width: width)
        var entries = tabs.prefix(shown).enumerated().map {
            (Self.entryName($1, at: $0), $0 == selected && !showingMore)
        }
        if shown < tabs.count {
            entries.append(("\(Self.moreKey) \(Self.more)", showingMore || selected >= shown))
        }
        var left = Line(" ")
        for (name, isSelected) in entries {
            if isSelected {
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
    /// The selected tab's name, or More while the More list shows: what the outline reads.
    public var label: String {
        if showingMore { return Self.more }
        return tabs.indices.contains(selected) ? tabs[selected] : ""
    }
    /// One row at any width.
    public func height(forWidth width: Int) -> Int? { 1 }
    /// The bar as ``line(width:)`` gives it, the region's width.
    public func draw(in size: Size, context: DrawContext) -> [Line] { [line(width: size.columns)] }
}
