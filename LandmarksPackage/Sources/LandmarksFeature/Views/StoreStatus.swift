import DesignSystem
import LandmarksDomain
import Toolkit

/// How the store's state shows on every screen built from its landmarks, so every screen treats
/// loading, failure, emptiness and cached data the same way, and the keys every root tab shares.
@MainActor
enum StoreStatus {
    /// A whole root tab (title, tabs, placeholder) while there are no landmarks to show; `nil`
    /// once there are.
    static func placeholderPage(_ title: String, root: LandmarksModel) -> Page? {
        let store = root.store
        guard
            let placeholder = LoadPlaceholder.make(
                for: store, loading: "Loading landmarks…", failed: "Couldn't load landmarks",
                empty: EmptyState(
                    title: "No landmarks",
                    message: "There are no landmarks to show yet. Press r to load them again."),
                retry: root.reload)
        else { return nil }
        // The tab bar says the tabs are there, so ←/→ switch them without a footer hint, which is
        // kept for the one key that helps.
        return Page(title) { placeholder }
            .tabs(tabs(root).keyHint(nil))
            .keyBinding(reload(root, isAvailable: store.state.value != nil))
    }

    /// The root tabs, with the current one selected; they switch it.
    static func tabs(_ root: LandmarksModel) -> TabBar {
        TabBar(selection: Bindable(root).tab)
    }

    /// `r` loads the landmarks again.
    static func reload(_ root: LandmarksModel, isAvailable: Bool = true) -> KeyBinding {
        KeyBinding(.character("r"), .refresh, isAvailable: isAvailable, action: root.reload)
    }

    /// `f` toggles `landmark`'s favorite flag, said as what it will do.
    static func favorite(_ landmark: Landmark?, _ toggle: @escaping @MainActor () -> Void) -> KeyBinding {
        KeyBinding(
            .character("f"), KeyHint("f", landmark?.isFavorite == true ? "Unfavorite" : "Favorite"),
            isAvailable: landmark != nil, action: toggle)
    }

    /// A banner for the state of landmarks already on screen, favoring the given landmark's
    /// favorite change when there is one.
    static func banner(_ store: LandmarkStore, favoriteOf id: Landmark.ID? = nil) -> Banner? {
        .dataStatus(
            of: store, change: id.flatMap { store.favoriteUpdates[$0] }, sending: "Saving favorite…",
            failing: "Couldn't update favorite")
    }
}
