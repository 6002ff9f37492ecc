public import DesignSystem

extension Page {
    /// The page with a search field over `search`, as SwiftUI's `.searchable` adds one: `/`
    /// focuses it, typing edits the query, ↑/↓ move `results`' selection meanwhile, Enter keeps
    /// the query and leaves the field, and Esc clears it (from the list too, while there is a
    /// query). While a search runs off the main actor, a "Searching…" banner takes the banner's
    /// place.
    ///
    /// ```swift
    /// Page("Landmarks") { list }
    ///     .searchable(model.search, results: list)
    /// ```
    public func searchable<ID>(
        _ search: SearchModel, prompt: String = "press / to search", results: List<ID>?
    ) -> Page {
        searchField(
            SearchField(
                "Search", text: Binding(get: { search.query }, set: search.updateQuery), prompt: prompt,
                isFocused: search.isSearching
            )
            .results(results)
            .onSubmit { search.end(clearing: false) }
            .onCancel { search.end(clearing: true) }
        )
        .keyBinding("/", "Search") { search.begin() }
        .keyBinding(.escape, KeyHint("esc", "Clear"), isAvailable: !search.query.isEmpty) {
            search.end(clearing: true)
        }
        .banner(search.isAnswering ? Banner(.progress, "Searching…") : banner)
    }
}
