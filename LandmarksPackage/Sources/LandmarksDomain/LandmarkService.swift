public import Foundation
public import Toolkit

/// Everything the Landmarks feature asks of the outside world, as a struct of closures.
///
/// Presets are values: ``mock(latency:landmarks:)``, ``empty``, ``failing(_:)`` and, with the
/// live data path, `.live(...)`. Tests build one and replace only the closures they use.
/// Every closure throws only `AppError`.
public struct LandmarkService: Sendable {
    /// Every landmark. Delivers once, or twice for `CachePolicy.cacheThenFetch` with a cache hit
    /// (cached first, then the network's answer).
    public var fetchLandmarks:
        @Sendable (_ policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Landmark]>, any Error>
    /// One landmark.
    public var fetchLandmark: @Sendable (_ id: Landmark.ID) async throws -> Landmark
    /// The landmarks in one category.
    public var fetchCategory: @Sendable (_ category: Category) async throws -> [Landmark]
    /// Sets the favorite flag and answers the landmark as the server now sees it.
    public var setFavorite: @Sendable (_ id: Landmark.ID, _ isFavorite: Bool) async throws -> Landmark
    /// Forgets everything cached.
    public var clearCache: @Sendable () async -> Void
    /// Favorites changed on other devices while the stream is followed; ends when nothing more
    /// will come (signed out, or a preset without a server).
    public var changes: @Sendable () -> AsyncStream<LiveUpdate<FavoriteChange>>

    /// Creates a service from its closures.
    public init(
        fetchLandmarks:
            @escaping @Sendable (_ policy: CachePolicy) -> AsyncThrowingStream<
                Fetched<[Landmark]>, any Error
            >,
        fetchLandmark: @escaping @Sendable (_ id: Landmark.ID) async throws -> Landmark,
        fetchCategory: @escaping @Sendable (_ category: Category) async throws -> [Landmark],
        setFavorite: @escaping @Sendable (_ id: Landmark.ID, _ isFavorite: Bool) async throws -> Landmark,
        clearCache: @escaping @Sendable () async -> Void,
        changes: @escaping @Sendable () -> AsyncStream<LiveUpdate<FavoriteChange>> = { .finished }
    ) {
        self.fetchLandmarks = fetchLandmarks
        self.fetchLandmark = fetchLandmark
        self.fetchCategory = fetchCategory
        self.setFavorite = setFavorite
        self.clearCache = clearCache
        self.changes = changes
    }
}

/// A landmark starred or unstarred on another device.
public struct FavoriteChange: Sendable, Hashable {
    /// The landmark.
    public var landmarkId: Landmark.ID
    /// Whether it is a favorite now.
    public var isFavorite: Bool

    /// The change.
    public init(landmarkId: Landmark.ID, isFavorite: Bool) {
        self.landmarkId = landmarkId
        self.isFavorite = isFavorite
    }
}
