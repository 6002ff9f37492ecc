import Observation

/// A list's selection, by the id of the row selected, and where the list is scrolled: state the
/// list's model owns, as a SwiftUI view owns the `@State` id it binds to `List(selection:)`.
///
/// A row keeps its selection when rows are added or removed around it. When the selected row
/// goes, the selection stays where the row was last seen, on the row that took its place.
///
/// ```swift
/// @Observable final class TrailListModel: SelectableList {
///     let selection = ListSelection<Trail.ID>()
///     var itemCount: Int { trails.count }
///     func id(atItem item: Int) -> Trail.ID? { trails.indices.contains(item) ? trails[item].id : nil }
///     func item(of id: Trail.ID) -> Int? { trails.firstIndex { $0.id == id } }
/// }
/// List("Trails", sections: [ListSection(count: model.itemCount)], selecting: model) { item, width in … }
/// ```
///
/// It is observed as an `@Observable` class is, through a counter of its changes kept in a class
/// that is not generic: a generic `@Observable` class makes the key path of each property it
/// reports anew at every read (the runtime instantiates `\ListSelection<ID>.id` for `ID`), and a
/// list reads its selection several times a frame, which cost a tenth of a frame in a profile.
@MainActor
public final class ListSelection<ID: Hashable> {
    /// The selected row's id; `nil` before anything was selected (the first row shows selected).
    public var id: ID? {
        _ = changes.count
        return selected
    }
    private var selected: ID?
    /// Counts the changes of ``id``: reading it is how a view observes the selection.
    private let changes = SelectionChanges()
    /// Where the selected row was last seen. Not observed: it changes only with ``id``, or as a
    /// frame finds the row.
    private var item = 0
    /// Where the list is scrolled to.
    public let scroll = ScrollPosition()

    /// Nothing selected yet, scrolled to the top.
    public init() {}

    /// Selects the row `id`, at item `item`.
    public func select(_ id: ID?, at item: Int) {
        selected = id
        changes.count += 1
        self.item = item
    }

    /// The item the selection is on among `count` items: the row of ``id`` as `find` finds it,
    /// else where it was last seen, within the list.
    public func item(among count: Int, find: (ID) -> Int?) -> Int {
        if let id, let found = find(id) {
            item = found
            return found
        }
        return item.clamped(toCount: count)
    }
}

/// How many times a ``ListSelection`` changed, observed in its place.
@MainActor @Observable
final class SelectionChanges {
    var count = 0
}

/// The model of a list that selects by id: it names the id of each item and finds an item by
/// its id, and ``selectedItem`` and ``select(_:)`` follow from that.
@MainActor
public protocol SelectableList: AnyObject {
    /// What names a row.
    associatedtype RowID: Hashable
    /// The selection and the scroll position.
    var selection: ListSelection<RowID> { get }
    /// The number of items, across sections.
    var itemCount: Int { get }
    /// The id of item `item`; `nil` past the end.
    func id(atItem item: Int) -> RowID?
    /// The item the row `id` is at; `nil` when the list does not show it.
    func item(of id: RowID) -> Int?
}

extension SelectableList {
    /// The selected item, counted across sections.
    public var selectedItem: Int { selection.item(among: itemCount) { item(of: $0) } }

    /// Selects item `item`, clamped to the list.
    public func select(_ item: Int) {
        let item = item.clamped(toCount: itemCount)
        selection.select(id(atItem: item), at: item)
    }
}

/// Where a list or a form is scrolled to. It is view state, like SwiftUI's `ScrollPosition`: the
/// model of the screen owns one (a ``ListSelection`` holds its list's), so the offset survives
/// redraws, and the list or form sets it as it lays out.
@MainActor
public final class ScrollPosition {
    /// The first visible display row (headers count as rows).
    public var offset = 0
    /// How many rows were visible at the last layout; paging moves by this much.
    public var visibleRows = 10

    /// Creates a position at the top.
    public init() {}
}
