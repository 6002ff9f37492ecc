public import Foundation

/// A concrete request to the backend: method, path, body and query, typed by what it sends and
/// what it answers.
public struct Endpoint<Request: Encodable & Sendable, Response: Decodable & Sendable>: Sendable {
    /// GET, POST, PUT, DELETE…; the route's method.
    public var method: HTTPMethod
    /// The path, already percent-encoded, starting with `/`.
    public var path: String
    /// The body; ``EmptyBody`` sends none.
    public var body: Request
    /// Query items appended to the URL.
    public var query: [URLQueryItem]

    /// An endpoint of `method` at `path` (under the base URL) sending `body` with `query`.
    public init(method: HTTPMethod, path: String, body: Request, query: [URLQueryItem] = []) {
        self.method = method
        self.path = path
        self.body = body
        self.query = query
    }

    /// The full URL: `baseURL`'s path (if any) followed by ``path``, then the query.
    public func url(relativeTo baseURL: URL) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) ?? URLComponents()
        let basePath =
            components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = basePath + path
        components.queryItems = query.isEmpty ? nil : query
        return components.url ?? baseURL.appending(path: path)
    }
}
