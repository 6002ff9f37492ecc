public import Toolkit

/// A section of a ``List``: an optional header and a row for each of its items, as SwiftUI's
/// `Section` holding a `ForEach` is. The items are any random-access collection of
/// `Identifiable` values (an array, or a lazy map over indices into a store), read only for the
/// rows on screen and the one the selection is on.
///
/// ```swift
/// Section("Featured", featured) { landmark in LandmarkRow(landmark, columns: columns) }
/// ```
@MainActor
public struct Section<ID: Hashable> {
    /// The header; `nil` for a list without headers.
    public var header: SectionHeader?
    /// How many rows the section holds.
    public let count: Int
    /// The id of the item at `position` in the section.
    @usableFromInline let id: (_ position: Int) -> ID
    /// The row of the item at `position`, drawn on one line `size` wide.
    @usableFromInline let line: (_ position: Int, _ size: Size, _ context: DrawContext) -> Line

    /// A section under `header` (`nil`: no header row) with a row for each of `items`.
    ///
    /// Inlinable, so that the items and the row are read through code made for their types, not
    /// through generic calls, for each row drawn.
    @inlinable public init<Items: RandomAccessCollection, Row: Widget>(
        header: SectionHeader?, _ items: Items, @RowBuilder row: @escaping (Items.Element) -> Row
    ) where Items.Element: Identifiable, Items.Element.ID == ID {
        self.header = header
        count = items.count
        let start = items.startIndex
        id = { items[items.index(start, offsetBy: $0)].id }
        line = { position, size, context in
            row(items[items.index(start, offsetBy: position)]).draw(in: size, context: context).first
                ?? .blank
        }
    }

    /// A section titled `title`, its header counting the items, with a row for each of `items`.
    @inlinable public init<Items: RandomAccessCollection, Row: Widget>(
        _ title: String, _ items: Items, @RowBuilder row: @escaping (Items.Element) -> Row
    ) where Items.Element: Identifiable, Items.Element.ID == ID {
        self.init(header: SectionHeader(title, count: items.count), items, row: row)
    }
}

/// Makes a row from one widget, so a row closure reads as a SwiftUI row: `{ item in Row(item) }`.
@resultBuilder
public enum RowBuilder {
    /// The row.
    public static func buildBlock<Row: Widget>(_ row: Row) -> Row { row }
}

/// A scrolling list of values with sections and one selected, bound to the model's selection by
/// id as SwiftUI's `List(selection:)` is. It takes focus; ↑/↓, Page Up/Down, Home and End move
/// the selection, and Enter runs ``onOpen(_:)``'s action with the selected id.
///
/// ```swift
/// List("Trails", trails, selection: Bindable(model).selection) { trail in TrailRow(trail) }
///     .scrollPosition(model.scroll)
///     .onOpen { id in model.showDetail(id) }
/// ```
///
/// The selection is an id, so it stays on its item when items come or go around it. A `nil`
/// selection shows the first row selected. When the selected item leaves the list, the row that
/// took its place is selected, and the binding told so.
///
/// Only what is on screen is read: the rows that fit, and the selected item, which the list
/// finds where it last saw it (in the `ScrollPosition`) and else searches outward from there.
/// So moving and opening cost the same in a list of ten and of a million.
@MainActor
public struct List<ID: Hashable> {
    /// What the list is of, for people and tests.
    public var label: String
    /// The sections, top to bottom.
    public let sections: [Section<ID>]
    /// Each section's rows: whether it has a header, and how many items. Walked for every row
    /// drawn, so it holds only numbers: walking the sections would copy each one's closures.
    private let layout: [(hasHeader: Bool, count: Int)]
    /// The selected item's id; `nil` shows the first row selected.
    public var selection: Binding<ID?>
    /// Where the list is scrolled, and where it last found its selection. A list without one
    /// of its own (see ``scrollPosition(_:)``) starts at the top at every frame.
    public var scroll = ScrollPosition()
    /// What Enter does with the selected id; `nil` when there is nothing to open.
    var open: (@MainActor (ID) -> Void)?

    /// A list called `label` of `sections`, bound to `selection`.
    public init(_ label: String = "", selection: Binding<ID?>, sections: [Section<ID>]) {
        self.label = label
        self.sections = sections
        layout = sections.map { ($0.header != nil, $0.count) }
        self.selection = selection
    }

    /// A list called `label` without headers, with a row for each of `items`, bound to
    /// `selection`.
    @inlinable public init<Items: RandomAccessCollection, Row: Widget>(
        _ label: String = "", _ items: Items, selection: Binding<ID?>,
        @RowBuilder row: @escaping (Items.Element) -> Row
    ) where Items.Element: Identifiable, Items.Element.ID == ID {
        self.init(label, selection: selection, sections: [Section(header: nil, items, row: row)])
    }

    /// The list scrolled by `position`, which the model owns so that the scroll outlives the
    /// frame, as SwiftUI's `.scrollPosition(_:)`.
    public func scrollPosition(_ position: ScrollPosition) -> List {
        var copy = self
        copy.scroll = position
        return copy
    }

    /// The list with Enter running `action` with the selected id.
    public func onOpen(_ action: @escaping @MainActor (ID) -> Void) -> List {
        var copy = self
        copy.open = action
        return copy
    }

