import Observation
import Search
import Testing

/// The model a view binds: it follows its items' revision, answers within the key or off the
/// main actor, and makes each answer once.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SearchModelTests {
    /// Items that change as a store's do: a revision that moves with them.
    @MainActor @Observable final class Source {
        var places: [Place] = []
        var revision = 0

        func replace(with places: [Place]) {
            self.places = places
            revision += 1
        }
    }

    func names(_ search: SearchModel, in source: Source) -> [String]? {
        search.matches.map { $0.map { source.places[$0].name } }
    }

    @Test func aBlankQueryHasNoMatchesAndAQueryMatchesEveryField() async {
        let source = Source()
        let search = SearchModel(.places, items: { source.places }, revision: { source.revision })
        source.replace(with: Place.fixtures)
        #expect(search.matches == nil)
        search.updateQuery("  ")
        #expect(search.isBlank)
        #expect(search.matches == nil)
        search.updateQuery("glacier")
        #expect(names(search, in: source) == ["St. Mary Lake", "Lake McDonald"], "a park")
        await search.indexReady()
        search.updateQuery("GLACIER N")
        #expect(names(search, in: source) == ["St. Mary Lake", "Lake McDonald"], "after the index is built")
        search.updateQuery("errol")
        #expect(names(search, in: source) == ["Twin Lake", "Lake Umbagog"], "a city")
    }

    @Test func theItemsAreIndexedAgainWhenTheirRevisionMoves() async {
        let source = Source()
        source.replace(with: Place.fixtures)
        let search = SearchModel(.places, items: { source.places }, revision: { source.revision })
        search.updateQuery("dome")
        #expect(names(search, in: source) == ["Half Dome"])
        source.replace(
            with: Place.fixtures.filter { $0.name != "Half Dome" } + [Place.generated(count: 1)[0]])
        #expect(names(search, in: source) == [], "answered again for the new revision")
        search.updateQuery("silver lake")
        #expect(names(search, in: source) == ["Silver Lake 1"])
        await search.indexReady()
        #expect(names(search, in: source) == ["Silver Lake 1"])
    }

    @Test func eachQueryIsAnsweredOnceHoweverOftenItIsRead() {
        let source = Source()
        source.replace(with: Place.fixtures)
        let search = SearchModel(.places, items: { source.places }, revision: { source.revision })
        var changes = 0
        search.onQueryChange = { changes += 1 }
        search.updateQuery("lake")
        for _ in 0..<3 { _ = search.matches }
        #expect(search.answersMade == 1)
        search.updateQuery("lake")
        #expect(changes == 1, "the same text is no change")
        search.updateQuery("")
        #expect(search.matches == nil)
        #expect(search.answersMade == 1)
    }

    @Test func focusComesWithBeginAndGoesWithEndWhichMayClear() {
        let source = Source()
        let search = SearchModel(.places, items: { source.places }, revision: { source.revision })
        search.begin()
        search.updateQuery("bay")
        #expect(search.isSearching)
        search.end(clearing: false)
        #expect(!search.isSearching)
        #expect(search.query == "bay")
        search.begin()
        search.end(clearing: true)
        #expect(search.query == "")
    }

    @Test func aSearchExpectedToReadMuchRunsOffTheMainActorAndItsAnswerFollows() async {
        let source = Source()
        source.replace(with: Place.generated(count: 30_000))
        let search = SearchModel(
            .places, items: { source.places }, revision: { source.revision }, inlineLimit: 20_000)
        await search.indexReady()
        search.updateQuery("e")
        #expect(search.isAnswering)
        #expect(search.matches == nil, "the last answer (none: every item) shows meanwhile")
        while search.isAnswering { await Task.yield() }
        let expected = source.places.indices.filter {
            source.places[$0].fields.contains { $0.lowercased().contains("e") }
        }
        #expect(search.matches.map(Array.init) == expected)
        #expect(search.answersMade == 1)
    }
}
