import DesignSystem
import LandmarksDomain
import Toolkit

/// What every screen of the tab shares: how the landmarks' loading shows (DesignSystem's
/// `StoreStatus`, in this feature's words), the root tabs, and the keys `r` and `f`.
extension LandmarksModel {
    /// How the landmarks' loading shows on every screen built from them.
    var status: StoreStatus<LandmarkStore> {
        let empty = EmptyState(
            title: "No landmarks", message: "There are no landmarks to show yet. Press r to load them again.")
        return StoreStatus(store, noun: "landmarks", empty: empty, retry: reload)
            .changes(sending: "Saving favorite…", failing: "Couldn't update favorite")
    }

    /// The banner over the landmarks, led by a favorite of landmark `id` in flight or failed.
    func banner(favoriteOf id: Landmark.ID?) -> Banner? {
        status.banner(change: id.flatMap { store.favoriteUpdates[$0] })
    }

    /// A whole root tab (title, tabs, placeholder) while there are no landmarks to show; `nil`
    /// once there are.
    func placeholderPage(_ title: String) -> Page? {
        guard let placeholder = status.placeholder else { return nil }
        // The tab bar says the tabs are there, so ←/→ switch them without a footer hint, which is
        // kept for the one key that helps.
        return Page(title) { placeholder }
            .tabs(tabs.keyHint(nil))
            .keyBinding(reloadKey(isAvailable: store.state.value != nil))
    }

    /// The root tabs, with the current one selected; they switch it.
    var tabs: TabBar { TabBar(selection: Bindable(self).tab) }

    /// `r` loads the landmarks again.
    func reloadKey(isAvailable: Bool = true) -> KeyBinding {
        KeyBinding(.character("r"), .refresh, isAvailable: isAvailable, action: reload)
    }

    /// `f` toggles `landmark`'s favorite flag (the one selected or shown), said as what it will
    /// do: the one key every screen of the feature gives it.
    func favoriteKey(_ landmark: Landmark?) -> KeyBinding {
        KeyBinding(
            .character("f"), KeyHint("f", landmark?.isFavorite == true ? "Unfavorite" : "Favorite"),
            isAvailable: landmark != nil
        ) { [weak self] in
            if let id = landmark?.id { self?.toggleFavorite(id) }
        }
    }
}
