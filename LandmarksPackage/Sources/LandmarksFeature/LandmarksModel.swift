public import LandmarksDomain
public import Observation
public import Search
public import Toolkit

/// The Landmarks feature's root: the tab shown at the root, the navigation stack, and the
/// view models of each screen. Knows nothing of how it is drawn.
@MainActor @Observable
public final class LandmarksModel {
    /// The landmarks every screen of the feature reads, and the loads and stars that change them.
    public let store: LandmarkStore
    /// The screens pushed over the root.
    public let navigator: Navigator<LandmarkRoute>
    /// The landmark list (root tab).
    public let list: LandmarkListModel
    /// The category list (root tab).
    public let categories: CategoryListModel
    /// The root tab shown; the tab bar switches it.
    public var tab: LandmarksTab = .landmarks
    /// A message above the screen, cleared by the next key.
    public var notice: Notice?
    /// Called with a landmark's id when the person asks to book a visit to it (`b`); whoever
    /// composes the feature decides what that opens. `nil` hides the action.
    @ObservationIgnored public var onBookTapped: (@MainActor (_ id: Landmark.ID) -> Void)?
    /// The rows' column widths, measured over every landmark once per store revision.
    @ObservationIgnored let rowColumns = Memo<Int, LandmarkRow.Columns>()

    /// Creates the feature over `store`; a search expected to read more than `inlineSearchLimit`
    /// entries runs off the main actor.
    public init(
        store: LandmarkStore, navigator: Navigator<LandmarkRoute> = Navigator(),
        inlineSearchLimit: Int = SearchModel.defaultInlineLimit
    ) {
        self.store = store
        self.navigator = navigator
        self.list = LandmarkListModel(store: store, inlineSearchLimit: inlineSearchLimit)
        self.categories = CategoryListModel(store: store)
        store.onRemoteChange = { [weak self] change in self?.announce(change) }
    }

    /// A banner for a favorite changed on another device: "Starred on another device: Turtle
    /// Rock".
    func announce(_ change: FavoriteChange) {
        guard let landmark = store.landmark(id: change.landmarkId) else { return }
        let what = change.isFavorite ? "Starred" : "Unstarred"
        notice = Notice(.info, "\(what) on another device: \(landmark.name)")
    }

    /// Pushes a landmark's detail screen.
    public func showDetail(_ id: Landmark.ID) {
        navigator.push(.detail(id))
    }

    /// Pushes a category's landmarks.
    public func showCategory(_ category: Category) {
        navigator.push(.category(category))
    }

    /// Stars landmark `id`, or takes its star away: `f` on every screen of the feature.
    public func toggleFavorite(_ id: Landmark.ID) {
        store.toggleFavorite(id: id)
    }

    /// Asks whoever composed the feature to book a visit to landmark `id`.
    public func book(_ id: Landmark.ID) {
        onBookTapped?(id)
    }

    /// Pops the top screen.
    public func back() {
        navigator.pop()
    }

    /// The detail view model for a landmark: a view of the store with no state of its own, so
    /// made from the route at each draw (`Navigator.state(for:make:)` says the rule).
    public func detail(_ id: Landmark.ID) -> LandmarkDetailModel {
        LandmarkDetailModel(id: id, store: store)
    }

    /// Where the feature is: its link.
    public var location: LandmarksLocation {
        LandmarksLocation(tab: tab, search: list.search.query, routes: navigator.path)
    }

    /// Shows `location` as a person would have reached it: its tab, its search kept (the
    /// field not focused), and its screens pushed in order, each selected in the list it was
    /// opened from, so Esc walks back to the lists a person would come back to.
    public func open(_ location: LandmarksLocation) {
        tab = location.tab
        list.search.end(clearing: true)
        list.search.updateQuery(location.search)
        navigator.popToRoot()
        var shownCategory: Category?
        for route in location.routes {
            switch route {
            case let .category(category):
                categories.selection = category
                shownCategory = category
            case let .detail(id):
                if let shownCategory {
                    self.category(shownCategory).selection = id
                } else {
                    list.selection = id
                }
            }
            navigator.push(route)
        }
    }

    /// The view model for a category's landmarks: its selection and scroll are kept with its
    /// route while the route is on the stack (`Navigator.state(for:make:)`).
    public func category(_ category: Category) -> CategoryLandmarksModel {
        navigator.state(for: .category(category)) { CategoryLandmarksModel(category: category, store: store) }
    }
}
