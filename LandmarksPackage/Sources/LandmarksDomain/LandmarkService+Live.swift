public import Foundation
import LandmarksApi
public import Logger
public import Toolkit

extension LandmarkService {
    /// The landmark list's cache entry. The disk keeps the server's bytes for it and reads them
    /// back through the same decoding and mapping as the network path (records that no longer
    /// validate are dropped, unlogged, as they were when they arrived).
    public static let allLandmarksKey = CacheKey<[Landmark]>("landmarks.all") { bytes in
        try JSONCoding.decoder().decode([LandmarkApiModel].self, from: bytes).domainModels(logger: .disabled)
    }

    /// The backend over HTTP, with the landmark list kept in `cache`.
    ///
    /// `fetchLandmarks` follows its `CachePolicy`. One landmark or one category is fetched from
    /// the network and, if that fails, answered from the cached list. A favorite change updates
    /// the cached list too, so a later cached read shows it. Invalid records are dropped and
    /// logged; every failure is an `AppError`.
    ///
    /// ```swift
    /// let service = LandmarkService.live(
    ///     client: NetworkClient.live().intercepted(by: [AuthInterceptor(tokens: tokens)]),
    ///     baseURL: env.baseURL, cache: cache)
    /// ```
    public static func live(
        client: NetworkClient, baseURL: URL, cache: TieredCache, changes feed: ChangeFeed = .none,
        logger: Logger = .disabled
    ) -> Self {
        let backend = LiveLandmarkBackend(
            records: LiveRecords(
                client: client, baseURL: baseURL, cache: cache, list: allLandmarksKey, logger: logger))
        return LandmarkService(
            fetchLandmarks: { policy in
                cache.fetch(Self.allLandmarksKey, policy: policy, fromWire: backend.allLandmarks)
            },
            fetchLandmark: { id in try await backend.landmark(id: id) },
            fetchCategory: { category in try await backend.landmarks(in: category) },
            setFavorite: { id, isFavorite in try await backend.setFavorite(id: id, isFavorite: isFavorite) },
            clearCache: { cache.removeAll() },
            changes: { feed.changes(FavoriteChange.init(event:)) }
        )
    }
}

/// The requests behind ``LandmarkService/live(client:baseURL:cache:logger:)``.
struct LiveLandmarkBackend: Sendable {
    /// The server's records: the list, and one or a few from the cached list when the network
    /// fails.
    let records: LiveRecords<LandmarkApiModel>

    func allLandmarks() async throws(AppError) -> WireValue<[Landmark]> {
        try await records.all(LandmarkEndpoints.landmarks())
    }

    func landmark(id: Landmark.ID) async throws(AppError) -> Landmark {
        try await records.one(LandmarkEndpoints.landmark(id: id)) { $0.first { $0.id == id } }
    }

    func landmarks(in category: Category) async throws(AppError) -> [Landmark] {
        try await records.some(LandmarkEndpoints.landmarks(category: category.rawValue)) {
            $0.category == category
        }
    }

    func setFavorite(id: Landmark.ID, isFavorite: Bool) async throws(AppError) -> Landmark {
        try await records.change(LandmarkEndpoints.setFavorite(id: id, isFavorite: isFavorite)) {
            updated, landmarks in
            if let index = landmarks.firstIndex(where: { $0.id == id }) { landmarks[index] = updated }
        }
    }
}

extension LandmarkService {
    /// The live service with no network and `cached` in its cache, as after an earlier run:
    /// every list shows the cached landmarks and says so; changes fail as they would offline.
    public static func offline(cached: [Landmark] = Landmark.fixtures) -> Self {
        let cache = TieredCache(disk: nil)
        cache.insert(cached, for: allLandmarksKey)
        return .live(
            client: .offline, baseURL: URL(filePath: "/"), cache: cache,
            changes: .unreachable(.networkOffline))
    }
}

extension FavoriteChange {
    /// The change a `favorite.added` or `favorite.removed` event carries; `nil` for any other.
    init?(event: ServerSentEvent) {
        guard FavoriteEvent(rawValue: event.event) != nil,
            let record = try? JSONCoding.decoder().decode(
                FavoriteChangeApiModel.self, from: Data(event.data.utf8))
        else { return nil }
        self.init(landmarkId: record.landmarkId, isFavorite: record.isFavorite)
    }
}
