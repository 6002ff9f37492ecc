import DesignSystem
import LandmarksDomain

/// The keys every Landmarks screen answers the same way: list movement, Enter to open, `f` to
/// favorite, the root tabs and `r` to reload (on root screens), `q` to quit. A view handles
/// its own keys first, then hands the rest here, so each key means one thing everywhere.
@MainActor
struct CommonKeys {
    /// The screen's list: its selection, size, scroll position, and how to select.
    var list: (selection: Int, count: Int, scroll: ScrollPosition, select: (Int) -> Void)?
    /// What Enter opens; `nil` when nothing is selected or there is nothing to open.
    var open: (() -> Void)?
    /// The view model's favorite intent for what `f` toggles; `nil` when there is none.
    var favorite: (() -> Void)?
    /// The feature's root, on the root screens: ←/→ (and Tab) switch tabs, `r` reloads.
    var root: LandmarksModel?

    /// What `key` did, or `.ignored`.
    func handle(_ key: Key) -> KeyResult {
        if let list,
            let target = ListNavigation.move(
                list.selection, with: key, count: list.count, scroll: list.scroll)
        {
            list.select(target)
            return .handled
        }
        switch key {
        case .enter:
            guard let open else { return .ignored }
            open()
        case .character("f"):
            guard let favorite else { return .ignored }
            favorite()
        case .left, .backTab:
            guard let root else { return .ignored }
            root.cycleTab(by: -1)
        case .right, .tab:
            guard let root else { return .ignored }
            root.cycleTab(by: 1)
        case .character("r"):
            guard let root else { return .ignored }
            root.store.load()
        case .character("q"): return .quit
        default: return .ignored
        }
        return .handled
    }
}
