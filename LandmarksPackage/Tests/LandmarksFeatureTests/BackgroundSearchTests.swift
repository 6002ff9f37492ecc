import DesignSystem
import LandmarksDomain
import LandmarksTestSupport
import Testing
import Toolkit

@testable import LandmarksFeature

/// A search the index expects to read more entries than the store's inline search limit runs
/// off the main actor: keys are handled at once, the list shows the last answer under
/// "Searching…" until the new one comes, and a search the next key made stale is dropped. One
/// expected to read fewer is answered as its key is handled.
@MainActor @Suite(.timeLimit(.minutes(1))) struct BackgroundSearchTests {
    /// More landmarks than the limit below: a first key reads them all, so it runs off the main
    /// actor, while the two letters "mi" read only the few names holding them.
    static let landmarks = Landmark.generated(count: 30_000)

    func loadedList() async -> LandmarkListModel {
        let store = LandmarkStore(
            service: .mock(latency: .zero, landmarks: Self.landmarks), inlineSearchLimit: 20_000)
        await store.load().value
        await store.searchIndexReady()
        #expect(store.searchesInBackground("m"))
        #expect(!store.searchesInBackground("mi"))
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
        list.updateQuery("e")
        #expect(list.query == "e")
        #expect(list.isAnswering)
        #expect(list.itemCount == all, "the last answer shows until the new one comes")
        await answered(list)
        #expect(list.sections.map(\.title) == ["Results"])
        #expect(Array(list.sections[0].indices) == scan("e"))
    }

    @Test func aSearchTheNextKeyMadeStaleIsDropped() async {
        let list = await loadedList()
        // Each a first key, typed again before the last one's answer came.
        for query in ["m", "e", "g", "c", "q"] { list.updateQuery(query) }
        await answered(list)
        #expect(Array(list.sections[0].indices) == scan("q"))
        #expect(list.sectionBuilds == 1, "only the last query's answer was made; four searches were dropped")
    }

    @Test func aSmallSearchIsAnsweredWithinItsKeyAndDropsTheOneRunning() async {
        let list = await loadedList()
        list.updateQuery("m")
        #expect(list.isAnswering)
        list.updateQuery("mi")
        #expect(!list.isAnswering, "the search for \"m\" was dropped")
        #expect(Array(list.sections[0].indices) == scan("mi"))
        #expect(list.sectionBuilds == 1)
    }

    /// Random edits (typing, backspaces, pastes, clearing), some answered before the next key
    /// and some not: wherever each search ran, in place or off the main actor, the list shows
    /// what a plain scan finds once it settles.
    @Test(arguments: [1, 2] as [UInt64]) func randomEditsSettleOnWhatAScanFinds(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let list = await loadedList()
        let letters = Array("aeilmnorst 12")
        func text(_ length: Int) -> String {
            String((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
        }
        var query = ""
        var (inPlace, offTheMainActor) = (0, 0)
        func expectSettled() async {
            await answered(list)
            let needle = query.trimmingWhitespace().lowercased()
            if needle.isEmpty {
                #expect(list.sections.map(\.title) == ["Featured", "All landmarks"])
            } else {
                #expect(Array(list.sections[0].indices) == scan(needle), "query \(query.debugDescription)")
            }
        }
        for _ in 0..<40 {
            switch random.next() % 7 {
            case 0, 1, 2: query += text(1)
            case 3, 4: if !query.isEmpty { query.removeLast() }
            case 5: query = text(4)
            default: query = ""
            }
            if list.store.searchesInBackground(query) { offTheMainActor += 1 } else { inPlace += 1 }
            list.updateQuery(query)
            if random.next() % 3 == 0 { await expectSettled() }
        }
        await expectSettled()
        #expect(inPlace > 0 && offTheMainActor > 0, "both ways were taken")
    }

    @Test func theProgressBannerShowsWhileASearchRunsAndTheEmptyStateOnlyOnceAnswered() async throws {
        let list = await loadedList()
        let root = LandmarksModel(store: list.store)
        // No name, park, city, state or category holds a "z".
        root.list.updateQuery("z")
        let searching = try await HeadlessRunner(size: .standard).run(FeatureHost(root), keys: [])
        #expect(searching.finalText.contains("No matches for “z”"))
        #expect(searching.steps.first?.text.contains("Searching…") == true)
        #expect(
            searching.steps.allSatisfy { !$0.text.contains("Searching…") || !$0.text.contains("No matches") })
        #expect(!root.list.isAnswering)
    }
}
