import DesignSystem
import LandmarksDomain
import LandmarksTestSupport
import Search
import Testing
import Toolkit

@testable import LandmarksFeature

/// A search the index expects to read more entries than the list's inline search limit runs
/// off the main actor: keys are handled at once, the list shows the last answer under
/// "Searching…" until the new one comes, and a search the next key made stale is dropped. One
/// expected to read fewer is answered as its key is handled.
@MainActor @Suite(.timeLimit(.minutes(1))) struct BackgroundSearchTests {
    /// More landmarks than the limit below: a first key reads them all, so it runs off the main
    /// actor, while the two letters "mi" read only the few names holding them.
    static let landmarks = Landmark.generated(count: 30_000)

    func loadedRoot() async -> LandmarksModel {
        let store = LandmarkStore(service: .mock(latency: .zero, landmarks: Self.landmarks))
        let root = LandmarksModel(store: store, inlineSearchLimit: 20_000)
        await store.load().value
        await root.list.search.indexReady()
        #expect(root.list.search.searchesInBackground("m"))
        #expect(!root.list.search.searchesInBackground("mi"))
        return root
    }

    func loadedList() async -> LandmarkListModel { await loadedRoot().list }

    func answered(_ list: LandmarkListModel) async {
        while list.search.isAnswering { await Task.yield() }
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
        list.search.updateQuery("e")
        #expect(list.search.query == "e")
        #expect(list.search.isAnswering)
        #expect(list.itemCount == all, "the last answer shows until the new one comes")
        await answered(list)
        #expect(list.sections.map(\.title) == ["Results"])
        #expect(Array(list.sections[0].indices) == scan("e"))
    }

    @Test func aSearchTheNextKeyMadeStaleIsDropped() async {
        let list = await loadedList()
        // Each a first key, typed again before the last one's answer came.
        for query in ["m", "e", "g", "c", "q"] { list.search.updateQuery(query) }
        await answered(list)
        #expect(Array(list.sections[0].indices) == scan("q"))
        #expect(
            list.search.answersMade == 1, "only the last query's answer was made; four searches were dropped")
    }

    @Test func aSmallSearchIsAnsweredWithinItsKeyAndDropsTheOneRunning() async {
        let list = await loadedList()
        list.search.updateQuery("m")
        #expect(list.search.isAnswering)
        list.search.updateQuery("mi")
        #expect(!list.search.isAnswering, "the search for \"m\" was dropped")
        #expect(Array(list.sections[0].indices) == scan("mi"))
        #expect(list.search.answersMade == 1)
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
            if list.search.searchesInBackground(query) { offTheMainActor += 1 } else { inPlace += 1 }
            list.search.updateQuery(query)
            if random.next() % 3 == 0 { await expectSettled() }
        }
        await expectSettled()
        #expect(inPlace > 0 && offTheMainActor > 0, "both ways were taken")
    }

    @Test func theProgressBannerShowsWhileASearchRunsAndTheEmptyStateOnlyOnceAnswered() async throws {
        let root = await loadedRoot()
        // No name, park, city, state or category holds a "z".
        root.list.search.updateQuery("z")
        let searching = try await HeadlessRunner(size: .standard).run(FeatureHost(root), keys: [])
        #expect(searching.finalText.contains("No matches for “z”"))
        #expect(searching.steps.first?.text.contains("Searching…") == true)
        #expect(
            searching.steps.allSatisfy { !$0.text.contains("Searching…") || !$0.text.contains("No matches") })
        #expect(!root.list.search.isAnswering)
    }
}
