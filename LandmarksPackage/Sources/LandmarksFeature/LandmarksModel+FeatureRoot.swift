public import DesignSystem
import LandmarksDomain
import Toolkit

/// The feature as its host sees it: the root tab's screen, and a screen for each route.
extension LandmarksModel: LoadingFeatureRoot {
    /// The tab's first screen: the landmarks list or the categories, as the tab is.
    public func rootView() -> any View<Page> {
        switch tab {
        case .landmarks: LandmarkListView(root: self)
        case .categories: CategoryListView(root: self)
        }
    }

    /// The screen for a route pushed over the root: a landmark's detail or a category's landmarks.
    public func view(for route: LandmarkRoute) -> any View<Page> {
        switch route {
        case let .detail(id):
            LandmarkDetailView(root: self, model: detail(id))
        case let .category(category):
            CategoryLandmarksView(root: self, model: self.category(category))
        }
    }
}
