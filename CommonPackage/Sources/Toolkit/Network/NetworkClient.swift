public import Foundation

/// A request as it goes on the wire.
public struct NetworkRequest: Sendable, Equatable {
    /// GET, POST, PUT, DELETE…, as the endpoint says.
    public var method: HTTPMethod
    /// The base URL with the endpoint's path and query.
    public var url: URL
    /// Header fields.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?
    /// How long to wait for the whole answer; `nil` uses the client's default. Honoured to the
    /// millisecond by ``NetworkClient/live(defaultTimeout:)``.
    public var timeout: Duration?

    /// A request of `method` to `url`, with `headers` and an optional `body`; see each property.
    public init(
        method: HTTPMethod, url: URL, headers: [String: String] = [:], body: Data? = nil,
        timeout: Duration? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// `GET /landmarks`: the method and the URL's path, for logs and messages.
    public var summary: String { "\(method.rawValue) \(url.path)" }

    /// The value of the header `name`, compared without regard to case as HTTP requires.
    public func header(_ name: String) -> String? { headers.field(name) }
}

/// A response as it came off the wire.
public struct NetworkResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// Header fields.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data

    /// An answer of `status` with `headers` (``header(_:)`` finds one whatever its case) and `body`.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name`, compared without regard to case as HTTP requires.
    public func header(_ name: String) -> String? { headers.field(name) }

    /// The error an answer outside 2xx is, the same for every client of the app: 401
    /// `.unauthorized`, 404 `.notFound`, any other `.server` with the body; `nil` for 2xx.
    public var failure: AppError? {
        switch status {
        case 200..<300: nil
        case 401: .unauthorized
        case 404: .notFound
        default: .server(status: status, body: String(decoding: body, as: UTF8.self))
        }
    }
}

extension [String: String] {
    /// The value of the header field `name`, compared without regard to case.
    fileprivate func field(_ name: String) -> String? {
        self[name] ?? first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

/// What one exchange ended with: a response (of any status) or the failure that prevented one.
public typealias NetworkOutcome = Result<NetworkResponse, AppError>

/// Sends requests. A struct of closures so that tests, presets and the live transport are all
/// just values: `NetworkClient(send: { request in ... })`.
public struct NetworkClient: Sendable {
    /// Sends one request and returns the raw response; throws only for transport failures.
    public var send: @Sendable (_ request: NetworkRequest) async throws -> NetworkResponse

    /// Creates a client from its transport.
    public init(send: @escaping @Sendable (_ request: NetworkRequest) async throws -> NetworkResponse) {
        self.send = send
    }

    /// Encodes the endpoint's body, sends it and decodes the answer; every failure is an ``AppError``.
    ///
    /// - Parameters:
    ///   - endpoint: the method, path, body and query, and the type the answer decodes to.
    ///   - baseURL: the server the path is under.
    ///   - headers: extra header fields for this request.
    ///   - timeout: overrides the client's default deadline for this request.
    public func execute<Request, Response>(
        _ endpoint: Endpoint<Request, Response>, baseURL: URL, headers: [String: String] = [:],
        timeout: Duration? = nil
    ) async throws(AppError) -> Response {
        try await executeKeepingBody(endpoint, baseURL: baseURL, headers: headers, timeout: timeout).value
    }

    /// ``execute(_:baseURL:headers:timeout:)``, also handing back the body the answer was
    /// decoded from, for a cache that keeps the server's bytes.
    public func executeKeepingBody<Request, Response>(
        _ endpoint: Endpoint<Request, Response>, baseURL: URL, headers: [String: String] = [:],
        timeout: Duration? = nil
    ) async throws(AppError) -> (value: Response, body: Data) {
        var request = NetworkRequest(
            method: endpoint.method, url: endpoint.url(relativeTo: baseURL), headers: headers,
            timeout: timeout)
        request.headers["Accept"] = "application/json"
        if Request.self != EmptyBody.self {
            do {
                request.body = try JSONCoding.encoder().encode(endpoint.body)
            } catch {
                throw .unexpected("the request body could not be encoded (\(error))")
            }
            request.headers["Content-Type"] = "application/json"
        }
        let response = try await outcome(of: request).get()
        return (try Self.decode(response), response.body)
    }

    /// Sends `request` and captures how it ended; never throws.
    public func outcome(of request: NetworkRequest) async -> NetworkOutcome {
        do {
            return .success(try await send(request))
        } catch {
            return .failure(AppError(error))
        }
    }

    /// Maps a status to an error, or decodes the body as `Response`.
    static func decode<Response: Decodable>(_ response: NetworkResponse) throws(AppError) -> Response {
        if let failure = response.failure { throw failure }
        if Response.self == EmptyResponse.self, let empty = EmptyResponse() as? Response {
            return empty
        }
        do {
            return try JSONCoding.decoder().decode(Response.self, from: response.body)
        } catch {
            throw AppError(error)
        }
    }
}

extension NetworkClient {
    /// A client whose every request fails as an unreachable network does: what an offline
    /// preset runs the live services over.
    public static let offline = NetworkClient { _ in throw AppError.networkOffline }
}
