public import Toolkit

/// The top row of every screen: the title on the left, context (counts, position) on the right.
public struct TitleBar: Sendable, Hashable {
    /// The screen's title.
    public var title: String
    /// Secondary text, right-aligned.
    public var trailing: String

    /// Creates a title bar.
    public init(_ title: String, trailing: String = "") {
        self.title = title
        self.trailing = trailing
    }

    /// The bar as one line `width` columns wide.
    public func line(width: Int) -> Line {
        Line.spread(
            Line(" \(title)", style: .title), Line(trailing.isEmpty ? "" : "\(trailing) ", style: .muted),
            width: width)
    }
}

/// A row of tabs with one selected: `[Landmarks]  Categories`. Bound to a feature's tab enum, as
/// a SwiftUI `TabView(selection:)` is, it switches tabs itself: → and Tab show the next one, ←
/// and Shift-Tab the previous one, wrapping around. Its keys come with it: a ``Page`` with tabs
/// answers them, so no screen adds them by hand.
///
/// ```swift
/// Page("Landmarks") { list }
///     .tabs(TabBar(selection: Bindable(model).tab))
/// ```
@MainActor
public struct TabBar {
    /// The tab names, left to right.
    public var tabs: [String]
    /// The index of the selected tab.
    public var selected: Int
    /// Selects the tab at an index; `nil` for a bar that only shows.
    private let select: (@MainActor (Int) -> Void)?
    /// What the footer says of the keys; `nil` when the bar on screen says enough.
    var hint: KeyHint? = KeyHint("←→", "Tabs")

    /// A tab bar that only shows which tab is selected.
    public init(_ tabs: [String], selected: Int) {
        self.tabs = tabs
        self.selected = selected
        select = nil
    }

    /// A tab bar over `Tab`'s cases that shows `selection` and switches it.
    public init<Tab: TabItem>(selection: Binding<Tab>) {
        let cases = Array(Tab.allCases)
        tabs = cases.map(\.title)
        selected = cases.firstIndex(of: selection.wrappedValue) ?? 0
        select = { selection.wrappedValue = cases[$0] }
    }

    /// The bar with its keys hinted as `hint` in the footer, or not at all (`nil`): a screen
    /// whose only content is a placeholder keeps the footer for the key that helps.
    public func keyHint(_ hint: KeyHint?) -> TabBar {
        var copy = self
        copy.hint = hint
        return copy
    }

    /// → and Tab select the next tab, ← and Shift-Tab the previous one, wrapping around. None for
    /// a bar that only shows.
    public var keyBindings: [KeyBinding] {
        guard let select, !tabs.isEmpty else { return [] }
        let (count, selected) = (tabs.count, selected)
        let step = { (offset: Int) in select((selected + offset + count) % count) }
        return [
            KeyBinding(keys: [.left, .backTab], hint) { _ in step(-1) },
            KeyBinding(keys: [.right, .tab], nil) { _ in step(1) },
        ]
    }

    /// The tabs as one line; the selected one is bracketed, so it shows without colour too.
    public func line(width: Int) -> Line {
        var line = Line(" ")
        for (index, tab) in tabs.enumerated() {
            if index == selected {
                line.append("[\(tab)]", style: .accent)
            } else {
                line.append(" \(tab) ", style: .muted)
            }
            line.append(" ")
        }
        return line.truncated(to: width)
    }
}

/// A section's title and count inside a list: `── Featured · 3 ──────`, or with a note on what
/// the count leaves out: `── Upcoming · 2 · 1 cancelled ──`.
public struct SectionHeader: Sendable, Hashable {
    /// The section's title.
    public var title: String
    /// The count shown after the title when given: the number the screen's title also uses.
    public var count: Int?
    /// Said after the count: rows the section shows that the count does not include.
    public var note: String?

    /// A header titled `title`, with `count` and `note` after it when given.
    public init(_ title: String, count: Int? = nil, note: String? = nil) {
        self.title = title
        self.count = count
        self.note = note
    }

    /// The header as one line ruled to `width`.
    public func line(width: Int) -> Line {
        var label = " \(title)"
        if let count { label += " · \(count.grouped)" }
        if let note { label += " · \(note)" }
        label += " "
        let head = Line("──", style: .muted) + Line(label, style: .accent)
        return head + Line(.rule(width - head.width), style: .muted)
    }
}

extension Int {
    /// The number with thousands separators: `100,000`. Fixed, not locale-dependent, so frames
    /// are the same on every machine.
    public var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}

extension TitleBar: Widget {
    /// A title, for the accessibility outline.
    public var role: WidgetRole { .title }
    /// The title.
    public var label: String { title }
    /// One row.
    public func height(forWidth width: Int) -> Int? { 1 }
    /// The title and the trailing text on one row.
    public func draw(in size: Size, context: DrawContext) -> [Line] { [line(width: size.columns)] }
}

extension TabBar: Widget {
    /// A tab bar, for the accessibility outline.
    public var role: WidgetRole { .tabBar }
    /// The selected tab's name.
    public var label: String { tabs.indices.contains(selected) ? tabs[selected] : "" }
    /// One row.
    public func height(forWidth width: Int) -> Int? { 1 }
    /// The tab names on one row, the selected one bracketed.
    public func draw(in size: Size, context: DrawContext) -> [Line] { [line(width: size.columns)] }
}
