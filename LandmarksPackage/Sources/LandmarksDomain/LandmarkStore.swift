public import Foundation
public import Logger
public import Observation
public import Toolkit

/// The Landmarks feature's single source of truth: the landmarks, how the last load went and
/// where the data came from, and each favorite change in flight.
///
/// Intents (`load`, `toggleFavorite`) change state synchronously and then start their work, so
/// a view drawn right after an intent already shows its progress.
@MainActor @Observable
public final class LandmarkStore: LoadingStore {
    /// The landmarks shown, in the order the service gave them. Kept while reloading.
    public private(set) var landmarks: [Landmark] = []
    /// Increases when the set of landmarks or their content changes, but not for favorite flips,
    /// so views can cache what they derive (sections, search index, counts) until it moves.
    public private(set) var revision = 0
    /// The state of each landmark's latest favorite change.
    public private(set) var favoriteUpdates: [Landmark.ID: MutationState] = [:]
    /// Whether favorites changed on other devices arrive as they happen.
    public private(set) var liveStatus: LiveStatus = .off

    /// Called with each favorite changed on another device once it is applied (a banner says
    /// so).
    @ObservationIgnored public var onRemoteChange: @MainActor (FavoriteChange) -> Void = { _ in }
    @ObservationIgnored private let service: LandmarkService
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private var indexByID: [Landmark.ID: Int] = [:]
    @ObservationIgnored private let loader: FetchLoader
    @ObservationIgnored fileprivate var searchIndex: LandmarkSearchIndex?
    @ObservationIgnored private var indexTask: Task<Void, Never>?
    /// The index `indexTask` waits for, which a search started meanwhile waits for too.
    @ObservationIgnored private var indexBuilding: Task<LandmarkSearchIndex, Never>?
    @ObservationIgnored private let following = ChangeFollower<FavoriteChange>()

    /// Creates a store over `service`; a search that reads more than `inlineSearchLimit` entries
    /// runs off the main actor.
    public init(
        service: LandmarkService, logger: Logger = .disabled,
        inlineSearchLimit: Int = LandmarkStore.defaultInlineSearchLimit
    ) {
        self.service = service
        self.inlineSearchLimit = inlineSearchLimit
        self.logger = logger
        self.loader = FetchLoader("landmarks", logger: logger)
    }

    /// How the last load went; when loaded, where the landmarks came from.
    public var state: LoadingState<DataOrigin> { loader.state }
    /// A refresh that failed while earlier landmarks stayed on screen.
    public var refreshError: AppError? { loader.refreshError }
    /// Whether cached landmarks are on screen while the network's answer is still on its way.
    public var isRefreshing: Bool { loader.isRefreshing }

    /// Whether any landmarks are loaded.
    public var hasContent: Bool { !landmarks.isEmpty }

    /// The landmark with `id`, if loaded.
    public func landmark(id: Landmark.ID) -> Landmark? {
        indexByID[id].map { landmarks[$0] }
    }

    /// Where the landmark `id` is in ``landmarks``.
    public func index(of id: Landmark.ID) -> Int? {
        indexByID[id]
    }

    /// Loads the landmarks, cancelling a load already running. Each delivery replaces the list.
    ///
    /// - Returns: the load's task, for callers (tests, a refresh gesture) that await its end.
    @discardableResult
    public func load(policy: CachePolicy = .cacheThenFetch) -> Task<Void, Never> {
        followChanges()
        return loader.load(
            policy: policy, isShowingValue: !landmarks.isEmpty, from: service.fetchLandmarks(policy)
        ) {
            [weak self] landmarks in self?.replace(with: landmarks)
        }
    }

    /// Follows favorites changed on other devices, unless already following: each is applied
    /// in place (a flag this device is saving waits for its own answer); "reload everything"
    /// loads again. ``load(policy:)`` starts it, ``stop()`` ends it.
    public func followChanges() {
        following.follow(service.changes) { [weak self] update in
            self?.receive(update)
        } ended: { [weak self] in
            self?.liveStatus = .off
        }
    }

    private func receive(_ update: LiveUpdate<FavoriteChange>) {
        switch update {
        case let .change(change):
            guard let index = indexByID[change.landmarkId], favoriteUpdates[change.landmarkId] != .inProgress,
                landmarks[index].isFavorite != change.isFavorite
            else { return }
            landmarks[index].isFavorite = change.isFavorite
            onRemoteChange(change)
        case .reloadEverything: load(policy: .networkOnly)
        case .connected, .reconnecting: liveStatus = LiveStatus(update) ?? liveStatus
        }
    }

    /// Stops the work the store started (a load, the search index build), for a screen that
    /// goes away. A favorite already sent still finishes, so nothing saved is lost.
    public func stop() {
        loader.cancel()
        indexTask?.cancel()
        following.stop()
        liveStatus = .off
    }

