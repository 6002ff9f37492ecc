public import Foundation

/// The name of a cached value, typed by what it holds, so a read gets back what was written.
///
/// A key can also say how to read the server's own bytes for the value (`wire`): a network
/// answer is then written to disk as it came, with no encoding, and read back through the same
/// decoding and mapping the network path uses.
///
/// ```swift
/// static let all = CacheKey<[Landmark]>("landmarks.all") { bytes in
///     try JSONCoding.decoder().decode([LandmarkApiModel].self, from: bytes).domainModels(logger: .disabled)
/// }
/// ```
public struct CacheKey<Value: Codable & Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The key's name, unique within a cache.
    public let name: String
    /// Turns the server's bytes for this value into the value; `nil` when the key stores only
    /// values it encodes itself.
    public let wire: (@Sendable (Data) throws -> Value)?

    /// The entry called `name` (unique within a cache); `wire` decodes the server's bytes when the disk keeps those.
    public init(_ name: String, wire: (@Sendable (Data) throws -> Value)? = nil) {
        self.name = name
        self.wire = wire
    }

    /// The name.
    public var description: String { name }

    /// Keys are equal when their names are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// How a disk cache entry's payload is stored: the first byte says which.
enum StoredForm: UInt8 {
    /// The value as this cache encoded it (JSON).
    case encoded = 0x4A
    /// The server's bytes, read back through the key's `wire` decoder.
    case wire = 0x57
}
