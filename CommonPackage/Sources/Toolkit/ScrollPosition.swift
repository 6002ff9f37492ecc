/// Where a list or a form is scrolled to. It is view state, like SwiftUI's `ScrollPosition`: the
/// model of the screen owns one, so the offset survives redraws, and the list or form sets it as
/// it lays out.
///
/// ```swift
/// @Observable final class TrailListModel {
///     var selection: Trail.ID?
///     let scroll = ScrollPosition()
/// }
/// List("Trails", trails, selection: Bindable(model).selection) { TrailRow($0) }
///     .scrollPosition(model.scroll)
/// ```
@MainActor
public final class ScrollPosition {
    /// The first visible display row (headers count as rows).
    public var offset = 0
    /// How many rows were visible at the last layout; paging moves by this much.
    public var visibleRows = 10
    /// Where a list last found its selected item, counted across sections: where it looks
    /// first, and where the selection stays when its item leaves the list.
    public var selectedItem = 0

    /// Creates a position at the top.
    public init() {}
}
