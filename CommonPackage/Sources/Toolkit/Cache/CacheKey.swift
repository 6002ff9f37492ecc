/// The name of a cached value, typed by what it holds, so a read gets back what was written.
///
/// ```swift
/// static let all = CacheKey<[Landmark]>("landmarks.all")
/// ```
public struct CacheKey<Value: Codable & Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The key's name, unique within a cache.
    public let name: String

    /// Creates a key.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
