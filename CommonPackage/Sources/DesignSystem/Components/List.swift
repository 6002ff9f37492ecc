public import Toolkit

/// A section of a ``List``: an optional header and a number of rows.
public struct ListSection: Sendable, Hashable {
    /// The header; `nil` for a list without headers.
    public var header: SectionHeader?
    /// How many rows the section holds.
    public var count: Int

    /// A section of `count` rows under `header` (`nil`: no header row).
    public init(header: SectionHeader? = nil, count: Int) {
        self.header = header
        self.count = count
    }
}

/// A scrolling list with sections and one selected row, bound to the model's selection as
/// SwiftUI's `List(selection:)` is. It takes focus; ↑/↓, Page Up/Down, Home and End move the
/// selection, and Enter runs ``onOpen(_:)``'s action.
///
/// Only the visible rows are laid out: `row` is called for at most as many items as fit on
/// screen, whatever the item count, so a list of 100,000 draws as fast as a list of ten.
///
/// ```swift
/// List(sections: [ListSection(count: rows.count)], selection: Bindable(model).selection, scroll: scroll) {
///     index, width in Line(rows[index].name)
/// }
/// .onOpen { model.open() }
/// ```
@MainActor
public struct List {
    /// The sections, top to bottom.
    public var sections: [ListSection]
    /// The selected item, counted across sections (headers are not items).
    public var selection: Binding<Int>
    /// The scroll position to read and update.
    public var scroll: ScrollPosition
    /// The content of item `index` in `width` columns, without the selection marker.
    public var row: (_ index: Int, _ width: Int) -> Line
    /// What Enter does with the selected item; `nil` when there is nothing to open.
    public var open: (@MainActor () -> Void)?
    /// What the list is of, for people and tests.
    public var label: String

    /// A list called `label` of `sections`, whose rows `row` draws, bound to `selection` and scrolled by `scroll`.
    public init(
        _ label: String = "", sections: [ListSection], selection: Binding<Int>, scroll: ScrollPosition,
        row: @escaping (_ index: Int, _ width: Int) -> Line
    ) {
        self.label = label
        self.sections = sections
        self.selection = selection
        self.scroll = scroll
        self.row = row
    }

    /// The list with Enter running `action`.
    public func onOpen(_ action: @escaping @MainActor () -> Void) -> List {
        var copy = self
        copy.open = action
        return copy
    }

    /// The list with Enter opening `selected`, when something is selected.
    public func onOpen<Item>(_ selected: Item?, _ action: @escaping @MainActor (Item) -> Void) -> List {
        var copy = self
        if let selected { copy.open = { action(selected) } }
        return copy
    }

    /// The number of selectable items.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// Lays out the visible rows in `size`, scrolling as little as needed to keep the selection
    /// (and its section header, when it is the section's first row) in view.
    public func lines(in size: Size) -> [Line] {
        let displayRows = sections.reduce(0) { $0 + $1.count + ($1.header == nil ? 0 : 1) }
        let height = max(1, size.rows)
        let selection = selection.wrappedValue
        let selectedRow = displayRow(ofItem: min(max(0, selection), max(0, itemCount - 1)))
        var offset = scroll.offset
        if selectedRow < offset {
            offset = selectedRow
            if selectedRow > 0, case .header = entry(atDisplayRow: selectedRow - 1) { offset -= 1 }
        }
        if selectedRow >= offset + height { offset = selectedRow - height + 1 }
        offset = max(0, min(offset, displayRows - height))
        scroll.offset = offset
        scroll.visibleRows = height

        return (offset..<min(displayRows, offset + height)).map { displayRow in
            switch entry(atDisplayRow: displayRow) {
            case let .header(header):
                return header.line(width: size.columns)
            case let .item(item):
                let content = row(item, size.columns - 2)
                guard item == selection else { return Line("  ") + content.truncated(to: size.columns - 2) }
                let selected = Line("▸ ") + content
                return Line(selected.spans.map { Span($0.text, style: .selected) })
                    .fitted(to: size.columns, padding: .selected)
            }
        }
    }

