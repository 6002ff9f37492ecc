public import Foundation
public import Logger

/// How a live service reads and changes one kind of record on its server: the whole list, with
/// the bytes the cache keeps of it, and one record or a few, answered from the cached list when
/// the network fails for a reason a cache may stand in for (``AppError/allowsCachedFallback``);
/// a change sent, its answer written into the cached list. Records that do not validate are
/// dropped from a list and refused alone, and logged either way. A live service goes through
/// these and nothing else: the client, server, cache and logger are its own.
///
/// ```swift
/// let records = LiveRecords<TrailApiModel>(
///     client: client, baseURL: server, cache: cache, list: TrailService.allKey, logger: logger)
/// let trail = try await records.one(TrailEndpoints.one(id: id)) { $0.first { $0.id == id } }
/// ```
public struct LiveRecords<Record: DomainRecord & Decodable & Sendable>: Sendable
where Record.DomainModel: Codable & Sendable {
    /// The client, with its interceptors.
    private let client: NetworkClient
    /// The server.
    private let baseURL: URL
    /// The cache that keeps the list.
    private let cache: TieredCache
    /// The list's entry in the cache.
    private let list: CacheKey<[Record.DomainModel]>
    /// Where dropped and refused records are logged.
    private let logger: Logger

    /// Reads records through `client` from `baseURL`, with the list kept in `cache` under `list`.
    public init(
        client: NetworkClient, baseURL: URL, cache: TieredCache, list: CacheKey<[Record.DomainModel]>,
        logger: Logger
    ) {
        self.client = client
        self.baseURL = baseURL
        self.cache = cache
        self.list = list
        self.logger = logger
    }

    /// Every record `endpoint` lists that validates, with the body the server answered, for the
    /// cache to keep.
    public func all<Request>(_ endpoint: Endpoint<Request, [Record]>) async throws(AppError)
        -> WireValue<[Record.DomainModel]>
    {
        let (records, body) = try await client.executeKeepingBody(endpoint, baseURL: baseURL)
        return WireValue(records.domainModels(logger: logger), bytes: body)
    }

    /// The record `endpoint` answers, or what `select` finds in the cached list when the network
    /// failed.
    public func one<Request>(
        _ endpoint: Endpoint<Request, Record>, orCached select: ([Record.DomainModel]) -> Record.DomainModel?
    ) async throws(AppError) -> Record.DomainModel {
        do {
            return try await client.execute(endpoint, baseURL: baseURL).validated(logger: logger)
        } catch {
            return try await cache.fallback(list, for: error, select: select)
        }
    }

    /// Sends a change (`endpoint`, with `headers` such as `If-Match`) and answers the record the
    /// server returns, validated; `remember` writes it into the cached list, so an offline start
    /// shows it.
    public func change<Request>(
        _ endpoint: Endpoint<Request, Record>, headers: [String: String] = [:],
        remember:
            @escaping @Sendable (_ saved: Record.DomainModel, _ list: inout [Record.DomainModel]) -> Void
    ) async throws(AppError) -> Record.DomainModel {
        let saved = try await client.execute(endpoint, baseURL: baseURL, headers: headers).validated(
            logger: logger)
        cache.update(list) { remember(saved, &$0) }
        return saved
    }

    /// `record`, sent by the server outside an answer (an event), validated and written into the
    /// cached list by `remember`; `nil`, logged, when it does not validate.
    public func received(
        _ record: Record,
        remember:
            @escaping @Sendable (_ received: Record.DomainModel, _ list: inout [Record.DomainModel]) -> Void
    ) -> Record.DomainModel? {
        guard let model = try? record.validated(logger: logger) else { return nil }
        cache.update(list) { remember(model, &$0) }
        return model
    }

    /// The records `endpoint` lists that validate, or the cached list's that `isIncluded` keeps
    /// when the network failed.
    public func some<Request>(
        _ endpoint: Endpoint<Request, [Record]>, orCached isIncluded: (Record.DomainModel) -> Bool
    ) async throws(AppError) -> [Record.DomainModel] {
        do {
            return try await client.execute(endpoint, baseURL: baseURL).domainModels(logger: logger)
        } catch {
            return try await cache.fallback(list, for: error) { $0.filter(isIncluded) }
        }
    }
}
