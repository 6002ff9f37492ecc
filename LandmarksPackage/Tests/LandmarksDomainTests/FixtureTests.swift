import Testing

@testable import LandmarksDomain

@Suite struct FixtureTests {
    @Test func fixturesAreEnoughAndVaried() {
        let fixtures = Landmark.fixtures
        #expect(fixtures.count >= 12)
        #expect(Set(fixtures.map(\.category)).count >= 3)
        #expect(Set(fixtures.map(\.id)).count == fixtures.count)
        #expect(fixtures.filter(\.isFeatured).count == 4)
        #expect(fixtures.allSatisfy { (try? $0.apiModel.domainModel()) == $0 })
    }

    @Test func generatedLandmarksAreDeterministicAndCoverEveryCategory() {
        let first = Landmark.generated(count: 1_000)
        #expect(first == Landmark.generated(count: 1_000))
        #expect(first.count == 1_000)
        #expect(Set(first.map(\.category)) == Set(Category.allCases))
        #expect(first.filter(\.isFeatured).count == 100)
        #expect(Set(first.map(\.id)).count == 1_000)
        #expect(Landmark.generated(count: 0).isEmpty)
    }

    @Test func categoriesHaveDisplayNamesAndDeclarationOrder() {
        #expect(
            Category.allCases.map(\.displayName) == ["Lakes", "Mountains", "Rivers", "Canyons", "Coasts"])
        #expect(Category.allCases.sorted() == Category.allCases)
    }
}
