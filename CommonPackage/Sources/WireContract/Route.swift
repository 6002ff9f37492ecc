public import Foundation

/// One route of the backend contract: a method and a path template such as `/landmarks/{id}`.
///
/// A feature's Api module defines each route once; the client builds ``Endpoint`` values from it
/// and the backend registers its handlers from the same value, so a changed path or body type
/// breaks the build on both sides.
///
/// ```swift
/// public static let landmark = Route<EmptyBody, LandmarkApiModel>(.get, "/landmarks/{id}")
/// let endpoint = LandmarkEndpoints.landmark.endpoint(["id": id.uuidString])
/// ```
public struct Route<Request: Encodable & Sendable, Response: Decodable & Sendable>: Sendable {
    /// GET, POST, PUT, DELETE…: with the template, what the server routes on.
    public let method: HTTPMethod
    /// The path with `{name}` placeholders.
    public let template: String

    /// The route `method template`, its parameters written `{name}`: `Route(.get, "/landmarks/{id}")`.
    public init(_ method: HTTPMethod, _ template: String) {
        self.method = method
        self.template = template
    }

    /// An endpoint for this route with each placeholder replaced by its percent-encoded value.
    public func endpoint(
        _ parameters: [String: String] = [:], body: Request, query: [URLQueryItem] = []
    ) -> Endpoint<Request, Response> {
        Endpoint(method: method, path: path(with: parameters), body: body, query: query)
    }

    /// The concrete path for `parameters`; a placeholder without a value is left as it is.
    public func path(with parameters: [String: String]) -> String {
        template.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            guard segment.hasPrefix("{"), segment.hasSuffix("}"),
                let value = parameters[String(segment.dropFirst().dropLast())]
            else { return String(segment) }
            return PercentCoding.encoded(segment: value)
        }.joined(separator: "/")
    }
}

extension Route where Request == EmptyBody {
    /// An endpoint for a route that sends no body.
    public func endpoint(_ parameters: [String: String] = [:], query: [URLQueryItem] = []) -> Endpoint<
        Request, Response
    > {
        endpoint(parameters, body: EmptyBody(), query: query)
    }
}
