public import Foundation
public import LandmarksDomain
public import Observation
public import Toolkit

/// A titled group of landmarks in the list.
public struct LandmarkSection: Sendable, Equatable {
    /// The section's title.
    public var title: String
    /// Indices into the store's landmarks, in order.
    public var indices: LandmarkMatches
}

/// The landmark list: featured and all landmarks, or search results, with one selected by id.
@MainActor @Observable
public final class LandmarkListModel {
    /// The landmarks and their search, shared with the other screens of the tab.
    public let store: LandmarkStore
    /// The search text.
    public private(set) var query = "" {
        didSet { isBlankQuery = query.trimmingWhitespace().isEmpty }
    }
    /// Whether the search text is only spaces: no search. Kept as the text changes, since the
    /// sections ask at each read, several times a frame.
    @ObservationIgnored private var isBlankQuery = true
    /// Whether the search field has focus.
    public private(set) var isSearching = false
    /// The selected landmark; `nil` selects the first row. A featured landmark has a row in
    /// Featured and one in All landmarks: the list keeps the one it was on.
    public var selection: Landmark.ID?
    /// Where the list is scrolled.
    public let scroll = ScrollPosition()
    /// How many times the sections were derived, for tests of the cache below.
    @ObservationIgnored package private(set) var sectionBuilds = 0
    @ObservationIgnored private var cachedSections:
        (revision: Int, query: String, sections: [LandmarkSection])?
    /// The sections without a query, kept apart: clearing a search returns to them at once.
    @ObservationIgnored private var cachedBrowsing: (revision: Int, sections: [LandmarkSection])?
    /// Whether a search for the query runs off the main actor (one the store's index expects to
    /// read many entries, among many landmarks): the list shows the last answer meanwhile, and a
    /// progress banner, which headless runs wait for.
    public private(set) var isAnswering = false
    /// The search running off the main actor, and what it answers.
    @ObservationIgnored private var answering: (query: String, revision: Int, task: Task<Void, Never>)?
    /// Counts the answers from off the main actor, so the list redraws when one comes.
    private var answers = 0
    /// The sections last shown: what the list shows while the next answer is on its way.
    @ObservationIgnored private var shown: [LandmarkSection] = []

    /// Creates the list over `store`.
    public init(store: LandmarkStore) {
        self.store = store
    }

    /// Featured then all landmarks; or, while there is a query, one section of matches.
    /// Derived once per change of landmarks or query, never per frame. With many landmarks the
    /// matches come from off the main actor, and until they do this is the last answer shown.
    public var sections: [LandmarkSection] {
        let sections = currentSections
        shown = sections
        return sections
    }

    private var currentSections: [LandmarkSection] {
        // Both read first, so that a view drawn from the sections follows the query too.
        let (revision, query) = (store.revision, query)
        guard !isBlankQuery else {
            if let cachedBrowsing, cachedBrowsing.revision == revision { return cachedBrowsing.sections }
            let sections = makeBrowsingSections()
            cachedBrowsing = (revision, sections)
            return sections
        }
        _ = answers
        if let cachedSections, cachedSections.revision == revision, cachedSections.query == query {
            return cachedSections.sections
        }
        if store.searchesInBackground(query) {
            // The landmarks changed under the query: answer it again, after this frame.
            if answering == nil { Task { self.answerInBackground() } }
            return shown
        }
        sectionBuilds += 1
        let sections = [LandmarkSection(title: "Results", indices: store.search(query))]
        cachedSections = (revision, query, sections)
        return sections
    }

    /// Searches for the query off the main actor, dropping the search the last query started:
    /// keys are handled as they come, and only the last query's answer is shown.
    private func answerInBackground() {
        let (query, revision) = (self.query, store.revision)
        if let answering, answering.query == query, answering.revision == revision { return }
        stopAnswering()
        guard !query.trimmingWhitespace().isEmpty,
            cachedSections.map({ $0.revision != revision || $0.query != query }) ?? true
        else { return }
        isAnswering = true
        // Started now, within the key that asked for it, not once the main actor is free: the
        // search runs on another core while the frame that shows the key is drawn.
        let search = store.searchInBackground(query)
        let task = Task {
            let matches = await search.answer()
            guard !Task.isCancelled else { return }
            answering = nil
            isAnswering = false
            guard let matches, store.revision == revision, self.query == query else { return }
            sectionBuilds += 1
            cachedSections = (revision, query, [LandmarkSection(title: "Results", indices: matches)])
            answers += 1
        }
        answering = (query, revision, task)
    }

    /// The number of selectable items.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.indices.count } }

    /// The landmark Enter opens and `f` stars: the selected one, else the first row's; `nil`
    /// when nothing matches.
    public var selectedLandmark: Landmark? {
        if let selection, let landmark = store.landmark(id: selection) { return landmark }
        return sections.first?.indices.first.map { store.landmarks[$0] }
    }

    /// Gives the search field focus.
    public func beginSearch() {
        isSearching = true
    }

    /// Replaces the search text; the selection goes back to the first match.
    public func updateQuery(_ text: String) {
        guard text != query else { return }
        query = text
        selection = nil
        if store.searchesInBackground(text) {
            answerInBackground()
        } else if answering != nil {
            // Answered as the frame is drawn: the search the last key started is stale.
            stopAnswering()
        }
    }

    /// Drops the search running off the main actor, if any, and its progress banner.
    private func stopAnswering() {
        answering?.task.cancel()
        answering = nil
        isAnswering = false
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
            LandmarkSection(title: "Featured", indices: LandmarkMatches(featured)),
            LandmarkSection(title: "All landmarks", indices: .all(landmarks.count)),
        ].filter { !$0.indices.isEmpty }
    }
}
