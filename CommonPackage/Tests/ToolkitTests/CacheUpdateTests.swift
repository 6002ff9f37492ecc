import Foundation
import Synchronization
import Testing

@testable import Toolkit

/// `TieredCache.update`: read-modify-write of one entry, atomic against other changes and
/// against network answers that were requested before the change.
@Suite(.timeLimit(.minutes(1))) struct CacheUpdateTests {
    static let key = CacheKey<[Int]>("flags")

    @Test func concurrentChangesToDifferentElementsAllSurvive() async {
        let cache = TieredCache(disk: nil)
        cache.insert(Array(repeating: 0, count: 200), for: Self.key)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { cache.update(Self.key) { $0[index] = 1 } }
            }
        }
        #expect(await cache.value(for: Self.key) == Array(repeating: 1, count: 200))
    }

    @Test func anAnswerRequestedBeforeAChangeArrivesWithTheChange() async throws {
        let cache = TieredCache(disk: nil)
        cache.insert([0, 0], for: Self.key)
        let (requested, requestedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (answer, answerContinuation) = AsyncStream.makeStream(of: [Int].self)
        let fetch = Task {
            try await cache.value(Self.key, policy: .networkOnly) {
                requestedContinuation.yield()
                var answers = answer.makeAsyncIterator()
                return await answers.next() ?? []
            }
        }
        var started = requested.makeAsyncIterator()
        await started.next()
        cache.update(Self.key) { $0[1] = 7 }  // saved while the list request is on its way
        answerContinuation.yield([5, 0])  // the server's list, from before the change
        let delivered = try await fetch.value
        #expect(delivered == Fetched([5, 7], from: .network))
        #expect(await cache.value(for: Self.key) == [5, 7])
        #expect(cache.changes.count == 0, "no fetch is in flight: nothing is kept")
    }

    @Test func anAnswerRequestedAfterAChangeIsStoredAsItCame() async throws {
        let cache = TieredCache(disk: nil)
        cache.insert([0, 0], for: Self.key)
        cache.update(Self.key) { $0[1] = 7 }
        let delivered = try await cache.value(Self.key, policy: .networkOnly) { [3, 3] }
        #expect(delivered.value == [3, 3])
        #expect(cache.changes.count == 0)
    }

    @Test func aChangeToAnEmptyCacheStoresNothing() async {
        let cache = TieredCache(disk: nil)
        cache.update(Self.key) { $0.append(1) }
        #expect(await cache.value(for: Self.key) == nil)
    }
}
