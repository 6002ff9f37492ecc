import Foundation
public import LandmarksDomain
public import Observation
import Toolkit

/// A titled group of landmarks in the list.
public struct LandmarkSection: Sendable, Equatable {
    /// The section's title.
    public var title: String
    /// Indices into the store's landmarks.
    public var indices: [Int]
}

/// The landmark list: featured and all landmarks, or search results, with one selected.
@MainActor @Observable
public final class LandmarkListModel {
    /// The shared store.
    public let store: LandmarkStore
    /// The search text.
    public private(set) var query = ""
    /// Whether the search field has focus.
    public private(set) var isSearching = false
    /// The selected item, counted across sections.
    public private(set) var selection = 0
    /// How many times the sections were derived, for tests of the cache below.
    @ObservationIgnored package private(set) var sectionBuilds = 0
    @ObservationIgnored private var cachedSections:
        (revision: Int, query: String, sections: [LandmarkSection])?
    /// The sections without a query, kept apart: clearing a search returns to them at once.
    @ObservationIgnored private var cachedBrowsing: (revision: Int, sections: [LandmarkSection])?

    /// Creates the list over `store`.
    public init(store: LandmarkStore) {
        self.store = store
    }

    /// Featured then all landmarks; or, while there is a query, one section of matches.
    /// Derived once per change of landmarks or query, never per frame.
    public var sections: [LandmarkSection] {
        let revision = store.revision
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            if let cachedBrowsing, cachedBrowsing.revision == revision { return cachedBrowsing.sections }
            let sections = makeBrowsingSections()
            cachedBrowsing = (revision, sections)
            return sections
        }
        if let cachedSections, cachedSections.revision == revision, cachedSections.query == query {
            return cachedSections.sections
        }
        sectionBuilds += 1
        let sections = [LandmarkSection(title: "Results", indices: store.search(query))]
        cachedSections = (revision, query, sections)
        return sections
    }

    /// The number of selectable items.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.indices.count } }

    /// The landmark at item `item`, counted across `sections` (the model's, unless the caller
    /// already holds them: a list drawing its rows reads them once, not once a row).
    public func landmark(atItem item: Int, in sections: [LandmarkSection]? = nil) -> Landmark? {
        var offset = item
        for section in sections ?? self.sections {
            if offset < section.indices.count { return store.landmarks[section.indices[offset]] }
            offset -= section.indices.count
        }
        return nil
    }

    /// The selected landmark.
    public var selectedLandmark: Landmark? { landmark(atItem: selection) }

    /// Selects item `item`, clamped to the list.
    public func select(_ item: Int) {
        selection = item.clamped(toCount: itemCount)
    }

    /// Gives the search field focus.
    public func beginSearch() {
        isSearching = true
    }

    /// Replaces the search text; the selection goes back to the first match.
    public func updateQuery(_ text: String) {
        guard text != query else { return }
        query = text
        selection = 0
    }

    /// Takes focus from the search field, clearing the search if asked.
    public func endSearch(clearing: Bool) {
        isSearching = false
        if clearing { updateQuery("") }
    }

    /// Toggles the selected landmark's favorite flag.
    public func toggleFavorite() {
        if let id = selectedLandmark?.id { store.toggleFavorite(id: id) }
    }

    private func makeBrowsingSections() -> [LandmarkSection] {
        sectionBuilds += 1
        let landmarks = store.landmarks
        let featured = landmarks.indices.filter { landmarks[$0].isFeatured }
        return [
            LandmarkSection(title: "Featured", indices: featured),
            LandmarkSection(title: "All landmarks", indices: Array(landmarks.indices)),
        ].filter { !$0.indices.isEmpty }
    }
}
