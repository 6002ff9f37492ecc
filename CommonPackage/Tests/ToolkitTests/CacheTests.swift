import Foundation
import Logger
import LoggerTestSupport
import Synchronization
import Testing

@testable import Toolkit

/// A temporary folder removed when the test ends.
final class TemporaryDirectory: Sendable {
    let url = FileManager.default.temporaryDirectory.appending(path: "toolkit-cache-\(UUID().uuidString)")
    deinit { try? FileManager.default.removeItem(at: url) }

    var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter {
            $0.hasSuffix(".cache")
        }
    }
}

/// A wall clock (dates) tests move by hand.
final class TestDateClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { current.withLock { $0 } }
    func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

@Suite struct LRUListTests {
    @Test func evictsTheLeastRecentlyUsed() {
        var list = LRUList<String, Int>()
        for (index, key) in ["a", "b", "c"].enumerated() { list.set(index, for: key) }
        #expect(list.touch("a") == 0)
        #expect(list.removeOldest()?.key == "b")
        list.set(9, for: "c")
        #expect(list.removeOldest()?.key == "a")
        #expect(list.removeOldest()?.key == "c")
        #expect(list.removeOldest() == nil)
        #expect(list.count == 0)
    }

    @Test func reusesSlotsAndKeepsOrderThroughRemovals() {
        var list = LRUList<Int, Int>()
        for key in 0..<100 { list.set(key, for: key) }
        for key in stride(from: 0, to: 100, by: 2) { list.remove(key) }
        for key in 100..<150 { list.set(key, for: key) }
        _ = list.touch(1)
        var order: [Int] = []
        while let (key, _) = list.removeOldest() { order.append(key) }
        #expect(order == Array(stride(from: 3, to: 100, by: 2)) + Array(100..<150) + [1])
    }
}

@Suite struct MemoryCacheTests {
    @Test func keepsAtMostTheLimitPerTypeDroppingTheLeastRecentlyUsed() {
        let cache = MemoryCache(defaultLimit: 2, limits: [.init([Int].self, 1)])
        cache.insert("a", for: CacheKey<String>("a"))
        cache.insert("b", for: CacheKey<String>("b"))
        #expect(cache.value(for: CacheKey<String>("a")) == "a")  // a is now the most recent
        cache.insert("c", for: CacheKey<String>("c"))
        #expect(cache.value(for: CacheKey<String>("b")) == nil)
        #expect(cache.value(for: CacheKey<String>("a")) == "a")
        cache.insert([1], for: CacheKey<[Int]>("x"))
        cache.insert([2], for: CacheKey<[Int]>("y"))
        #expect(cache.value(for: CacheKey<[Int]>("x")) == nil)
        #expect(cache.count(of: [Int].self) == 1)
        #expect(cache.count(of: String.self) == 2, "another type's limit never evicts strings")
    }

    @Test func aKeyOfAnotherTypeIsAnotherEntry() {
        let cache = MemoryCache()
        cache.insert("text", for: CacheKey<String>("k"))
        #expect(cache.value(for: CacheKey<Int>("k")) == nil)
        cache.remove(CacheKey<String>("k"))
        #expect(cache.value(for: CacheKey<String>("k")) == nil)
    }
}

