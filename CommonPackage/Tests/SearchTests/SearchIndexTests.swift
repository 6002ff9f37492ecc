import Foundation

import Testing

@testable import Search

@Suite struct SearchIndexTests {
    let places = Place.fixtures

    func names(_ query: String) -> [String] {
        var index = SearchIndex(places, .places)
        return index.matches(for: query).map { places[$0].name }
    }

    @Test func matchesNamesCaseInsensitively() {
        #expect(names("TURTLE") == ["Turtle Rock"])
        #expect(names("half d") == ["Half Dome"])
    }

    @Test func matchesParkCityStateAndCategory() {
        #expect(names("yosemite") == ["Half Dome"])
        #expect(names("errol") == ["Twin Lake", "Lake Umbagog"])
        #expect(names("arizona") == ["Grand Canyon Village"])
        #expect(names("canyons") == ["Grand Canyon Village"])
    }

    @Test func aCancelledSearchAnswersNothingAndKeepsNoAnswerToNarrowFrom() {
        let many = Place.generated(count: 70_000)
        var index = SearchIndex(many, .places)
        var questions = 0
        let cancelled = index.matches(for: "e") {
            questions += 1
            return questions > 1
        }
        #expect(cancelled == nil, "asked before it starts and again after the first stride")
        #expect(questions == 2)
        #expect(index.matches(for: "eagle") { true } == nil, "a longer search is asked too")
        _ = index.matches(for: "silver")
        #expect(index.matches(for: "silver lake") { true } == nil, "and one that narrows a kept answer")
        let narrowed = index.matches(for: "eagle 1")
        #expect(
            narrowed
                == SearchMatches(
                    many.indices.filter {
                        "\(many[$0].name) \(many[$0].park)".lowercased().contains("eagle 1")
                    }))
    }

    @Test(arguments: [0, 1, 3_001]) func theIndexBuiltOnTwoCoresIsTheOneBuiltOnOne(count: Int) async {
        let generated = Place.generated(count: count)
        var one = SearchIndex(generated, .places)
        var two = await SearchIndex.building(generated, .places)
        #expect(two.count == one.count)
        #expect(two.byteCount == one.byteCount)
        for query in ["t", "town 3", "e", "ea", "eagle 1", "lake", "park 5", "mon", "zz"] {
            #expect(two.matches(for: query) == one.matches(for: query), "query \(query)")
        }
    }

    @Test func aBlankQueryMatchesEverythingAndNonsenseNothing() {
        #expect(names("  ").count == places.count)
        #expect(names("zzzz").isEmpty)
    }

    @Test func matchesNeverSpanTwoFields() {
        // "Rock" ends the name and "Joshua" starts the park: "rockjoshua" must not match.
        #expect(names("rockjoshua").isEmpty)
        #expect(names("rock joshua").isEmpty)
    }

    @Test func narrowingAQueryGivesTheSameAnswerAsSearchingAfresh() {
        let generated = Place.generated(count: 5_000)
        var incremental = SearchIndex(generated, .places)
        for query in ["e", "ea", "eag", "eagl", "eagle 1", "eagle 12", "eagle 1", "g"] {
            var fresh = SearchIndex(generated, .places)
            #expect(incremental.matches(for: query) == fresh.matches(for: query), "query \(query)")
        }
    }

    @Test func aBackspaceIsAnsweredFromTheQueryItReturnsTo() {
        let generated = Place.generated(count: 2_000)
        var index = SearchIndex(generated, .places)
        let typed = ["s", "si", "sil", "silv"].map { index.matches(for: $0) }
        for (query, answer) in zip(["sil", "si", "s"], typed.dropLast().reversed()) {
            #expect(index.matches(for: query) == answer, "backspace to \(query)")
        }
        var fresh = SearchIndex(generated, .places)
        #expect(
            index.matches(for: "se") == fresh.matches(for: "se"), "a new second letter after the backspaces")
    }

    /// Random edits (typing, backspaces, pastes, clearing) on random text with accents, CJK and
    /// emoji: every answer equals a plain scan of each place's fields. The index is built as
    /// the store builds it, on two cores.
    @Test(arguments: [1, 2, 3]) func randomEditsAnswerAsAPlainScan(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("aeiouAEIOU éÉüÜßñ東京駅山川🌋🏔️ 12")
        func text(_ length: Int) -> String {
            String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        }
        let parks = (0..<4).map { _ in text(8) }
        let places = (0..<200).map { number in
            var place = Place.fixtures[number % Place.fixtures.count]
            // Names of their own, parks shared by many places, cities by a few.
            (place.name, place.park, place.city) = (text(12), parks[number % parks.count], text(6))
            return place
        }
        var index = await SearchIndex.building(places, .places)
        var query = ""
        for _ in 0..<300 {
            // A plain scan per edit is long work: the pool's other tasks (a transport test's
            // timer) get their turn between edits, on a machine of two cores.
            await Task.yield()
            switch random.next() % 8 {
            case 0, 1, 2: query += text(1)
            case 3, 4: if !query.isEmpty { query.removeLast() }
            case 5: query += text(4)
            case 6: query = ""
            default: query = text(2)
            }
            #expect(
                index.matches(for: query) == Self.plainScan(places, query),
                "query \(query.debugDescription)")
        }
    }

    /// A query pasted with no shorter answer kept is walked from its first bigram's postings or
    /// found by reading the names of its rarest bigram, whichever the index expects to read
    /// less: both ways answer as a plain scan, and both are taken.
    @Test func pastesAnswerAsAPlainScanWhicheverWayTheyAreFound() async {
        let generated = Place.generated(count: 3_000)
        var random = SplitMix64(seed: 7)
        var index = SearchIndex(generated, .places)
        var (walked, read) = (0, 0)
        for _ in 0..<60 {
            await Task.yield()  // as in the random edits: the pool's other tasks run between pastes
            let name = Array(generated[Int(random.next() % 3_000)].name)
            let length = 3 + Int(random.next() % UInt64(name.count - 2))
            let start = Int(random.next() % UInt64(name.count - length + 1))
            let query = String(name[start..<(start + length)])
            _ = index.matches(for: "")  // no shorter answer kept
            let needle = Array(query.trimmingCharacters(in: .whitespaces).lowercased().utf8)
            if needle.count > 2 {
                switch needle.withUnsafeBufferPointer({ index.namesPlan($0, from: nil).plan }) {
                case .walk: walked += 1
                case .read: read += 1
                }
            }
            #expect(index.matches(for: query) == Self.plainScan(generated, query), "query \(query)")
        }
        #expect(walked > 0)
        #expect(read > 0)
    }

    /// Queries that every place matches through a shared value ("town" is in every city),
    /// that many match through a few values, and that names and values both match.
    @Test func sharedValuesAnswerAsAPlainScan() {
        let generated = Place.generated(count: 3_000)
        var index = SearchIndex(generated, .places)
        for query in [
            "t", "to", "town", "town 3", "town 38", "s", "mo", "mon", "park 5", "lake", "lakes", "e",
        ] {
            let answer = index.matches(for: query)
            #expect(answer == Self.plainScan(generated, query), "query \(query)")
            if query.hasPrefix("town"), query.count <= 5 { #expect(answer.count == generated.count) }
        }
    }

    /// A park most places have is kept as a bitmap and the rare ones as lists: a query that
    /// matches both kinds in one field, or one kind beside names, marks each place once.
    @Test func commonAndRareValuesOfOneFieldAnswerAsAPlainScan() {
        let parks = ["Great Basin", "Grand Teton", "Big Bend", "Glacier"]
        let places = Place.generated(count: 1_000).enumerated().map { number, place in
            var place = place
            // The last word holds both kinds: the bitmap is marked to its end, and 999 from a list.
            place.park = number % 50 == 0 || number == 999 ? parks[1 + number % 3] : parks[0]
            return place
        }
        var index = SearchIndex(places, .places)
        for query in ["g", "gr", "great", "grand", "gra", "b", "bi", "big bend", "glacier", "lake", "basin"] {
            #expect(index.matches(for: query) == Self.plainScan(places, query), "query \(query)")
        }
        #expect(
            index.matches(for: "grand teton").count == places.filter { $0.park == "Grand Teton" }.count)
    }

    /// Each place whose lowercased fields hold the query's lowercased bytes, one at a time.
    static func plainScan(_ places: [Place], _ query: String) -> SearchMatches {
        let needle = Array(query.trimmingCharacters(in: .whitespaces).lowercased().utf8)
        guard !needle.isEmpty else { return SearchMatches(Array(places.indices)) }
        return SearchMatches(
            places.indices.filter { index in
                places[index].fields.contains { field in
                    let bytes = Array(field.lowercased().utf8)
                    return bytes.count >= needle.count
                        && (0...(bytes.count - needle.count)).contains {
                            bytes[$0..<$0 + needle.count].elementsEqual(needle)
                        }
                }
            })
    }

    @Test func nonASCIITextFoldsCase() {
        var place = places[0]
        place.name = "Ærøskøbing Ø"
        var index = SearchIndex([place], .places)
        #expect(index.matches(for: "æRØ") == [0])
    }
}
