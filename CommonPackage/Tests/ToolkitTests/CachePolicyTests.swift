import Foundation
import Synchronization
import Testing
import Toolkit

/// Each policy against a warm and a cold cache and a network that answers or fails.
@Suite(.timeLimit(.minutes(1))) struct CachePolicyTests {
    static let key = CacheKey<String>("greeting")

    /// A network that answers `answer` (or fails) and counts its calls.
    final class Network: Sendable {
        private let calls = Mutex(0)
        let answer: Result<String, AppError>
        init(_ answer: Result<String, AppError>) { self.answer = answer }
        var callCount: Int { calls.withLock { $0 } }
        func fetch() async throws -> String {
            calls.withLock { $0 += 1 }
            return try answer.get()
        }
    }

    /// Everything delivered, then the error that ended the stream, if any.
    static func run(
        _ policy: CachePolicy, cached: String?, network: Network
    ) async -> (deliveries: [Fetched<String>], error: AppError?, cache: TieredCache) {
        let cache = TieredCache(disk: nil)
        if let cached { cache.insert(cached, for: key) }
        var deliveries: [Fetched<String>] = []
        do {
            for try await delivery in cache.fetch(key, policy: policy, from: network.fetch) {
                deliveries.append(delivery)
            }
            return (deliveries, nil, cache)
        } catch {
            return (deliveries, AppError(error), cache)
        }
    }

    static let online = Result<String, AppError>.success("fresh")
    static let offline = Result<String, AppError>.failure(.transport("connection refused"))

    @Test func cacheThenFetchDeliversTheCacheThenTheNetwork() async {
        let network = Network(Self.online)
        let run = await Self.run(.cacheThenFetch, cached: "old", network: network)
        #expect(run.deliveries == [Fetched("old", from: .cache), Fetched("fresh", from: .network)])
        #expect(await run.cache.value(for: Self.key) == "fresh")
        let cold = await Self.run(.cacheThenFetch, cached: nil, network: Network(Self.online))
        #expect(cold.deliveries == [Fetched("fresh", from: .network)])
    }

    @Test func cacheThenFetchKeepsTheCachedDeliveryWhenTheNetworkFails() async {
        let run = await Self.run(.cacheThenFetch, cached: "old", network: Network(Self.offline))
        #expect(run.deliveries == [Fetched("old", from: .cache)])
        #expect(run.error == .transport("connection refused"))
    }

    @Test func cacheElseFetchTouchesTheNetworkOnlyOnAMiss() async {
        let warm = Network(Self.online)
        #expect(
            await Self.run(.cacheElseFetch, cached: "old", network: warm).deliveries == [
                Fetched("old", from: .cache)
            ])
        #expect(warm.callCount == 0)
        let cold = Network(Self.online)
        let run = await Self.run(.cacheElseFetch, cached: nil, network: cold)
        #expect(run.deliveries == [Fetched("fresh", from: .network)])
        #expect(cold.callCount == 1)
        #expect(await run.cache.value(for: Self.key) == "fresh")
    }

    @Test func networkOnlyNeverReadsTheCacheButWritesIt() async {
        let run = await Self.run(.networkOnly, cached: "old", network: Network(Self.online))
        #expect(run.deliveries == [Fetched("fresh", from: .network)])
        #expect(await run.cache.value(for: Self.key) == "fresh")
        let failed = await Self.run(.networkOnly, cached: "old", network: Network(Self.offline))
        #expect(failed.deliveries.isEmpty)
        #expect(failed.error == .transport("connection refused"))
    }

    @Test func cacheOnlyNeverTouchesTheNetwork() async {
        let network = Network(Self.online)
        #expect(
            await Self.run(.cacheOnly, cached: "old", network: network).deliveries == [
                Fetched("old", from: .cache)
            ])
        let miss = await Self.run(.cacheOnly, cached: nil, network: network)
        #expect(miss.deliveries.isEmpty)
        #expect(miss.error == .notCached)
        #expect(network.callCount == 0)
    }

    @Test func networkElseCacheFallsBackOnlyWhenTheNetworkFails() async {
        let online = await Self.run(.networkElseCache, cached: "old", network: Network(Self.online))
        #expect(online.deliveries == [Fetched("fresh", from: .network)])
        let offline = await Self.run(.networkElseCache, cached: "old", network: Network(Self.offline))
        #expect(offline.deliveries == [Fetched("old", from: .cache)])
        let failing = await Self.run(
            .networkElseCache, cached: "old", network: Network(.failure(.server(status: 503, body: ""))))
        #expect(failing.deliveries == [Fetched("old", from: .cache)])
        #expect(offline.error == nil)
        let nothing = await Self.run(.networkElseCache, cached: nil, network: Network(Self.offline))
        #expect(nothing.error == .transport("connection refused"))
    }

    @Test(arguments: [AppError.unauthorized, .notFound, .server(status: 409, body: ""), .unexpected("a bug")])
    func networkElseCacheDoesNotHideARefusal(error: AppError) async {
        let run = await Self.run(.networkElseCache, cached: "old", network: Network(.failure(error)))
        #expect(run.deliveries.isEmpty)
        #expect(run.error == error)
    }

    @Test func theSingleValueFormGivesTheLastDelivery() async throws {
        let cache = TieredCache(disk: nil)
        cache.insert("old", for: Self.key)
        let network = Network(Self.online)
        #expect(
            try await cache.value(Self.key, policy: .cacheThenFetch, from: network.fetch)
                == Fetched("fresh", from: .network))
        #expect(
            try await cache.value(Self.key, policy: .cacheElseFetch, from: network.fetch)
                == Fetched("fresh", from: .cache))
    }

    @Test func cancellingTheConsumerCancelsTheFetch() async {
        let cache = TieredCache(disk: nil)
        let events = AsyncStream.makeStream(of: String.self)
        let stream = cache.fetch(Self.key, policy: .networkOnly) {
            events.continuation.yield("started")
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                events.continuation.yield("cancelled")
                throw error
            }
            return "late"
        }
        let consumer = Task { for try await _ in stream {} }
        var iterator = events.stream.makeAsyncIterator()
        #expect(await iterator.next() == "started")
        consumer.cancel()
        #expect(await iterator.next() == "cancelled")
        #expect(await cache.value(for: Self.key) == nil, "a cancelled fetch stores nothing")
    }
}
