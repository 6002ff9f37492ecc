public import Foundation
import TrailsApi
public import Logger
public import Toolkit

/// Everything the Trails feature asks of the outside world, as closures, so tests and
/// previews swap in any behaviour.
public struct TrailService: Sendable {
    /// Every trail, following the cache policy: from the cache, the network, or both.
    public var fetchAll: @Sendable (_ policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Trail]>, any Error>
    /// One trail.
    public var fetchOne: @Sendable (_ id: Trail.ID) async throws -> Trail
    /// Trails changed on other devices, as the store follows them. Empty until the feature has
    /// events of its own on `GET /events`: then `live` maps them from its `ChangeFeed`, as the
    /// Reservations service maps `reservation.changed`.
    public var changes: @Sendable () -> AsyncStream<LiveUpdate<Trail>>

    /// Creates a service from its closures.
    public init(
        fetchAll:
            @escaping @Sendable (_ policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Trail]>, any Error>,
        fetchOne: @escaping @Sendable (_ id: Trail.ID) async throws -> Trail,
        changes: @escaping @Sendable () -> AsyncStream<LiveUpdate<Trail>> = { .finished }
    ) {
        self.fetchAll = fetchAll
        self.fetchOne = fetchOne
        self.changes = changes
    }
}

extension TrailService {
    /// The list's cache entry; the disk keeps the server's bytes.
    public static let allKey = CacheKey<[Trail]>("trails.all") { bytes in
        try JSONCoding.decoder().decode([TrailApiModel].self, from: bytes).domainModels(logger: .disabled)
    }

    /// The backend over HTTP, with the list kept in `cache`.
    public static func live(
        client: NetworkClient, baseURL: URL, cache: TieredCache, logger: Logger = .disabled
    )
        -> Self
    {
        let records = LiveRecords<TrailApiModel>(
            client: client, baseURL: baseURL, cache: cache, list: allKey, logger: logger)
        return TrailService(
            fetchAll: { policy in
                cache.fetch(allKey, policy: policy) { () async throws(AppError) -> WireValue<[Trail]> in
                    try await records.all(TrailEndpoints.all())
                }
            },
            fetchOne: { id in
                try await client.execute(TrailEndpoints.one(id: id), baseURL: baseURL).validated(
                    logger: logger)
            }
        )
    }

    /// The fixtures (or `items`) from memory after `latency`.
    public static func mock(
        latency: Latency = Latency(PresetDefaults.mockLatency), items: [Trail] = Trail.fixtures
    )
        -> Self
    {
        let table = MockTable(items)
        return TrailService(
            fetchAll: { _ in
                .single {
                    try await latency.elapse()
                    return Fetched(table.records, from: .network)
                }
            },
            fetchOne: { id in
                try await latency.elapse()
                return try table.record(id)
            }
        )
    }

    /// A server with no trails.
    public static let empty = TrailService.mock(latency: .zero, items: [])

    /// A server where every call fails with `error`.
    public static func failing(_ error: AppError) -> Self {
        TrailService(fetchAll: { _ in .single { throw error } }, fetchOne: { _ in throw error })
    }

    /// The live service with no network and the fixtures in its cache, as after an earlier run.
    public static func offline(cached: [Trail] = Trail.fixtures) -> Self {
        let cache = TieredCache(disk: nil)
        cache.insert(cached, for: allKey)
        return .live(client: .offline, baseURL: URL(filePath: "/"), cache: cache)
    }

    /// The Trails presets, for its harness and the app alike.
    public static let presets = ServicePresets<TrailService>.standard(
        mock: "\(Trail.fixtures.count) fixture trails",
        data: { latency, count in
            .mock(latency: latency, items: count.map(Trail.generated(count:)) ?? Trail.fixtures)
        },
        empty: ("a server with no trails", { .empty }),
        failing: TrailService.failing,
        offline: (
            "no network, and a cache holding the fixtures (not data of yours): the list shows them as cached",
            { .offline() }
        ),
        live: (
            "the backend at --server, through the disk cache",
            { .live(client: $0.client, baseURL: $0.baseURL, cache: $0.cache, logger: $0.logger) }
        )
    )
}