    private enum Entry {
        case header(SectionHeader)
        case item(Int)
    }

    /// Walks the sections (a handful), never the items.
    private func entry(atDisplayRow displayRow: Int) -> Entry {
        var rowStart = 0
        var itemStart = 0
        for section in sections {
            var local = displayRow - rowStart
            if let header = section.header {
                if local == 0 { return .header(header) }
                local -= 1
            }
            if local < section.count { return .item(itemStart + local) }
            rowStart += section.count + (section.header == nil ? 0 : 1)
            itemStart += section.count
        }
        return .item(max(0, itemStart - 1))
    }

    private func displayRow(ofItem item: Int) -> Int {
        var rowStart = 0
        var itemStart = 0
        for section in sections {
            let headerRows = section.header == nil ? 0 : 1
            if item < itemStart + section.count { return rowStart + headerRows + (item - itemStart) }
            rowStart += section.count + headerRows
            itemStart += section.count
        }
        return max(0, rowStart - 1)
    }
}

extension List: Widget {
    /// A list, for the accessibility outline.
    public var role: WidgetRole { .list }
    /// Always: it answers the keys that move its selection.
    public var isFocusable: Bool { true }
    /// The selected row as it reads, and where it is: "2 of 14: St. Mary Lake Lakes …".
    public var accessibilityValue: String? {
        guard itemCount > 0 else { return nil }
        let index = min(max(0, selection.wrappedValue), itemCount - 1)
        let words = row(index, 80).plainText.split(separator: " ").joined(separator: " ")
        return "\(index + 1) of \(itemCount): \(words)"
    }

    /// The keys that move the selection, and Enter, which opens the selected row.
    public var keyBindings: [KeyBinding] {
        [moveBinding, KeyBinding(.enter, .open, isAvailable: open != nil && itemCount > 0) { open?() }]
    }

    /// ↑/↓, PgUp/PgDn, Home and End move the selection: a search field above the list lends
    /// them while it has focus.
    var moveBinding: KeyBinding {
        KeyBinding(keys: ListNavigation.keys, .move) { key in
            if let target = ListNavigation.move(
                selection.wrappedValue, with: key, count: itemCount, scroll: scroll)
            {
                selection.wrappedValue = target
            }
        }
    }

    /// The rows that fit, scrolled to keep the selection in view (see ``lines(in:)``).
    public func draw(in size: Size, context: DrawContext) -> [Line] { lines(in: size) }
}

/// Moves a list selection in response to navigation keys.
public enum ListNavigation {
    /// The keys that move a selection.
    public static let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end]

    /// The new selection after `key` in a list of `count` items, or `nil` if the key does not move.
    /// Page keys move by the rows visible at the last layout.
    @MainActor
    public static func move(_ selection: Int, with key: Key, count: Int, scroll: ScrollPosition) -> Int? {
        guard count > 0 else { return nil }
        let page = max(1, scroll.visibleRows - 1)
        let target: Int
        switch key {
        case .up: target = selection - 1
        case .down: target = selection + 1
        case .pageUp: target = selection - page
        case .pageDown: target = selection + page
        case .home: target = 0
        case .end: target = count - 1
        default: return nil
        }
        return min(max(0, target), count - 1)
    }
}

extension List {
    /// A list of `model`'s items, selecting by id and scrolled where the model's selection keeps
    /// it.
    public init<Model: SelectableList>(
        _ label: String = "", sections: [ListSection], selecting model: Model,
        row: @escaping (_ index: Int, _ width: Int) -> Line
    ) {
        self.init(
            label, sections: sections,
            selection: Binding(get: { model.selectedItem }, set: { model.select($0) }),
            scroll: model.selection.scroll, row: row)
    }
}
