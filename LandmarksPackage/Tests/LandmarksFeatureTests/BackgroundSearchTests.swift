import DesignSystem
import LandmarksDomain
import Testing
import Toolkit

@testable import LandmarksFeature

/// With more landmarks than ``LandmarkStore/inlineSearchLimit``, a search runs off the main
/// actor: keys are handled at once, the list shows the last answer under "Searching…" until the
/// new one comes, and a search the next key made stale is dropped.
@MainActor @Suite(.timeLimit(.minutes(1))) struct BackgroundSearchTests {
    static let landmarks = Landmark.generated(count: LandmarkStore.inlineSearchLimit + 10_000)

    func loadedList() async -> LandmarkListModel {
        let store = LandmarkStore(service: .mock(latency: .zero, landmarks: Self.landmarks))
        await store.load().value
        await store.searchIndexReady()
        #expect(store.searchesInBackground)
        return LandmarksModel(store: store).list
    }

    func answered(_ list: LandmarkListModel) async {
        while list.isAnswering { await Task.yield() }
    }

    /// What a plain scan finds.
    func scan(_ query: String) -> [Int] {
        Self.landmarks.indices.filter { index in
            let landmark = Self.landmarks[index]
            return [
                landmark.name, landmark.park, landmark.city, landmark.state, landmark.category.displayName,
            ]
            .contains { $0.lowercased().contains(query) }
        }
    }

    @Test func theKeyIsHandledAtOnceAndTheAnswerFollows() async {
        let list = await loadedList()
        let all = list.itemCount
        list.updateQuery("eagle")
        #expect(list.query == "eagle")
        #expect(list.isAnswering)
        #expect(list.itemCount == all, "the last answer shows until the new one comes")
        await answered(list)
        #expect(list.sections.map(\.title) == ["Results"])
        #expect(Array(list.sections[0].indices) == scan("eagle"))
    }

    @Test func aSearchTheNextKeyMadeStaleIsDropped() async {
        let list = await loadedList()
        for prefix in ["m", "mi", "mis", "mist", "misty 2"] { list.updateQuery(prefix) }
        await answered(list)
        #expect(Array(list.sections[0].indices) == scan("misty 2"))
        #expect(list.sectionBuilds == 1, "only the last query's answer was made; four searches were dropped")
    }

    @Test func theProgressBannerShowsWhileASearchRunsAndTheEmptyStateOnlyOnceAnswered() async throws {
        let list = await loadedList()
        let root = LandmarksModel(store: list.store)
        root.list.updateQuery("no such landmark")
        let searching = try await HeadlessRunner(size: .standard).run(FeatureHost(root), keys: [])
        #expect(searching.finalText.contains("No matches for “no such landmark”"))
        #expect(searching.steps.first?.text.contains("Searching…") == true)
        #expect(
            searching.steps.allSatisfy { !$0.text.contains("Searching…") || !$0.text.contains("No matches") })
        #expect(!root.list.isAnswering)
    }
}
