public import Observation
import Toolkit

/// A search over a feature's items, as SwiftUI's `.searchable` gives a view one: the query, the
/// search field's focus, and the matches, with the work that makes them fast at a million items
/// kept inside.
///
/// ```swift
/// let search = SearchModel(.landmarks, items: { store.landmarks }, revision: { store.revision })
/// // In a view: the matches while there is a query, else the whole list.
/// if let matches = search.matches { … }
/// // On its page: the field, `/` to focus it, Esc to clear it.
/// Page("Landmarks") { list }.searchable(search, results: list)
/// ```
///
/// Inside:
/// - **An index per revision.** Whenever `revision` moves, the items are indexed again off the
///   main actor, on two cores (``SearchIndex/building(_:_:)``), so the first key of a search
///   does not pay for indexing. The index keeps the answer to each prefix of the query, so a key
///   that extends it narrows the last answer and a backspace is answered without a search.
/// - **Searches off the main actor.** A search the index expects to read more than
///   ``inlineLimit`` entries (a first key among a million items) runs on another core: the key
///   is handled at once, ``matches`` stays the last answer meanwhile and ``isAnswering`` says
///   so, and a search the next key made stale is cancelled. Any other search is answered as its
///   key is handled.
/// - **Memos.** The matches are made once per query and revision, never per frame.
///
/// It is not generic over the items, though it searches any: a generic `@Observable` class makes
/// the key path of each property it reads or sets at run time (about 17 µs a key here), so the
/// items are taken in by closures made in the generic initializer.
@MainActor @Observable
public final class SearchModel {
    /// The search text.
    public private(set) var query = "" {
        didSet { isBlank = query.trimmingWhitespace().isEmpty }
    }
    /// Whether the query is only spaces: no search. Kept as the query changes, since views ask
    /// at each read, several times a frame.
    @ObservationIgnored public private(set) var isBlank = true
    /// Whether the search field has focus.
    public private(set) var isSearching = false
    /// Whether a search for the query runs off the main actor: ``matches`` is the last answer
    /// meanwhile, and a page shows a progress banner, which headless runs wait for.
    public private(set) var isAnswering = false
    /// The most entries (names, postings, items marked) a search reads on the main actor, as its
    /// key is handled, rather than on another core.
    public let inlineLimit: Int
    /// How many times matches were made, in place or off the main actor: each query and revision
    /// once, and none for a search dropped as stale.
    @ObservationIgnored public private(set) var answersMade = 0
    /// Called when the query changes, after it does: a list goes back to its first row.
    @ObservationIgnored public var onQueryChange: (@MainActor () -> Void)?

    /// The items as they are now, to index on one core or two.
    @ObservationIgnored private let items: @MainActor () -> Indexing
    /// How many items there are now, asked at every key without making an `Indexing`.
    @ObservationIgnored private let itemCount: @MainActor () -> Int
    @ObservationIgnored private let revision: @MainActor () -> Int
    /// The index of the items at a revision, with the answers it keeps.
    @ObservationIgnored private var index: (revision: Int, index: SearchIndex)?
    /// The index being built off the main actor, which a search started meanwhile waits for.
    @ObservationIgnored private var building: (revision: Int, index: Task<SearchIndex, Never>)?
    /// Keeps the index `building` makes, once made.
    @ObservationIgnored private var keeping: Task<Void, Never>?
    @ObservationIgnored private var answered: (revision: Int, query: String, matches: SearchMatches)?
    /// The search running off the main actor, and what it answers.
    @ObservationIgnored private var answering: (query: String, revision: Int, task: Task<Void, Never>)?
    /// Counts the answers from off the main actor, so views redraw when one comes.
    private var answers = 0
    /// The matches last read: what ``matches`` is while the next answer is on its way.
    @ObservationIgnored private var shown: SearchMatches?

    /// A search of `fields` over `items`, indexed again whenever `revision` moves (read under
    /// observation: an `@Observable` store's counter). A search expected to read more than
    /// `inlineLimit` entries runs off the main actor.
    public init<Item: Sendable>(
        _ fields: SearchFields<Item>, items: @escaping @MainActor () -> [Item],
        revision: @escaping @MainActor () -> Int, inlineLimit: Int = defaultInlineLimit
    ) {
        self.items = { Indexing(items(), fields) }
        self.itemCount = { items().count }
        self.revision = revision
        self.inlineLimit = inlineLimit
        followRevision()
    }

    /// The ``inlineLimit`` unless told otherwise: 100,000 entries take at most about a
    /// millisecond here, and most searches that extend a query far less, which sending the
    /// search to another core and its answer back would more than double.
    public nonisolated static let defaultInlineLimit = 100_000

    /// Indices into the items of those matching the query, in order; `nil` while the query is
    /// blank (show every item). Made once per query and revision. While a search runs off the
    /// main actor, the answer last read.
    public var matches: SearchMatches? {
        let matches = currentMatches
        shown = matches
        return matches
    }

