public import Foundation
public import Logger
import Synchronization

/// A ``MemoryCache`` in front of an optional ``DiskCache``.
///
/// A read tries memory, then disk (decoding the value and keeping it in memory). A write goes to
/// memory at once and to disk behind it, in order, on a background task: the caller never waits
/// for encoding or file I/O, and a read in between still sees the newest value. ``flush()`` waits
/// for the writes queued so far. A disk entry that cannot be decoded is a miss: it is deleted and
/// logged.
///
/// ```swift
/// let cache = TieredCache(
///     memory: MemoryCache(limits: [.init([Landmark].self, 4)]),
///     disk: DiskCache(directory: cacheDirectory, timeToLive: .seconds(86_400), sizeLimit: 50 << 20))
/// ```
public final class TieredCache: Sendable {
    private let memory: MemoryCache
    private let disk: DiskCache?
    let logger: Logger
    private let pending: PendingWrites
    /// Serializes read-modify-write changes with each other and with network answers.
    let changeLock = Mutex(())
    /// Changes made while fetches were in flight, for their answers.
    let changes = ChangeLog()
    private let writes: AsyncStream<DiskWrite>.Continuation

    /// Creates a cache; without `disk` it keeps values in memory only.
    public init(memory: MemoryCache = MemoryCache(), disk: DiskCache?, logger: Logger = .disabled) {
        self.memory = memory
        self.disk = disk
        self.logger = logger
        let pending = PendingWrites()
        self.pending = pending
        let (stream, continuation) = AsyncStream.makeStream(of: DiskWrite.self)
        writes = continuation
        guard let disk else {
            continuation.finish()
            return
        }
        Task.detached(priority: .utility) {
            for await write in stream {
                write.perform(on: disk, pending: pending, logger: logger)
            }
        }
    }

    deinit {
        writes.finish()
    }

    /// The value for `key`, from memory or else from disk; `nil` on a miss. Runs off the caller's
    /// actor, since a disk read decodes.
    public func value<Value>(for key: CacheKey<Value>) async -> Value? {
        storedValue(for: key)
    }

    /// ``value(for:)`` without leaving the caller's thread, for changes made under a lock.
    func storedValue<Value>(for key: CacheKey<Value>) -> Value? {
        if let value = memory.value(for: key) { return value }
        if let value = pending.value(for: key.name) as? Value { return value }
        guard let disk, let data = disk.data(for: key.name) else { return nil }
        do {
            let value: Value
            switch data.first.flatMap(StoredForm.init(rawValue:)) {
            case .encoded?: value = try JSONCoding.decoder().decode(Value.self, from: data.dropFirst())
            case .wire?:
                guard let wire = key.wire else {
                    throw AppError.unexpected("wire bytes for a key without a decoder")
                }
                value = try wire(data.dropFirst())
            case nil: throw AppError.unexpected("an entry of an unknown form")
            }
            memory.insert(value, for: key)
            return value
        } catch {
            logger.warning(
                "discarded undecodable disk cache entry",
                metadata: ["key": "\(key)", "error": "\(AppError(error))"])
            disk.remove(key.name)
            return nil
        }
    }

    /// Stores `value` in memory now and on disk soon after.
    public func insert<Value>(_ value: Value, for key: CacheKey<Value>) {
        store(value, for: key) {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            return Data([StoredForm.encoded.rawValue]) + (try encoder.encode(value))
        }
    }

    /// Stores `value` in memory now, and on disk soon after as the server's `bytes` for it,
    /// which the key's `wire` decoder reads back: nothing is encoded again. Without a `wire`
    /// decoder on the key the value is encoded as ``insert(_:for:)`` does.
    public func insert<Value>(_ value: Value, wire bytes: Data, for key: CacheKey<Value>) {
        guard key.wire != nil else { return insert(value, for: key) }
        store(value, for: key) { Data([StoredForm.wire.rawValue]) + bytes }
    }

    private func store<Value>(
        _ value: Value, for key: CacheKey<Value>, payload: @escaping @Sendable () throws -> Data
    ) {
        memory.insert(value, for: key)
        guard disk != nil else { return }
        let generation = pending.set(value, for: key.name)
        writes.yield(.store(name: key.name, generation: generation, encode: payload))
    }

    /// Forgets the value for `key` in both tiers.
    public func remove<Value>(_ key: CacheKey<Value>) {
        memory.remove(key)
        pending.remove(key.name)
        writes.yield(.remove(name: key.name))
    }

    /// Forgets everything in both tiers.
    public func removeAll() {
        memory.removeAll()
        pending.removeAll()
        writes.yield(.removeAll)
    }

    /// Waits until every write queued before this call is on disk.
    public func flush() async {
        guard disk != nil else { return }
        await withCheckedContinuation { continuation in
            if case .terminated = writes.yield(.flush(continuation)) { continuation.resume() }
        }
    }
}

/// One job for the disk writer.
private enum DiskWrite: Sendable {
    case store(name: String, generation: Int, encode: @Sendable () throws -> Data)
    case remove(name: String)
    case removeAll
    case flush(CheckedContinuation<Void, Never>)

    func perform(on disk: DiskCache, pending: PendingWrites, logger: Logger) {
        switch self {
        case let .store(name, generation, encode):
            do {
                disk.store(try encode(), for: name)
            } catch {
                logger.warning(
                    "cache value could not be encoded", metadata: ["key": "\(name)", "error": "\(error)"])
            }
            pending.finished(name, generation: generation)
        case let .remove(name):
            disk.remove(name)
        case .removeAll:
            disk.removeAll()
        case let .flush(continuation):
            continuation.resume()
        }
    }
}

/// Values written to memory whose disk write has not finished yet, so a read that misses memory
/// (the value was evicted) does not find an older value on disk.
private final class PendingWrites: Sendable {
    private let state = Mutex<(generation: Int, values: [String: (generation: Int, value: any Sendable)])>(
        (0, [:]))

    func set(_ value: any Sendable, for name: String) -> Int {
        state.withLock { state in
            state.generation += 1
            state.values[name] = (state.generation, value)
            return state.generation
        }
    }

    func value(for name: String) -> (any Sendable)? {
        state.withLock { $0.values[name]?.value }
    }

    func finished(_ name: String, generation: Int) {
        state.withLock { state in
            if state.values[name]?.generation == generation { state.values[name] = nil }
        }
    }

    func remove(_ name: String) {
        _ = state.withLock { $0.values.removeValue(forKey: name) }
    }

    func removeAll() {
        state.withLock { $0.values.removeAll() }
    }
}
