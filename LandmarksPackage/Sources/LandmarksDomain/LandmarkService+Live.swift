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
    /// `fetchLandmarks` follows its ``CachePolicy``. One landmark or one category is fetched from
    /// the network and, if that fails, answered from the cached list. A favorite change updates
    /// the cached list too, so a later cached read shows it. Invalid records are dropped and
    /// logged; every failure is an ``AppError``.
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
        let backend = LiveLandmarkBackend(client: client, baseURL: baseURL, cache: cache, logger: logger)
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
    let client: NetworkClient
    let baseURL: URL
    let cache: TieredCache
    let logger: Logger

    func allLandmarks() async throws(AppError) -> WireValue<[Landmark]> {
        let (records, body) = try await client.executeKeepingBody(
            LandmarkEndpoints.landmarks(), baseURL: baseURL)
        return WireValue(records.domainModels(logger: logger), bytes: body)
    }

    func landmark(id: Landmark.ID) async throws(AppError) -> Landmark {
        do {
            return try await client.execute(
                LandmarkEndpoints.landmark(id: id), baseURL: baseURL
            ).validated(logger: logger)
        } catch {
            return try await cache.fallback(LandmarkService.allLandmarksKey, for: error) {
                $0.first { $0.id == id }
            }
        }
    }

    func landmarks(in category: Category) async throws(AppError) -> [Landmark] {
        do {
            return try await client.execute(
                LandmarkEndpoints.landmarks(category: category.rawValue), baseURL: baseURL
            ).domainModels(logger: logger)
        } catch {
            return try await cache.fallback(LandmarkService.allLandmarksKey, for: error) {
                $0.filter { $0.category == category }
            }
        }
    }

    func setFavorite(id: Landmark.ID, isFavorite: Bool) async throws(AppError) -> Landmark {
        let updated = try await client.execute(
            LandmarkEndpoints.favorite(id: id, isFavorite: isFavorite), baseURL: baseURL
        ).validated(logger: logger)
        cache.update(LandmarkService.allLandmarksKey) { landmarks in
            if let index = landmarks.firstIndex(where: { $0.id == id }) { landmarks[index] = updated }
        }
        return updated
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