    private var currentMatches: SearchMatches? {
        // Both read first, so that a view drawn from the matches follows the query too.
        let (revision, query) = (revision(), query)
        guard !isBlank else { return nil }
        _ = answers
        if let answered, answered.revision == revision, answered.query == query { return answered.matches }
        if searchesInBackground(query) {
            // The items changed under the query: answer it again, after this frame.
            if answering == nil { Task { self.answerInBackground() } }
            return shown
        }
        ensureIndex(at: revision)
        let matches = index?.index.matches(for: query) ?? []
        answersMade += 1
        answered = (revision, query, matches)
        return matches
    }

    /// Gives the search field focus.
    public func begin() {
        isSearching = true
    }

    /// Takes focus from the search field, clearing the query if asked.
    public func end(clearing: Bool) {
        isSearching = false
        if clearing { updateQuery("") }
    }

    /// Replaces the query: a search expected to read much starts off the main actor now, within
    /// the key that asked for it; a smaller one is answered when ``matches`` is next read.
    public func updateQuery(_ text: String) {
        guard text != query else { return }
        query = text
        onQueryChange?()
        if searchesInBackground(text) {
            answerInBackground()
        } else if answering != nil {
            // Answered as the frame is drawn: the search the last key started is stale.
            stopAnswering()
        }
    }

    /// Whether a search for `query` is better run off the main actor: the items are more than
    /// ``inlineLimit`` and the index expects the search to read more entries than that (or is
    /// still being built), so it could hold up the next key.
    public func searchesInBackground(_ query: String) -> Bool {
        guard itemCount() > inlineLimit else { return false }
        guard let index, index.revision == revision() else { return true }
        return index.index.expectedWork(for: query) > inlineLimit
    }

    /// Waits until the index of the current items is built.
    public func indexReady() async {
        ensureBuilding(at: revision())
        await keeping?.value
    }

    /// Builds the index whenever the revision moves, from the first one on.
    private func followRevision() {
        let revision = withObservationTracking {
            self.revision()
        } onChange: { [weak self] in
            Task { @MainActor in self?.followRevision() }
        }
        ensureBuilding(at: revision)
    }

    /// Starts building the index of the items at `revision` off the main actor, on two cores,
    /// unless it is built or being built.
    private func ensureBuilding(at revision: Int) {
        guard index?.revision != revision, building?.revision != revision else { return }
        keeping?.cancel()
        let items = items()
        // Started here, not in the task below, which runs only once this actor is free.
        let built = Task.detached(priority: .utility) { await items.onTwoCores() }
        building = (revision, built)
        keeping = Task {
            let index = await built.value
            guard !Task.isCancelled, self.index?.revision != revision else { return }
            self.index = (revision, index)
            if building?.revision == revision { building = nil }
        }
    }

    /// Makes sure the index of the items at `revision` is here, building it in place if not.
    private func ensureIndex(at revision: Int) {
        if index?.revision != revision { index = (revision, items().onOneCore()) }
    }

    /// Searches for the query off the main actor, dropping the search the last query started:
    /// keys are handled as they come, and only the last query's answer is shown.
    private func answerInBackground() {
        let (query, revision) = (self.query, revision())
        if let answering, answering.query == query, answering.revision == revision { return }
        stopAnswering()
        guard !isBlank, answered.map({ $0.revision != revision || $0.query != query }) ?? true else { return }
        isAnswering = true
        // Started now, within the key that asked for it, not once the main actor is free: the
        // search runs on another core while the frame that shows the key is drawn.
        let search = searchOffTheMainActor(query, at: revision)
        let task = Task {
            let answer = await withTaskCancellationHandler {
                await search.value
            } onCancel: {
                search.cancel()
            }
            guard !Task.isCancelled else { return }
            answering = nil
            isAnswering = false
            guard let (searched, matches) = answer, self.revision() == revision, self.query == query else {
                return
            }
            // The index keeps the answer, for the next key to narrow: only from a search that
            // finished.
            index = (revision, searched)
            answersMade += 1
            answered = (revision, query, matches)
            answers += 1
        }
        answering = (query, revision, task)
    }

    /// A search for `query` on another core, over the index at `revision`: the one built, the
    /// one being built once it is, or one built there.
    private func searchOffTheMainActor(_ query: String, at revision: Int) -> Task<
        (SearchIndex, SearchMatches)?, Never
    > {
        let ready = index?.revision == revision ? index?.index : nil
        let coming = building?.revision == revision ? building?.index : nil
        let index: @Sendable () async -> SearchIndex =
            if let ready { { ready } } else if let coming { { await coming.value } } else {
                items().onOneCore
            }
        return Task.detached(priority: .userInitiated) {
            var searching = await index()
            guard let matches = searching.matches(for: query, isCancelled: { Task.isCancelled }) else {
                return nil
            }
            return (searching, matches)
        }
    }

    /// Drops the search running off the main actor, if any, and its progress banner.
    private func stopAnswering() {
        answering?.task.cancel()
        answering = nil
        isAnswering = false
    }
}

/// Items to index, whatever their type: their index made on one core or on two.
private struct Indexing: Sendable {
    let onOneCore: @Sendable () -> SearchIndex
    let onTwoCores: @Sendable () async -> SearchIndex

    init<Item: Sendable>(_ items: [Item], _ fields: SearchFields<Item>) {
        onOneCore = { SearchIndex(items, fields) }
        onTwoCores = { await SearchIndex.building(items, fields) }
    }
}
