/// How a service combines its cache and the network for one read.
public enum CachePolicy: String, Sendable, CaseIterable {
    /// Deliver cached data at once if there is any, then fetch and deliver the network's answer.
    case cacheThenFetch
    /// Deliver cached data if there is any; fetch only on a miss.
    case cacheElseFetch
    /// Always fetch; never read the cache (the answer is still written to it).
    case networkOnly
    /// Read only the cache; a miss is an error, the network is never touched.
    case cacheOnly
    /// Fetch; if the network fails, fall back to cached data.
    case networkElseCache
}

/// Where a delivered value came from, so the UI can say "Showing cached data".
public enum DataOrigin: String, Sendable, Equatable {
    /// Fresh from the server (or a preset standing in for it).
    case network
    /// From the memory or disk cache.
    case cache
}

/// A value and where it came from.
public struct Fetched<Value> {
    /// The value as it was delivered: decoded and mapped.
    public var value: Value
    /// Where it came from.
    public var origin: DataOrigin

    /// Creates a delivered value.
    public init(_ value: Value, from origin: DataOrigin) {
        self.value = value
        self.origin = origin
    }
}

extension Fetched: Sendable where Value: Sendable {}
extension Fetched: Equatable where Value: Equatable {}