@Suite(.timeLimit(.minutes(1))) struct DiskCacheTests {
    static func cache(
        _ directory: TemporaryDirectory, clock: TestDateClock = TestDateClock(), ttl: Duration = .seconds(60),
        limit: Int = 1 << 20, logger: Logger = .disabled
    ) -> DiskCache {
        DiskCache(
            directory: directory.url, timeToLive: ttl, sizeLimit: limit, logger: logger, now: { clock.now })
    }

    @Test func storesAndReadsAcrossInstances() {
        let directory = TemporaryDirectory()
        #expect(Self.cache(directory).store(Data("hello".utf8), for: "greeting"))
        let reopened = Self.cache(directory)
        #expect(reopened.data(for: "greeting") == Data("hello".utf8))
        #expect(reopened.data(for: "other") == nil)
        #expect(reopened.count == 1)
        #expect(directory.files == [DiskCache.fileName(for: "greeting")])
    }

    @Test func anEntryExpiresAfterItsTimeToLive() {
        let directory = TemporaryDirectory()
        let clock = TestDateClock()
        let cache = Self.cache(directory, clock: clock, ttl: .seconds(10))
        cache.store(Data("v".utf8), for: "k")
        clock.advance(by: 10)
        #expect(cache.data(for: "k") != nil)
        clock.advance(by: 0.5)
        #expect(cache.data(for: "k") == nil)
        #expect(directory.files.isEmpty, "an expired file is deleted")
    }

    @Test(arguments: ["truncated", "garbage", "empty"])
    func anUnreadableFileIsAMissThatIsDeletedAndLogged(damage: String) throws {
        let directory = TemporaryDirectory()
        let recorder = LogRecorder()
        let cache = Self.cache(directory, logger: recorder.logger())
        cache.store(Data(repeating: 7, count: 1000), for: "k")
        let file = directory.url.appending(path: DiskCache.fileName(for: "k"))
        let bytes = try Data(contentsOf: file)
        switch damage {
        case "truncated": try bytes.prefix(bytes.count - 10).write(to: file)
        case "garbage": try Data("not a cache file at all, but long enough".utf8).write(to: file)
        default: try Data().write(to: file)
        }
        #expect(cache.data(for: "k") == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(
            recorder.entries.contains { $0.level == .warning && $0.message == "discarded disk cache file" })
        #expect(cache.totalSize == 0)
    }

    @Test func aFileHoldingAnotherKeyIsAMissAndIsKept() throws {
        let directory = TemporaryDirectory()
        let cache = Self.cache(directory)
        cache.store(Data("a".utf8), for: "a")
        let fileA = directory.url.appending(path: DiskCache.fileName(for: "a"))
        let fileB = directory.url.appending(path: DiskCache.fileName(for: "b"))
        try FileManager.default.copyItem(at: fileA, to: fileB)  // as if "a" and "b" hashed alike
        #expect(cache.data(for: "b") == nil)
        #expect(FileManager.default.fileExists(atPath: fileB.path))
    }

    @Test func overTheLimitTrimsLeastRecentlyUsedToAbout70Percent() async {
        let directory = TemporaryDirectory()
        let payload = Data(repeating: 1, count: 1_000 - DiskEntry.headerSize - 2)  // 1,000 bytes a file
        let key = { (index: Int) in index < 10 ? "0\(index)" : "\(index)" }
        let cache = Self.cache(directory, limit: 10_000)
        for index in 0..<10 { cache.store(payload, for: key(index)) }
        #expect(cache.totalSize == 10_000)
        _ = cache.data(for: key(0))  // now the most recently used
        cache.store(payload, for: key(10))
        await cache.waitForTrim()
        #expect(cache.totalSize == 7_000)
        let kept = (0...10).filter { cache.data(for: key($0)) != nil }
        #expect(kept == [0, 5, 6, 7, 8, 9, 10])
        #expect(directory.files.count == 7)
    }

    @Test func recencySurvivesAReopen() async throws {
        let directory = TemporaryDirectory()
        let payload = Data(repeating: 1, count: 1_000 - DiskEntry.headerSize - 1)
        do {
            let cache = Self.cache(directory, limit: 3_000)
            for index in 0..<3 {
                cache.store(payload, for: "\(index)")
                // Written a second apart, a minute ago: distinct modification times, no waiting.
                let file = directory.url.appending(path: DiskCache.fileName(for: "\(index)"))
                try FileManager.default.setAttributes(
                    [.modificationDate: Date(timeIntervalSinceNow: Double(index) - 60)],
                    ofItemAtPath: file.path)
            }
            _ = cache.data(for: "0")  // now the most recent
        }
        let reopened = Self.cache(directory, limit: 3_000)
        reopened.store(payload, for: "3")
        await reopened.waitForTrim()
        #expect((0...3).filter { reopened.data(for: "\($0)") != nil } == [0, 3])
    }

    @Test func anEntryLargerThanTheLimitIsNotStored() {
        let directory = TemporaryDirectory()
        let cache = Self.cache(directory, limit: 100)
        #expect(!cache.store(Data(count: 200), for: "big"))
        #expect(directory.files.isEmpty)
    }

    @Test func removeAndRemoveAllDeleteFiles() {
        let directory = TemporaryDirectory()
        let cache = Self.cache(directory)
        for key in ["a", "b", "c"] { cache.store(Data(key.utf8), for: key) }
        cache.remove("a")
        #expect(directory.files.count == 2)
        cache.removeAll()
        #expect(directory.files.isEmpty)
        #expect(cache.totalSize == 0)
    }

    @Test func anUnusableDirectoryMissesWithoutFailing() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let blocker = directory.url.appending(path: "file")
        try Data().write(to: blocker)
        let cache = DiskCache(
            directory: blocker.appending(path: "cache"), timeToLive: .seconds(1), sizeLimit: 100)
        #expect(!cache.store(Data("x".utf8), for: "k"))
        #expect(cache.data(for: "k") == nil)
    }

    /// Writers, readers and trimming at once: every read is a miss or a whole value for its key.
    @Test func concurrentUseNeverReturnsATornOrForeignValue() async {
        let directory = TemporaryDirectory()
        let cache = Self.cache(directory, limit: 40_000)
        let torn = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var torn = 0
                    for step in 0..<300 {
                        let key = "key-\((worker * 7 + step) % 25)"
                        if step % 3 == 0 {
                            let length = 500 + (step % 7) * 300
                            cache.store(
                                Data(repeating: UInt8(key.utf8.count), count: length) + Data(key.utf8),
                                for: key)
                        } else if let data = cache.data(for: key) {
                            let body = data.dropLast(key.utf8.count)
                            if data.suffix(key.utf8.count) != Data(key.utf8)
                                || !body.allSatisfy({ $0 == UInt8(key.utf8.count) })
                            {
                                torn += 1
                            }
                        }
                    }
                    return torn
                }
            }
            return await group.reduce(0, +)
        }
        await cache.waitForTrim()
        #expect(torn == 0)
        #expect(cache.totalSize <= 40_000)
        let onDisk = directory.files.reduce(0) { total, name in
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: directory.url.appending(path: name).path)
            return total + ((attributes?[.size] as? Int) ?? 0)
        }
        #expect(onDisk == cache.totalSize, "the index matches the files")
    }
}

