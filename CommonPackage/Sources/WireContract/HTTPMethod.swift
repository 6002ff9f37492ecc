/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// Reads a resource.
    case get = "GET"
    /// Creates a resource or runs an action.
    case post = "POST"
    /// Replaces a resource.
    case put = "PUT"
    /// Updates part of a resource.
    case patch = "PATCH"
    /// Removes a resource.
    case delete = "DELETE"

    /// Whether repeating the request has the same effect as sending it once.
    public var isIdempotent: Bool { self != .post && self != .patch }
}
