/// The request body of an endpoint that sends none.
public struct EmptyBody: Codable, Sendable, Equatable {
    /// Creates the empty body.
    public init() {}
}

/// The response of an endpoint that answers with no content.
public struct EmptyResponse: Codable, Sendable, Equatable {
    /// Creates the empty response.
    public init() {}
}