    /// The number of items, across sections (headers are not items).
    public var itemCount: Int { layout.reduce(0) { $0 + $1.count } }

    /// The item the selection is on, counted across sections; `nil` in an empty list.
    ///
    /// Found where the list last saw it, else by searching outward from there, so an item that
    /// moved a row or two (one added above it) is found at once. When its id is not in the
    /// list any more, the row now where it was is selected, and the binding is told.
    public var selectedItem: Int? {
        let count = itemCount
        guard count > 0 else { return nil }
        let seen = scroll.selectedItem.clamped(toCount: count)
        guard let wanted = selection.wrappedValue else { return 0 }
        if id(atItem: seen) == wanted { return seen }
        let holdsWanted = { (item: Int) in (0..<count).contains(item) && id(atItem: item) == wanted }
        func found(_ item: Int) -> Int {
            scroll.selectedItem = item
            return item
        }
        var distance = 1
        while seen - distance >= 0 || seen + distance < count {
            if holdsWanted(seen - distance) { return found(seen - distance) }
            if holdsWanted(seen + distance) { return found(seen + distance) }
            distance += 1
        }
        select(seen)
        return seen
    }

    /// Selects item `item`: the binding takes its id, and the list remembers where it is.
    func select(_ item: Int) {
        scroll.selectedItem = item
        if let id = id(atItem: item) { selection.wrappedValue = id }
    }

    /// The id of item `item`, counted across sections; `nil` past the end.
    public func id(atItem item: Int) -> ID? {
        place(ofItem: item).map { sections[$0.section].id($0.position) }
    }

    /// Lays out the visible rows in `size`, scrolling as little as needed to keep the selection
    /// (and its section header, when it is the section's first row) in view.
    public func lines(in size: Size, context: DrawContext = DrawContext()) -> [Line] {
        let displayRows = layout.reduce(0) { $0 + $1.count + ($1.hasHeader ? 1 : 0) }
        let height = max(1, size.rows)
        let selected = selectedItem
        let selectedRow = displayRow(ofItem: selected ?? 0)
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
            case let .header(section):
                return sections[section].header?.line(width: size.columns) ?? .blank
            case let .item(item):
                let content = rowLine(ofItem: item, width: size.columns - 2, context: context)
                guard item == selected else { return Line("  ") + content.truncated(to: size.columns - 2) }
                let marked = Line("▸ ") + content
                return Line(marked.spans.map { Span($0.text, style: .selected) })
                    .fitted(to: size.columns, padding: .selected)
            }
        }
    }

    /// Item `item`'s row drawn on one line `width` columns wide.
    private func rowLine(ofItem item: Int, width: Int, context: DrawContext) -> Line {
        guard let place = place(ofItem: item) else { return .blank }
        return sections[place.section].line(place.position, Size(columns: width, rows: 1), context)
    }

    private enum Entry {
        case header(section: Int)
        case item(Int)
    }

    /// Where item `item` is: its section and its position there. Walks the sections (a
    /// handful), never the items.
    private func place(ofItem item: Int) -> (section: Int, position: Int)? {
        guard item >= 0 else { return nil }
        var position = item
        for (index, section) in layout.enumerated() {
            if position < section.count { return (index, position) }
            position -= section.count
        }
        return nil
    }

    private func entry(atDisplayRow displayRow: Int) -> Entry {
        var rowStart = 0
        var itemStart = 0
        for (index, section) in layout.enumerated() {
            var local = displayRow - rowStart
            if section.hasHeader {
                if local == 0 { return .header(section: index) }
                local -= 1
            }
            if local < section.count { return .item(itemStart + local) }
            rowStart += section.count + (section.hasHeader ? 1 : 0)
            itemStart += section.count
        }
        return .item(max(0, itemStart - 1))
    }

    private func displayRow(ofItem item: Int) -> Int {
        var rowStart = 0
        var itemStart = 0
        for section in layout {
            let headerRows = section.hasHeader ? 1 : 0
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
        guard let item = selectedItem else { return nil }
        let words = rowLine(ofItem: item, width: 80, context: DrawContext()).plainText
            .split(separator: " ").joined(separator: " ")
        return "\(item + 1) of \(itemCount): \(words)"
    }

    /// The keys that move the selection, and Enter, which opens the selected row.
    public var keyBindings: [KeyBinding] {
        [
            moveBinding,
            KeyBinding(.enter, .open, isAvailable: open != nil && itemCount > 0) {
                if let open, let item = selectedItem, let id = id(atItem: item) { open(id) }
            },
        ]
    }

    /// ↑/↓, PgUp/PgDn, Home and End move the selection: a search field above the list lends
    /// them while it has focus.
    var moveBinding: KeyBinding {
        KeyBinding(keys: ListNavigation.keys, .move) { key in
            if let item = selectedItem,
                let target = ListNavigation.move(item, with: key, count: itemCount, scroll: scroll)
            {
                select(target)
            }
        }
    }

    /// The rows that fit, scrolled to keep the selection in view (see ``lines(in:context:)``).
    public func draw(in size: Size, context: DrawContext) -> [Line] { lines(in: size, context: context) }
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
