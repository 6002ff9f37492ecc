import DesignSystem
import LandmarksDomain
import Toolkit

/// How the store's load state shows on any screen built from its landmarks, so every screen
/// treats loading, failure, emptiness and cached data the same way.
@MainActor
enum StoreStatus {
    /// The body to show instead of content when there are no landmarks yet; `nil` when there are.
    static func placeholder(_ store: LandmarkStore) -> ScreenContent.Body? {
        guard store.landmarks.isEmpty else { return nil }
        switch store.state {
        case .idle, .loading:
            return .loading(Spinner("Loading landmarks…"))
        case let .failed(error):
            return .failed(ErrorState(title: "Couldn't load landmarks", message: error.message))
        case .loaded:
            return .empty(
                EmptyState(
                    title: "No landmarks",
                    message: "There are no landmarks to show yet. Press r to load them again."))
        }
    }

    /// A whole root screen (title, tabs, placeholder body and its hints) while there are no
    /// landmarks to show; `nil` once there are.
    static func placeholderScreen(title: String, root: LandmarksModel) -> ScreenContent? {
        guard let body = placeholder(root.store) else { return nil }
        return ScreenContent(
            title: TitleBar(title), tabs: tabs(root), body: body, hints: placeholderHints(root.store))
    }

    /// The root tabs, with the current one selected.
    static func tabs(_ root: LandmarksModel) -> TabBar {
        TabBar(LandmarksTab.allCases.map(\.title), selected: root.tab.rawValue)
    }

    /// The hints for a placeholder body: retry after a failure, reload when empty.
    static func placeholderHints(_ store: LandmarkStore) -> [KeyHint] {
        switch store.state {
        case .failed: [.retry, .quit]
        case .loaded: [.refresh, .quit]
        case .idle, .loading: [.quit]
        }
    }

    /// A banner for the state of landmarks already on screen, favoring the given landmark's
    /// favorite change when there is one.
    static func banner(_ store: LandmarkStore, favoriteOf id: Landmark.ID? = nil) -> Banner? {
        if let id {
            switch store.favoriteUpdates[id] {
            case .inProgress: return Banner(.progress, "Saving favorite…")
            case let .failed(error): return Banner(.error, "Couldn't update favorite: \(error.message)")
            default: break
            }
        }
        guard !store.landmarks.isEmpty else { return nil }
        return .dataStatus(store.state, isRefreshing: store.isRefreshing, refreshError: store.refreshError)
    }
}