    /// Flips a landmark's favorite flag at once, then asks the service; if it refuses, the flag
    /// goes back and the failure is recorded for the landmark.
    ///
    /// - Returns: the request's task, or `nil` when the landmark is unknown or already saving.
    @discardableResult
    public func toggleFavorite(id: Landmark.ID) -> Task<Void, Never>? {
        guard let index = indexByID[id], favoriteUpdates[id] != .inProgress else { return nil }
        let newValue = !landmarks[index].isFavorite
        landmarks[index].isFavorite = newValue
        favoriteUpdates[id] = .inProgress
        return Task { [service, logger] in
            do {
                let updated = try await service.setFavorite(id, newValue)
                apply(updated)
                favoriteUpdates[id] = .succeeded
            } catch {
                let error = AppError(error)
                logger.warning("favorite update failed", metadata: ["id": "\(id)", "error": "\(error)"])
                if let index = indexByID[id] { landmarks[index].isFavorite = !newValue }
                favoriteUpdates[id] = .failed(error)
            }
        }
    }

    /// Indices into ``landmarks`` of those whose name, park, place or category contains `query`.
    public func search(_ query: String) -> LandmarkMatches {
        if searchIndex == nil { searchIndex = LandmarkSearchIndex(landmarks) }
        return searchIndex?.matches(for: query) ?? []
    }

    /// Whether a search for `query` is better run off the main actor: the landmarks are more
    /// than ``inlineSearchLimit`` and the search index expects the search to read more entries
    /// than that (or is still being built), so it could hold up the next key.
    public func searchesInBackground(_ query: String) -> Bool {
        guard landmarks.count > inlineSearchLimit else { return false }
        return searchIndex.map { $0.expectedWork(for: query) > inlineSearchLimit } ?? true
    }

    /// The most entries (names, postings, landmarks marked) a search reads on the main actor, as
    /// its key is handled, rather than on another core.
    public let inlineSearchLimit: Int

    /// The ``inlineSearchLimit`` unless told otherwise: 100,000 entries take at most about a
    /// millisecond here, and most searches that extend a query far less, which sending the
    /// search to another core and its answer back would more than double.
    public static let defaultInlineSearchLimit = 100_000

    /// ``search(_:)`` off the main actor, started at once: it runs on another core while the
    /// caller goes on (draws the frame that shows the key), and its
    /// ``BackgroundSearch/answer()`` comes back to the main actor once.
    public func searchInBackground(_ query: String) -> BackgroundSearch {
        let revision = revision
        let (index, building) = (searchIndex, indexBuilding)
        let snapshot = index == nil && building == nil ? landmarks : []
        let search = Task.detached(priority: .userInitiated) {
            () -> (LandmarkSearchIndex, LandmarkMatches)? in
            var searching =
                if let index { index } else if let building { await building.value } else {
                    LandmarkSearchIndex(snapshot)
                }
            guard let matches = searching.matches(for: query, isCancelled: { Task.isCancelled }) else {
                return nil
            }
            return (searching, matches)
        }
        return BackgroundSearch(store: self, revision: revision, search: search)
    }

    /// Waits until the search index for the current landmarks is built.
    public func searchIndexReady() async {
        await indexTask?.value
    }

    private func replace(with newLandmarks: [Landmark]) {
        landmarks = newLandmarks
        // The search index starts building first, on other threads, while the lookup by id is
        // built here: at a million, each takes a few tenths of a second.
        contentChanged()
        indexByID = Dictionary(firstIndicesOf: newLandmarks, by: \.id)
    }

    /// Bumps the revision and rebuilds the search index in the background, on two cores
    /// (``LandmarkSearchIndex/building(_:)``), so the first keystroke of a search does not pay for
    /// indexing (load to index ready: about 70 ms at 100,000 landmarks).
    private func contentChanged() {
        revision += 1
        searchIndex = nil
        indexTask?.cancel()
        let (revision, snapshot) = (revision, landmarks)
        // Started here, not in the task below, which runs only once this actor is free.
        let building = Task.detached(priority: .utility) { await LandmarkSearchIndex.building(snapshot) }
        indexBuilding = building
        indexTask = Task {
            let index = await building.value
            if !Task.isCancelled, self.revision == revision, self.searchIndex == nil {
                self.searchIndex = index
            }
        }
    }

    private func apply(_ landmark: Landmark) {
        guard let index = indexByID[landmark.id], landmarks[index] != landmark else { return }
        var favoriteOnly = landmark
        favoriteOnly.isFavorite = landmarks[index].isFavorite
        let isContentChange = favoriteOnly != landmarks[index]
        landmarks[index] = landmark
        if isContentChange { contentChanged() }
    }
}

/// A search ``LandmarkStore/searchInBackground(_:)`` started off the main actor.
@MainActor
public struct BackgroundSearch {
    fileprivate let store: LandmarkStore
    /// The store's revision when the search started.
    fileprivate let revision: Int
    fileprivate let search: Task<(LandmarkSearchIndex, LandmarkMatches)?, Never>

    /// The answer, once the search ends: `nil` when the task awaiting it was cancelled (the next
    /// key made the query stale), which cancels the search, or when the landmarks changed
    /// meanwhile. The store's index keeps the answer, for the next key to narrow, only from a
    /// search that finished. It resumes on the main actor straight from the search: a task of
    /// its own in between would wait for the main actor a second time, a frame later.
    public func answer() async -> LandmarkMatches? {
        let answer = await withTaskCancellationHandler {
            await search.value
        } onCancel: { [search] in
            search.cancel()
        }
        guard let (searched, matches) = answer, !Task.isCancelled, revision == store.revision else {
            return nil
        }
        store.searchIndex = searched
        return matches
    }
}
