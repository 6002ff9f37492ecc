public import Foundation

/// A placeholder in a route's path, typed by the value it carries: `{id}`, a UUID.
///
/// An Api module declares each once; the client fills it in and the backend reads it back with
/// the same value, so neither spells the name or parses the text by hand.
///
/// ```swift
/// public static let id = PathParameter.uuid("id")
/// public static let detail = Route<EmptyBody, LandmarkApiModel>(.get, "/landmarks/\(id)")
/// detail.endpoint(id, landmarkID)                 // the client: /landmarks/6F9619FF-…
/// try context.parameters.require(LandmarkEndpoints.id)   // the backend: a UUID, or a 400
/// ```
public struct PathParameter<Value: Sendable>: Sendable, CustomStringConvertible {
    /// The name in the template, between braces.
    public let name: String
    /// What a valid value is, for the error a wrong one gets: "a UUID".
    public let expected: String
    private let format: @Sendable (Value) -> String
    private let parse: @Sendable (String) -> Value?

    /// A parameter called `name` whose value is written by `format` and read back by `parse`
    /// (`nil` for text that is not `expected`).
    public init(
        _ name: String, expected: String, format: @escaping @Sendable (Value) -> String,
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.name = name
        self.expected = expected
        self.format = format
        self.parse = parse
    }

    /// `{name}`: what the parameter is in a route's template, so `"/landmarks/\(id)"` writes one.
    public var description: String { "{\(name)}" }

    /// `value` as the path carries it, before percent-encoding.
    public func text(for value: Value) -> String { format(value) }

    /// The value `text` (from a request's path, percent-decoded) carries; `nil` when it is not one.
    public func value(of text: String) -> Value? { parse(text) }
}

extension PathParameter where Value == UUID {
    /// A UUID, written in its canonical form.
    public static func uuid(_ name: String) -> PathParameter {
        PathParameter(name, expected: "a UUID", format: \.uuidString, parse: UUID.init(uuidString:))
    }
}

extension PathParameter where Value == String {
    /// Any text; the route checks what it means.
    public static func text(_ name: String) -> PathParameter {
        PathParameter(name, expected: "text", format: { $0 }, parse: { $0 })
    }
}