@Suite(.timeLimit(.minutes(1))) struct TieredCacheTests {
    struct Park: Codable, Sendable, Equatable { var name: String; var opened: Date }
    static let key = CacheKey<[Park]>("parks")
    static let parks = [Park(name: "Yosemite", opened: Date(timeIntervalSince1970: 0))]

    static func disk(_ directory: TemporaryDirectory, logger: Logger = .disabled) -> DiskCache {
        DiskCache(directory: directory.url, timeToLive: .seconds(3600), sizeLimit: 1 << 20, logger: logger)
    }

    @Test func aValueIsReadableAtOnceAndOnDiskAfterFlush() async {
        let directory = TemporaryDirectory()
        let cache = TieredCache(disk: Self.disk(directory))
        cache.insert(Self.parks, for: Self.key)
        #expect(await cache.value(for: Self.key) == Self.parks)
        await cache.flush()
        let restarted = TieredCache(disk: Self.disk(directory))
        #expect(await restarted.value(for: Self.key) == Self.parks)
    }

    @Test func aValueEvictedFromMemoryBeforeItsDiskWriteIsStillSeen() async {
        let directory = TemporaryDirectory()
        let cache = TieredCache(memory: MemoryCache(defaultLimit: 0), disk: Self.disk(directory))
        for index in 0..<50 { cache.insert([Park(name: "\(index)", opened: .distantPast)], for: Self.key) }
        #expect(await cache.value(for: Self.key)?.first?.name == "49")
        await cache.flush()
        #expect(await cache.value(for: Self.key)?.first?.name == "49", "disk holds the last write")
    }

    @Test func anUndecodableEntryIsAMissThatIsDeletedAndLogged() async {
        let directory = TemporaryDirectory()
        let recorder = LogRecorder()
        Self.disk(directory).store(Data(#"[{"name":"no date"}]"#.utf8), for: Self.key.name)
        let cache = TieredCache(disk: Self.disk(directory), logger: recorder.logger())
        #expect(await cache.value(for: Self.key) == nil)
        #expect(directory.files.isEmpty)
        #expect(recorder.entries.contains { $0.message == "discarded undecodable disk cache entry" })
    }

    @Test func removeAllEmptiesBothTiers() async {
        let directory = TemporaryDirectory()
        let cache = TieredCache(disk: Self.disk(directory))
        cache.insert(Self.parks, for: Self.key)
        await cache.flush()
        cache.removeAll()
        await cache.flush()
        #expect(await cache.value(for: Self.key) == nil)
        #expect(directory.files.isEmpty)
    }

    @Test func withoutADiskItKeepsValuesInMemory() async {
        let cache = TieredCache(disk: nil)
        cache.insert(Self.parks, for: Self.key)
        await cache.flush()
        #expect(await cache.value(for: Self.key) == Self.parks)
    }
}
