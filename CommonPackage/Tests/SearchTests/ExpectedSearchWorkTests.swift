import Testing

@testable import Search

/// What the index expects a search to read, which decides whether it runs as its key is
/// handled or on another core: each count is checked against the names and values themselves.
@Suite struct ExpectedSearchWorkTests {
    static let places = Place.generated(count: 5_000)
    let index = SearchIndex(Self.places, .places)

    /// How many names hold `text`: the entries of its postings, for two bytes.
    func namesHolding(_ text: String) -> Int {
        Self.places.count { $0.name.lowercased().contains(text) }
    }

    @Test func aBlankQueryOrAKeptAnswerReadsNothing() {
        var index = index
        #expect(index.expectedWork(for: "  ") == 0)
        _ = index.matches(for: "si")
        _ = index.matches(for: "sil")
        #expect(index.expectedWork(for: "sil") == 0, "the last query")
        #expect(index.expectedWork(for: "si") == 0, "a backspace to a query asked on the way")
    }

    @Test func oneByteReadsEveryPlace() {
        #expect(index.expectedWork(for: "e") == Self.places.count)
    }

    @Test func twoBytesReadNothingWhenNoValueMatches() {
        // No park, city, state or category holds "il": the answer is a slice of its postings.
        #expect(namesHolding("il") > 0)
        #expect(index.expectedWork(for: "il") == 0)
    }

    @Test func twoBytesThatAValueHoldsMarkTheirNamesAndTheValuesPlaces() {
        // "Oregon" holds "go"; a state's places are a bitmap, marked a word at a time.
        let words = (Self.places.count + 63) / 64
        #expect(
            index.expectedWork(for: "go")
                == (namesHolding("go") + words) / SearchIndex.marksPerEntry)
    }

    @Test func anExtensionReadsTheShorterListOfEachStepOfItsWalk() {
        var index = index
        _ = index.matches(for: "si")
        #expect(index.expectedWork(for: "sil") == min(namesHolding("si"), namesHolding("il")))
        _ = index.matches(for: "silver")
        // A space and the next letter are one step, walked beside the postings of " l".
        #expect(index.expectedWork(for: "silver l") == min(namesHolding("silver"), namesHolding(" l")))
    }

    /// How many names hold the bigram of ASCII `query` that ends at `end`.
    func namesHolding(_ query: String, bigramEndingAt end: Int) -> Int {
        namesHolding(String(Array(query)[(end - 2)..<end]))
    }

    /// What a query with no shorter answer kept walks from its first bigram's postings: at each
    /// step (two bytes, or the last one) the fewer of the names so far and the step's postings.
    func walkFromTheFirstBigram(_ query: String) -> Int {
        var (work, found, end) = (0, namesHolding(query, bigramEndingAt: 2), 2)
        while end < query.count {
            end = min(end + 2, query.count)
            found = min(found, namesHolding(query, bigramEndingAt: end))
            work += found
        }
        return work
    }

    /// What reading the names of the query's rarest bigram costs.
    func readingTheRarestBigram(_ query: String) -> Int {
        (2...query.count).map { namesHolding(query, bigramEndingAt: $0) }.min()!
            * SearchIndex.nameReadCost
    }

    @Test func aQueryWithNoShorterAnswerKeptWalksFromItsFirstBigramWhenThatReadsLess() {
        // "ea" then "gl", "e " and " 1": 1,500 entries, where the names of " 1" would be 8,000.
        #expect(walkFromTheFirstBigram("eagle 1") < readingTheRarestBigram("eagle 1"))
        #expect(index.expectedWork(for: "eagle 1") == walkFromTheFirstBigram("eagle 1"))
    }

    @Test func aQueryWithNoShorterAnswerKeptReadsTheNamesOfItsRarestBigramWhenThatReadsLess() {
        // Every lake is walked past "ke" and " 4" before "99" narrows them.
        #expect(readingTheRarestBigram("lake 4999") < walkFromTheFirstBigram("lake 4999"))
        #expect(index.expectedWork(for: "lake 4999") == readingTheRarestBigram("lake 4999"))
        // With "la" kept, its walk is the same as from the first bigram: reading still wins.
        var index = index
        _ = index.matches(for: "la")
        #expect(index.expectedWork(for: "lake 4999") == readingTheRarestBigram("lake 4999"))
    }

    @Test func sharedValuesThatMatchAddThePlacesTheyMark() {
        // No name holds "to"; each city holding "town 3" lists its few places.
        let marked = Self.places.count { $0.city.lowercased().contains("town 3") }
        #expect(marked > 0)
        #expect(index.expectedWork(for: "town 3") == marked / SearchIndex.marksPerEntry)
        // Every place's city holds "town": the answer is all of them, nothing marked.
        #expect(index.expectedWork(for: "town") == 0)
    }
}
