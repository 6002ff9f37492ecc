public import Foundation

/// One route of the backend contract: a method and a path template such as `/landmarks/{id}`,
/// whose placeholder is a ``PathParameter``.
///
/// A feature's Api module defines each route once; the client builds ``Endpoint`` values from it
/// and the backend registers its handlers from the same value, so a changed path or body type
/// breaks the build on both sides.
///
/// ```swift
/// public static let id = PathParameter.uuid("id")
/// public static let detail = Route<EmptyBody, LandmarkApiModel>(.get, "/landmarks/\(id)")
/// let endpoint = LandmarkEndpoints.detail.endpoint(LandmarkEndpoints.id, landmarkID)
/// ```
public struct Route<Request: Encodable & Sendable, Response: Decodable & Sendable>: Sendable {
    /// GET, POST, PUT, DELETE…: with the template, what the server routes on.
    public let method: HTTPMethod
    /// The path with `{name}` placeholders.
    public let template: String

    /// The route `method template`, its parameters written `{name}`: `Route(.get, "/landmarks/\(id)")`.
    public init(_ method: HTTPMethod, _ template: String) {
        self.method = method
        self.template = template
    }

    /// An endpoint for this route, which has no parameter.
    public func endpoint(body: Request, query: [URLQueryItem] = []) -> Endpoint<Request, Response> {
        Endpoint(method: method, path: template, body: body, query: query)
    }

    /// An endpoint for this route with `parameter` (one of its template's) set to `value`,
    /// percent-encoded.
    public func endpoint<Value>(
        _ parameter: PathParameter<Value>, _ value: Value, body: Request, query: [URLQueryItem] = []
    ) -> Endpoint<Request, Response> {
        assert(template.contains(parameter.description), "\(template) has no \(parameter)")
        let path = template.replacingOccurrences(
            of: parameter.description, with: PercentCoding.encoded(segment: parameter.text(for: value)))
        return Endpoint(method: method, path: path, body: body, query: query)
    }
}

extension Route where Request == EmptyBody {
    /// An endpoint for a route that sends no body and has no parameter.
    public func endpoint(query: [URLQueryItem] = []) -> Endpoint<Request, Response> {
        endpoint(body: EmptyBody(), query: query)
    }

    /// An endpoint for a route that sends no body, with `parameter` set to `value`.
    public func endpoint<Value>(_ parameter: PathParameter<Value>, _ value: Value, query: [URLQueryItem] = [])
        -> Endpoint<Request, Response>
    {
        endpoint(parameter, value, body: EmptyBody(), query: query)
    }
}
