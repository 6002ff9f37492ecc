import Synchronization

/// Decoded values in memory, each type with its own least-recently-used limit, so many small
/// entries of one type never push out the one large list of another.
///
/// ```swift
/// let memory = MemoryCache(defaultLimit: 64, limits: [.init([Landmark].self, 4)])
/// ```
public final class MemoryCache: Sendable {
    /// The most entries of one value type to keep.
    public struct Limit: Sendable {
        let type: ObjectIdentifier
        let count: Int

        /// At most `count` entries whose value is a `type`.
        public init<Value>(_ type: Value.Type, _ count: Int) {
            self.type = ObjectIdentifier(type)
            self.count = max(0, count)
        }
    }

    private let defaultLimit: Int
    private let limits: [ObjectIdentifier: Int]
    private let entries = Mutex<[ObjectIdentifier: LRUList<String, any Sendable>]>([:])

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - defaultLimit: the most entries of any type without its own limit.
    ///   - limits: per-type limits.
    public init(defaultLimit: Int = 64, limits: [Limit] = []) {
        self.defaultLimit = max(0, defaultLimit)
        self.limits = Dictionary(limits.map { ($0.type, $0.count) }, uniquingKeysWith: { _, last in last })
    }

    /// The value for `key`, which becomes the most recently used of its type.
    public func value<Value>(for key: CacheKey<Value>) -> Value? {
        entries.withLock { $0[ObjectIdentifier(Value.self)]?.touch(key.name) } as? Value
    }

    /// Stores `value`, evicting the least recently used entry of its type when over the limit.
    public func insert<Value>(_ value: Value, for key: CacheKey<Value>) {
        let type = ObjectIdentifier(Value.self)
        let limit = limits[type] ?? defaultLimit
        guard limit > 0 else { return }
        entries.withLock { entries in
            entries[type, default: LRUList()].set(value, for: key.name)
            while let count = entries[type]?.count, count > limit {
                _ = entries[type]?.removeOldest()
            }
        }
    }

    /// Removes the value for `key`.
    public func remove<Value>(_ key: CacheKey<Value>) {
        _ = entries.withLock { $0[ObjectIdentifier(Value.self)]?.remove(key.name) }
    }

    /// Removes everything.
    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    /// The number of entries of `type`.
    public func count<Value>(of type: Value.Type) -> Int {
        entries.withLock { $0[ObjectIdentifier(type)]?.count ?? 0 }
    }
}
