public import Foundation
import Logger

extension TieredCache {
    /// Delivers the value for `key` the way `policy` says, storing every network answer.
    ///
    /// | policy | delivers |
    /// | --- | --- |
    /// | `cacheThenFetch` | the cached value if any, then the network's |
    /// | `cacheElseFetch` | the cached value; the network's only on a miss |
    /// | `networkOnly` | the network's; the cache is not read |
    /// | `cacheOnly` | the cached value; a miss fails with ``AppError/notCached`` |
    /// | `networkElseCache` | the network's; the cached value if the network fails (see ``AppError/allowsCachedFallback``) |
    ///
    /// The stream fails with an ``AppError`` only; cancelling its consumer cancels the fetch.
    public func fetch<Value>(
        _ key: CacheKey<Value>, policy: CachePolicy,
        from network: @escaping @Sendable () async throws -> Value
    ) -> AsyncThrowingStream<Fetched<Value>, any Error> {
        .producing { yield in
            try await self.deliver(key, policy: policy, from: { WireValue(try await network()) }, to: yield)
        }
    }

    /// ``fetch(_:policy:from:)`` for a network answer that comes with the server's bytes: they
    /// are what the disk keeps (see ``CacheKey/wire``), so nothing is encoded again.
    public func fetch<Value>(
        _ key: CacheKey<Value>, policy: CachePolicy,
        fromWire network: @escaping @Sendable () async throws -> WireValue<Value>
    ) -> AsyncThrowingStream<Fetched<Value>, any Error> {
        .producing { yield in try await self.deliver(key, policy: policy, from: network, to: yield) }
    }

    /// The last value ``fetch(_:policy:from:)`` would deliver: for `cacheThenFetch`, the network's.
    public func value<Value>(
        _ key: CacheKey<Value>, policy: CachePolicy,
        from network: @escaping @Sendable () async throws -> Value
    ) async throws(AppError) -> Fetched<Value> {
        var last: Fetched<Value>?
        try await deliver(key, policy: policy, from: { WireValue(try await network()) }) { last = $0 }
        guard let last else { throw .notCached }
        return last
    }

    private func deliver<Value>(
        _ key: CacheKey<Value>, policy: CachePolicy,
        from network: @Sendable () async throws -> WireValue<Value>,
        to deliver: (Fetched<Value>) -> Void
    ) async throws(AppError) {
        func fetchAndStore() async throws(AppError) -> Fetched<Value> {
            let fetch = changes.beginFetch()
            defer { changes.endFetch(fetch.id) }
            do {
                let value = try await network()
                try Task.checkCancellation()
                return Fetched(storeAnswer(value, for: key, since: fetch.since), from: .network)
            } catch {
                throw AppError(error)
            }
        }
        func cached() async -> Fetched<Value>? {
            await value(for: key).map { Fetched($0, from: .cache) }
        }

        switch policy {
        case .cacheThenFetch:
            if let hit = await cached() { deliver(hit) }
            deliver(try await fetchAndStore())
        case .cacheElseFetch:
            if let hit = await cached() {
                deliver(hit)
            } else {
                deliver(try await fetchAndStore())
            }
        case .networkOnly:
            deliver(try await fetchAndStore())
        case .cacheOnly:
            guard let hit = await cached() else { throw .notCached }
            deliver(hit)
        case .networkElseCache:
            do {
                deliver(try await fetchAndStore())
            } catch {
                guard error.allowsCachedFallback, let hit = await cached() else { throw error }
                logger.notice(
                    "network failed; delivering cached value",
                    metadata: ["key": "\(key)", "error": "\(error)"])
                deliver(hit)
            }
        }
    }
}

extension TieredCache {
    /// What `select` finds in the cached value for `key`, standing in for a network answer that
    /// `error` prevented; `error` itself when the cache may not stand in for it (see
    /// ``AppError/allowsCachedFallback``) or holds nothing that fits.
    ///
    /// ```swift
    /// catch {
    ///     return try await cache.fallback(Self.allKey, for: error) { $0.first { $0.id == id } }
    /// }
    /// ```
    public func fallback<Value, Selected>(
        _ key: CacheKey<Value>, for error: AppError, select: (Value) -> Selected?
    ) async throws(AppError) -> Selected {
        guard error.allowsCachedFallback, let cached = await value(for: key), let selected = select(cached)
        else { throw error }
        logger.notice(
            "network failed; answering from the cached value",
            metadata: ["key": "\(key)", "error": "\(error)"])
        return selected
    }
}

/// A value from the network and, when there are, the server's bytes it was decoded from.
public struct WireValue<Value: Sendable>: Sendable {
    /// The decoded (and mapped) value.
    public var value: Value
    /// The body the server answered; `nil` when the value came some other way.
    public var bytes: Data?

    /// Creates a value with the bytes it came from.
    public init(_ value: Value, bytes: Data? = nil) {
        self.value = value
        self.bytes = bytes
    }
}
