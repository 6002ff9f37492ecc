public import DesignSystem
public import Foundation
public import Observation
public import Toolkit
public import TrailsDomain

/// The screens that can be pushed over the Trails list.
public enum TrailRoute: Hashable, Sendable {
    /// One trail's details.
    case detail(Trail.ID)
}

/// Where a `landmarks://trails…` link opens the feature, printed and parsed here beside its
/// routes: `landmarks://trails` is the list, `landmarks://trails/<id>` one trail over it.
public enum TrailsLocation: FeatureLocation {
    /// The list of trails: `landmarks://trails`.
    case list
    /// One trail's details, over the list.
    case detail(Trail.ID)

    /// The link's first segment: `landmarks://trails`.
    public static let feature = "trails"
    /// The links it reads, as `--help` and errors list them.
    public static let forms = ["landmarks://trails", "landmarks://trails/<id>"]

    /// The list for no path, one trail for its identifier; `nil` for anything else.
    public init?(path: [String], query: [URLQueryItem]) {
        guard query.isEmpty, path.count <= 1 else { return nil }
        guard let segment = path.first else {
            self = .list
            return
        }
        guard let id = UUID(uuidString: segment) else { return nil }
        self = .detail(id)
    }

    /// Nothing for the list, the identifier for one trail.
    public var path: [String] {
        switch self {
        case .list: []
        case let .detail(id): [id.uuidString.lowercased()]
        }
    }

    /// None: no screen of the feature reads a query.
    public var query: [URLQueryItem] { [] }
}

/// The Trails feature's root: the navigation stack, the list's selection and the notice
/// shown above the screen. Knows nothing of how it is drawn.
@MainActor @Observable
public final class TrailsModel {
    /// The trails every screen of the feature reads, and the loads that change them.
    public let store: TrailStore
    /// The screens pushed over the list.
    public let navigator: Navigator<TrailRoute>
    /// The list's selected trail; `nil` selects the first row.
    public var selection: Trail.ID?
    /// Where the list is scrolled.
    public let scroll = ScrollPosition()
    /// A message above the screen, cleared by the next key.
    public var notice: Notice?

    /// Creates the feature over `store`.
    public init(store: TrailStore, navigator: Navigator<TrailRoute> = Navigator()) {
        self.store = store
        self.navigator = navigator
    }

    /// Shows the trail with `id`.
    public func showDetail(_ id: Trail.ID) {
        navigator.push(.detail(id))
    }

    /// Where the feature is: its link.
    public var location: TrailsLocation {
        switch navigator.top {
        case nil: .list
        case let .detail(id): .detail(id)
        }
    }

    /// Shows `location` over the list, the trail it opens selected there, so Esc walks
    /// back to the list a person would come back to.
    public func open(_ location: TrailsLocation) {
        navigator.popToRoot()
        if case let .detail(id) = location {
            selection = id
            showDetail(id)
        }
    }
}

/// The feature as its host sees it: the list, and a screen for each route.
extension TrailsModel: LoadingFeatureRoot {
    /// The list, scrolled where it was.
    public func rootView() -> any View<Page> {
        TrailListView(root: self)
    }

    /// The screen a route pushed over the list shows: one trail's details.
    public func view(for route: TrailRoute) -> any View<Page> {
        switch route {
        case let .detail(id): TrailDetailView(root: self, id: id)
        }
    }
}
