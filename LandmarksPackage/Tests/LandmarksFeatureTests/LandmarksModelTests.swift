import DesignSystem
import LandmarksDomain
import LandmarksTestSupport
import Search
import Synchronization
import Testing
import Toolkit

@testable import LandmarksFeature

@MainActor @Suite struct LandmarksModelTests {
    func loadedModel(_ landmarks: [Landmark] = Landmark.fixtures) async -> LandmarksModel {
        let model = LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero, landmarks: landmarks)))
        await model.store.load().value
        return model
    }

    @Test func startLoadsOnlyOnce() async {
        let model = LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero)))
        model.start()
        #expect(model.store.state == .loading)
        while model.store.state == .loading { await Task.yield() }
        model.start()
        #expect(model.store.state == .loaded(.network))
    }

    @Test func routesPushAndPopOnTheNavigator() async {
        let model = await loadedModel()
        model.showCategory(.lakes)
        model.showDetail(Landmark.fixtures[3].id)
        #expect(model.navigator.path == [.category(.lakes), .detail(Landmark.fixtures[3].id)])
        let lakes = model.category(.lakes)
        #expect(lakes === model.category(.lakes), "a pushed list keeps its state")
        model.back()
        #expect(model.navigator.top == .category(.lakes))
        #expect(model.category(.lakes) === lakes, "while its route is on the stack")
        model.navigator.popToRoot()
        #expect(model.navigator.top == nil)
        model.showCategory(.lakes)
        #expect(model.category(.lakes) !== lakes, "and no longer once it was popped")
    }

    @Test func selectingATabKeepsTheOtherTabsStack() async {
        let model = await loadedModel()
        model.tab = .categories
        #expect(model.tab == .categories)
        model.tab = .landmarks
        #expect(model.tab == .landmarks)
    }

    /// The screen's list as it reads: "5 of 18: Turtle Rock Mountains …".
    func selectedRow(of view: some View) -> String? {
        let page = view.body
        _ = ScreenLayout.frame(for: page, size: Size(columns: 80, rows: 24))
        return AccessibilityOutline(page).entries.first { $0.role == .list }?.value
    }

    /// Presses `keys` on the feature's screen as it is now, each on the screen the last left.
    func press(_ keys: Key..., on model: LandmarksModel) {
        for key in keys {
            let screen = model.navigator.top.map(model.view(for:)) ?? model.rootView()
            _ = FocusChain(screen.body).dispatch(key)
        }
    }

    @Test func theListShowsFeaturedThenAll() async {
        let model = await loadedModel()
        let list = model.list
        #expect(list.sections.map(\.title) == ["Featured", "All landmarks"])
        #expect(list.sections[0].indices.count == 4)
        #expect(list.itemCount == 18)
        press(.end, on: model)
        #expect(selectedRow(of: LandmarkListView(root: model))?.hasPrefix("18 of 18:") == true)
        #expect(list.selectedLandmark == model.store.landmarks.last)
    }

    @Test func searchingFiltersAndResetsTheSelection() async {
        let model = await loadedModel()
        let list = model.list
        press(.down, .down, on: model)
        list.search.begin()
        list.search.updateQuery("glacier")
        #expect(list.selection == nil)
        #expect(selectedRow(of: LandmarkListView(root: model))?.hasPrefix("1 of 2: St. Mary Lake") == true)
        #expect(list.sections.map(\.title) == ["Results"])
        #expect(
            list.sections[0].indices.map { list.store.landmarks[$0].name } == [
                "St. Mary Lake", "Lake McDonald",
            ])
        list.search.end(clearing: false)
        #expect(!list.search.isSearching)
        #expect(list.search.query == "glacier")
        list.search.end(clearing: true)
        #expect(list.itemCount == 18)
    }

    @Test func theSelectionFollowsItsLandmarkWhenTheListChangesAroundIt() async {
        let delivered = Mutex(Array(Landmark.fixtures.dropFirst(2)))
        var service = LandmarkService.unimplemented
        service.fetchLandmarks = { _ in .single { Fetched(delivered.withLock { $0 }, from: .network) } }
        service.changes = { AsyncStream { $0.finish() } }
        let model = LandmarksModel(store: LandmarkStore(service: service))
        let list = model.list
        await list.store.load().value
        let featured = list.sections[0].indices.count
        for _ in 0..<(featured + 3) { press(.down, on: model) }
        let chosen = list.selectedLandmark
        #expect(list.selection == chosen?.id)
        delivered.withLock { $0 = Landmark.fixtures }
        await list.store.load().value
        #expect(list.selectedLandmark == chosen, "two landmarks came before it; it stays selected")
        let seen = selectedRow(of: LandmarkListView(root: model))
        #expect(seen?.hasPrefix("\(list.sections[0].indices.count + 6) of") == true, "two rows down")
        delivered.withLock { $0.removeAll { $0.id == chosen?.id } }
        await list.store.load().value
        #expect(
            selectedRow(of: LandmarkListView(root: model))?.prefix(5) == seen?.prefix(5),
            "gone: the row that took its place is selected")
        #expect(list.selectedLandmark != chosen)
        #expect(list.selection == list.selectedLandmark?.id, "and the model is told")
    }

    @Test func aFeaturedLandmarkIsSelectedInTheSectionItWasChosenIn() async {
        let model = await loadedModel()
        let featured = model.list.sections[0].indices.count
        let first = model.list.selectedLandmark
        for _ in 0..<featured { press(.down, on: model) }
        press(.home, on: model)
        #expect(model.list.selection == first?.id)
        let inAll = model.list.sections[1].indices.position(ofIndex: model.store.index(of: first!.id)!)!
        for _ in 0..<(featured + inAll) { press(.down, on: model) }
        #expect(model.list.selection == first?.id)
        #expect(
            selectedRow(of: LandmarkListView(root: model))?.hasPrefix("\(featured + inAll + 1) of") == true,
            "the same landmark, its row under All landmarks")
    }

    /// A link opens the screens a person would have pushed, each selected in the list it was
    /// opened from: Esc comes back to the list with the landmark it showed selected.
    @Test func aLinksBackStackSelectsWhatItOpened() async throws {
        let model = await loadedModel()
        let lake = try #require(model.store.landmarks.first { $0.name == "St. Mary Lake" })
        model.open(LandmarksLocation(tab: .landmarks, search: "", routes: [.detail(lake.id)]))
        model.back()
        #expect(model.list.selectedLandmark == lake)
        #expect(selectedRow(of: LandmarkListView(root: model))?.contains("St. Mary Lake") == true)

        let icyBay = try #require(model.store.landmarks.first { $0.name == "Chincoteague" })
        model.open(
            LandmarksLocation(tab: .categories, search: "", routes: [.category(.coasts), .detail(icyBay.id)]))
        model.back()
        #expect(model.category(.coasts).selectedLandmark == icyBay)
        model.back()
        #expect(model.categories.selectedCategory == .coasts)
    }

    @Test func categoriesCountTheirLandmarksAndListThem() async {
        let model = await loadedModel()
        #expect(
            model.categories.rows.map { "\($0.category.displayName) \($0.count)" } == [
                "Lakes 6", "Mountains 3", "Rivers 2", "Canyons 1", "Coasts 2",
            ])
        model.showCategory(.coasts)
        let coasts = model.category(.coasts)
        #expect(coasts.landmarks.map(\.name) == ["Icy Bay", "Chincoteague"])
        press(.down, on: model)
        #expect(coasts.selectedLandmark?.name == "Chincoteague")
    }

    @Test func derivedListsAreRebuiltOnlyWhenTheLandmarksOrTheQueryChange() async {
        let model = await loadedModel()
        let first = model.list.sections
        _ = model.list.sections
        #expect(model.list.browsingBuilds == 1, "read twice, derived once")
        model.store.toggleFavorite(id: Landmark.fixtures[0].id)
        #expect(model.list.sections == first)
        #expect(model.list.browsingBuilds == 1, "a favorite flip changes no section")
        await model.store.load().value
        _ = model.list.sections
        #expect(model.list.browsingBuilds == 2, "a reload may change them")
        model.list.search.updateQuery("lake")
        let lakes = model.list.sections
        _ = model.list.sections
        #expect(model.list.search.answersMade == 1, "searched once for two reads")
        model.list.search.updateQuery("")
        #expect(model.list.sections != lakes)
        #expect(model.list.browsingBuilds == 2, "clearing the query returns to the sections kept without one")
    }
}
