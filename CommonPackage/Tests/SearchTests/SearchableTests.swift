import DesignSystem
import Search
import Testing

/// `.searchable` puts a search field over a model on a page, with the keys SwiftUI's gives.
@MainActor @Suite struct SearchableTests {
    let places = Place.fixtures
    let search: SearchModel

    init() {
        let places = places
        search = SearchModel(.places, items: { places }, revision: { 1 })
    }

    /// The page as a view would draw it now, over the search's current state.
    func page() -> Page {
        var selected: Place.ID?
        let list = List("Places", places, selection: Binding(get: { selected }, set: { selected = $0 })) {
            Text([Line($0.name)])
        }
        return Page("Places") { list }
            .banner(Banner(.info, "Kept"))
            .searchable(search, results: list)
    }

    func press(_ keys: Key...) {
        for key in keys { _ = FocusChain(page()).dispatch(key) }
    }

    @Test func slashFocusesTheFieldTypingEditsTheQueryAndEnterKeepsIt() {
        #expect(page().field?.isFocused == false)
        press(.character("/"))
        #expect(search.isSearching)
        press(.character("b"), .character("a"), .character("y"))
        #expect(search.query == "bay")
        #expect(search.matches.map { $0.map { places[$0].name } } == ["Icy Bay"])
        press(.enter)
        #expect(!search.isSearching)
        #expect(search.query == "bay")
    }

    @Test func escClearsTheQueryFromTheFieldAndFromTheList() {
        press(.character("/"), .paste("lake"), .escape)
        #expect(search.query == "")
        press(.character("/"), .paste("lake"), .enter)
        #expect(search.query == "lake")
        press(.escape)
        #expect(search.query == "", "from the list too, while there is a query")
    }

    @Test func thePagesBannerStaysWhileNoSearchRunsOffTheMainActor() {
        press(.character("/"), .character("l"))
        #expect(!search.isAnswering)
        #expect(page().banner == Banner(.info, "Kept"))
    }
}
