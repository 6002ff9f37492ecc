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

/// A network answer's own bytes are what the disk keeps, and they are read back through the
/// key's wire decoder.
@Suite(.timeLimit(.minutes(1))) struct WireCacheTests {
    static let decodes = Mutex(0)
    /// The "server" sends numbers as strings; the value is the numbers.
    static let key = CacheKey<[Int]>("numbers") { bytes in
        decodes.withLock { $0 += 1 }
        return try JSONDecoder().decode([String].self, from: bytes).compactMap { Int($0) }
    }

    func folder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "wire-\(UUID().uuidString)")
    }

    func disk(_ folder: URL) -> DiskCache {
        DiskCache(directory: folder, timeToLive: .seconds(60), sizeLimit: 1 << 20)
    }

    @Test func theServersBytesAreStoredAsTheyCameAndReadBackThroughTheKey() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = Data(#"["1","2","3"]"#.utf8)
        let cache = TieredCache(disk: disk(directory))
        let fetched = try await cache.value(Self.key, policy: .networkOnly) { [1, 2, 3] }
        #expect(fetched.value == [1, 2, 3])
        for try await _ in cache.fetch(
            Self.key, policy: .networkOnly, fromWire: { WireValue([1, 2, 3], bytes: bytes) })
        {}
        await cache.flush()
        #expect(disk(directory).data(for: Self.key.name) == Data([0x57]) + bytes, "no re-encoding")
        let before = Self.decodes.withLock { $0 }
        #expect(await TieredCache(disk: disk(directory)).value(for: Self.key) == [1, 2, 3])
        #expect(Self.decodes.withLock { $0 } == before + 1, "read through the key's wire decoder")
    }

    @Test func aValueChangedSinceTheAnswerIsEncodedInstead() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = TieredCache(disk: disk(directory))
        cache.insert([0, 0], for: Self.key)
        let (requested, requestedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (answer, send) = AsyncStream.makeStream(of: Void.self)
        let fetch = Task {
            for try await _ in cache.fetch(
                Self.key, policy: .networkOnly,
                fromWire: {
                    requestedContinuation.yield()
                    var iterator = answer.makeAsyncIterator()
                    await iterator.next()
                    return WireValue([5, 0], bytes: Data(#"["5","0"]"#.utf8))
                })
            {}
        }
        var started = requested.makeAsyncIterator()
        await started.next()
        cache.update(Self.key) { $0[1] = 7 }  // saved while the request is on its way
        send.yield()
        try await fetch.value
        await cache.flush()
        let stored = try #require(disk(directory).data(for: Self.key.name))
        #expect(stored.first == 0x4A, "encoded, since the server's bytes no longer match")
        #expect(await TieredCache(disk: disk(directory)).value(for: Self.key) == [5, 7])
    }
}
