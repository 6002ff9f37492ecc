import DesignSystem
import LandmarksDomain
import LandmarksTestSupport
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
        #expect(model.category(.lakes) === model.category(.lakes), "a pushed list keeps its state")
        model.back()
        #expect(model.navigator.top == .category(.lakes))
        model.navigator.popToRoot()
        #expect(model.navigator.top == nil)
    }

    @Test func selectingATabKeepsTheOtherTabsStack() async {
        let model = await loadedModel()
        model.select(.categories)
        #expect(model.tab == .categories)
        model.select(.landmarks)
        #expect(model.tab == .landmarks)
    }

    @Test func theListShowsFeaturedThenAll() async {
        let list = await loadedModel().list
        #expect(list.sections.map(\.title) == ["Featured", "All landmarks"])
        #expect(list.sections[0].indices.count == 4)
        #expect(list.itemCount == 18)
        #expect(list.landmark(atItem: 4)?.name == "Turtle Rock", "the first of All follows the four featured")
        list.select(1_000)
        #expect(list.selectedItem == 17)
    }

    @Test func searchingFiltersAndResetsTheSelection() async {
        let list = await loadedModel().list
        list.select(5)
        list.beginSearch()
        list.updateQuery("glacier")
        #expect(list.selectedItem == 0)
        #expect(list.sections.map(\.title) == ["Results"])
        #expect(
            list.sections[0].indices.map { list.store.landmarks[$0].name } == [
                "St. Mary Lake", "Lake McDonald",
            ])
        list.endSearch(clearing: false)
        #expect(!list.isSearching)
        #expect(list.query == "glacier")
        list.endSearch(clearing: true)
        #expect(list.itemCount == 18)
    }

    @Test func theSelectionFollowsItsLandmarkWhenTheListChangesAroundIt() async {
        let delivered = Mutex(Array(Landmark.fixtures.dropFirst(2)))
        var service = LandmarkService.unimplemented
        service.fetchLandmarks = { _ in .single { Fetched(delivered.withLock { $0 }, from: .network) } }
        service.changes = { AsyncStream { $0.finish() } }
        let list = LandmarksModel(store: LandmarkStore(service: service)).list
        await list.store.load().value
        let featured = list.sections[0].indices.count
        list.select(featured + 3)
        let chosen = list.selectedLandmark
        #expect(list.selection.id == .init(landmark: chosen!.id, isFeatured: false))
        delivered.withLock { $0 = Landmark.fixtures }
        await list.store.load().value
        #expect(list.selectedLandmark == chosen, "two landmarks came before it; it stays selected")
        let seen = list.selectedItem
        #expect(seen == list.sections[0].indices.count + 5)
        delivered.withLock { $0.removeAll { $0.id == chosen?.id } }
        await list.store.load().value
        #expect(list.selectedItem == seen, "gone: the row that took its place is selected")
        #expect(list.selectedLandmark != chosen)
    }

    @Test func aFeaturedLandmarkIsSelectedInTheSectionItWasChosenIn() async {
        let list = await loadedModel().list
        let first = list.landmark(atItem: 0)
        list.select(0)
        #expect(list.selection.id == .init(landmark: first!.id, isFeatured: true))
        let inAll = list.item(of: .init(landmark: first!.id, isFeatured: false))
        #expect(inAll.map { $0 >= list.sections[0].indices.count } == true)
        list.select(inAll!)
        #expect(list.selectedItem == inAll, "the same landmark, its row under All landmarks")
    }

    @Test func categoriesCountTheirLandmarksAndListThem() async {
        let model = await loadedModel()
        #expect(
            model.categories.rows.map { "\($0.category.displayName) \($0.count)" } == [
                "Lakes 6", "Mountains 3", "Rivers 2", "Canyons 1", "Coasts 2",
            ])
        let coasts = model.category(.coasts)
        #expect(coasts.indices.map { model.store.landmarks[$0].name } == ["Icy Bay", "Chincoteague"])
        coasts.select(1)
        #expect(coasts.selectedLandmark?.name == "Chincoteague")
    }

    @Test func derivedListsAreRebuiltOnlyWhenTheLandmarksOrTheQueryChange() async {
        let model = await loadedModel()
        let first = model.list.sections
        _ = model.list.sections
        #expect(model.list.sectionBuilds == 1, "read twice, derived once")
        model.store.toggleFavorite(id: Landmark.fixtures[0].id)
        #expect(model.list.sections == first)
        #expect(model.list.sectionBuilds == 1, "a favorite flip changes no section")
        await model.store.load().value
        _ = model.list.sections
        #expect(model.list.sectionBuilds == 2, "a reload may change them")
        model.list.updateQuery("lake")
        let lakes = model.list.sections
        _ = model.list.sections
        #expect(model.list.sectionBuilds == 3)
        model.list.updateQuery("")
        #expect(model.list.sections != lakes)
        #expect(model.list.sectionBuilds == 3, "clearing the query returns to the sections kept without one")
    }
}
