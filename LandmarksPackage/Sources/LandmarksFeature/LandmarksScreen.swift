public import DesignSystem
import LandmarksDomain
import Toolkit

/// The Landmarks feature as a terminal screen: the root tabs, and whatever the navigation
/// stack has pushed over them. Esc pops from any pushed screen.
///
/// ```swift
/// let store = LandmarkStore(service: .mock())
/// try await TerminalRunner().run(LandmarksScreen(model: LandmarksModel(store: store)))
/// ```
@MainActor
public final class LandmarksScreen: Screen {
    /// The feature's root view model.
    public let model: LandmarksModel
    // Scroll positions are view state: they live with the views, not in the view models.
    private let listScroll = ScrollPosition()
    private let categoriesScroll = ScrollPosition()
    private var categoryScrolls: [Category: ScrollPosition] = [:]

    /// Creates the screen for `model`.
    public init(model: LandmarksModel) {
        self.model = model
    }

    /// Starts the first load.
    public func start() {
        model.start()
    }

    /// Stops the store's work when the screen goes away.
    public func stop() {
        model.store.stop()
    }

    /// The top screen's content, with the notice, if any, as its banner.
    public func content() -> ScreenContent {
        var content = currentView.content()
        if let notice = model.notice { content.banner = Banner(.info, notice) }
        return content
    }

    /// Clears the notice, then Esc pops a pushed screen; every other key goes to the top screen.
    public func handle(_ key: Key) -> KeyResult {
        model.clearNotice()
        let result = currentView.handle(key)
        if result == .ignored, key == .escape, model.navigator.top != nil {
            model.back()
            return .handled
        }
        return result
    }

    private var currentView: any FeatureView {
        switch model.navigator.top {
        case nil:
            switch model.tab {
            case .landmarks: LandmarkListView(root: model, scroll: listScroll)
            case .categories: CategoryListView(root: model, scroll: categoriesScroll)
            }
        case let .detail(id):
            LandmarkDetailView(root: model, model: model.detail(id))
        case let .category(category):
            CategoryLandmarksView(root: model, model: model.category(category), scroll: scroll(for: category))
        }
    }

    private func scroll(for category: Category) -> ScrollPosition {
        if let scroll = categoryScrolls[category] { return scroll }
        let scroll = ScrollPosition()
        categoryScrolls[category] = scroll
        return scroll
    }
}
