import Testing

@testable import LandmarksDomain

@Suite struct LandmarkSearchIndexTests {
    let landmarks = Landmark.fixtures

    func names(_ query: String) -> [String] {
        var index = LandmarkSearchIndex(landmarks)
        return index.matches(for: query).map { landmarks[$0].name }
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

    @Test func aBlankQueryMatchesEverythingAndNonsenseNothing() {
        #expect(names("  ").count == landmarks.count)
        #expect(names("zzzz").isEmpty)
    }

    @Test func matchesNeverSpanTwoFields() {
        // "Rock" ends the name and "Joshua" starts the park: "rockjoshua" must not match.
        #expect(names("rockjoshua").isEmpty)
        #expect(names("rock joshua").isEmpty)
    }

    @Test func narrowingAQueryGivesTheSameAnswerAsSearchingAfresh() {
        let generated = Landmark.generated(count: 5_000)
        var incremental = LandmarkSearchIndex(generated)
        for query in ["e", "ea", "eag", "eagl", "eagle 1", "eagle 12", "eagle 1", "g"] {
            var fresh = LandmarkSearchIndex(generated)
            #expect(incremental.matches(for: query) == fresh.matches(for: query), "query \(query)")
        }
    }

    @Test func nonASCIITextFoldsCase() {
        var landmark = landmarks[0]
        landmark.name = "Ærøskøbing Ø"
        var index = LandmarkSearchIndex([landmark])
        #expect(index.matches(for: "æRØ") == [0])
    }
}
