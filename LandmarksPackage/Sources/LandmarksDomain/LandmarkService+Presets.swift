import Foundation
public import Toolkit

extension LandmarkService {
    /// Fixture data served from memory after `latency`; favorites persist for the service's life.
    public static func mock(
        latency: Latency = Latency(PresetDefaults.mockLatency), landmarks: [Landmark] = Landmark.fixtures
    )
        -> Self
    {
        let backend = MockLandmarkBackend(landmarks: landmarks, latency: latency)
        return LandmarkService(
            fetchLandmarks: { _ in .single { Fetched(try await backend.all(), from: .network) } },
            fetchLandmark: { id in try await backend.landmark(id: id) },
            fetchCategory: { category in try await backend.all().filter { $0.category == category } },
            setFavorite: { id, isFavorite in try await backend.setFavorite(id: id, isFavorite: isFavorite) },
            clearCache: {},
            changes: { backend.changes.updates() }
        )
    }

    /// A backend with no landmarks at all, answering at once.
    public static var empty: Self { .mock(latency: .zero, landmarks: []) }

    /// A backend where every call fails with `error`, and whose changes stream keeps trying to
    /// open, as a live one does when the server cannot be reached.
    public static func failing(_ error: AppError) -> Self {
        LandmarkService(
            fetchLandmarks: { _ in .single { throw error } },
            fetchLandmark: { _ in throw error },
            fetchCategory: { _ in throw error },
            setFavorite: { _, _ in throw error },
            clearCache: {},
            changes: { ChangeFeed.unreachable(error).changes { _ in nil } }
        )
    }
}

/// The in-memory state behind ``LandmarkService/mock(latency:landmarks:)``. Each favorite set
/// through it goes to every `changes` stream, as the server's do.
actor MockLandmarkBackend {
    nonisolated let changes = ChangeBroadcast<FavoriteChange>()
    private var table: MockTable<Landmark>
    private let latency: Latency

    init(landmarks: [Landmark], latency: Latency) {
        self.table = MockTable(landmarks)
        self.latency = latency
    }

    func all() async throws -> [Landmark] {
        try await latency.elapse()
        return table.records
    }

    func landmark(id: Landmark.ID) async throws -> Landmark {
        try await latency.elapse()
        return try table.record(id)
    }

    func setFavorite(id: Landmark.ID, isFavorite: Bool) async throws -> Landmark {
        try await latency.elapse()
        let landmark = try table.update(id) { $0.isFavorite = isFavorite }
        changes.send(FavoriteChange(landmarkId: id, isFavorite: isFavorite))
        return landmark
    }
}

extension LandmarkService {
    /// The Landmarks presets, for its harness and the app alike.
    public static let presets = ServicePresets<LandmarkService>.standard(
        mock: "14 fixture landmarks",
        data: { latency, count in
            .mock(latency: latency, landmarks: count.map(Landmark.generated(count:)) ?? Landmark.fixtures)
        },
        empty: ("a server with no landmarks", { .empty }),
        failing: LandmarkService.failing,
        offline: (
            "no network, and a cache holding the fixtures (not data of yours): the list shows them as cached",
            { .offline() }
        ),
        live: (
            "the backend at --server, through the disk cache; --user to save favorites",
            {
                .live(
                    client: $0.client, baseURL: $0.baseURL, cache: $0.cache, changes: $0.changes,
                    logger: $0.logger)
            }
        )
    )
}
