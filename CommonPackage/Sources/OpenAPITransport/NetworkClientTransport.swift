public import Foundation
public import HTTPTypes
public import OpenAPIRuntime
public import Toolkit

/// swift-openapi-generator's transport over a `NetworkClient`: a generated client sends through
/// the same interceptors (auth, retry, logging) as every other feature, and its failures are the
/// same `AppError`s.
///
/// An answer outside 2xx is thrown as its `NetworkResponse.failure`, the error
/// `NetworkClient.execute(_:baseURL:headers:timeout:)` throws too (401 `.unauthorized`, 404
/// `.notFound`, others `.server`), so a feature maps every failure the same way whichever client
/// made the call: see `AppError.init(openAPI:)`.
///
/// ```swift
/// let client = Client(serverURL: serverURL, transport: NetworkClientTransport(networkClient))
/// ```
public struct NetworkClientTransport: ClientTransport {
    /// The largest body sent or read; a generated client streams nothing larger.
    public static let maximumBodySize = 16 * 1024 * 1024

    private let client: NetworkClient

    /// A transport that sends through `client`.
    public init(_ client: NetworkClient) {
        self.client = client
    }

    /// Sends `request` to `baseURL` through the client, and hands back a 2xx answer.
    ///
    /// - Throws: `AppError` for a transport failure or an answer outside 2xx.
    public func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws
        -> (HTTPResponse, HTTPBody?)
    {
        let outgoing = try await Self.networkRequest(request, body: body, baseURL: baseURL)
        let response = try await client.outcome(of: outgoing).get()
        if let failure = response.failure { throw failure }
        return Self.httpResponse(response)
    }

    /// The `NetworkRequest` for a generated client's request: the method, `baseURL` with the
    /// request's path and query, the header fields and the collected body.
    static func networkRequest(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL) async throws(AppError)
        -> NetworkRequest
    {
        guard let method = HTTPMethod(rawValue: request.method.rawValue) else {
            throw .unexpected("\(request.method.rawValue) is not a method this client sends")
        }
        let path = request.path ?? "/"
        let base =
            baseURL.absoluteString.hasSuffix("/")
            ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        guard let url = URL(string: base + path) else { throw .unexpected("\(base + path) is not a URL") }
        var headers: [String: String] = [:]
        for field in request.headerFields {
            headers[field.name.canonicalName] =
                headers[field.name.canonicalName].map { "\($0), \(field.value)" } ?? field.value
        }
        var bytes: Data?
        if let body {
            do {
                bytes = try await Data(collecting: body, upTo: maximumBodySize)
            } catch {
                throw .unexpected("the request body could not be read (\(error))")
            }
        }
        return NetworkRequest(method: method, url: url, headers: headers, body: bytes)
    }

    /// A generated client's response for a `NetworkResponse`.
    static func httpResponse(_ response: NetworkResponse) -> (HTTPResponse, HTTPBody?) {
        var fields = HTTPFields()
        for (name, value) in response.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return (
            HTTPResponse(status: .init(code: response.status), headerFields: fields), HTTPBody(response.body)
        )
    }
}

extension AppError {
    /// What a call through a generated client failed with, as the `AppError` every feature
    /// shows: the generated client wraps what the transport threw, and its decoding failures,
    /// in a `ClientError`.
    public init(openAPI error: any Error) {
        if let error = error as? ClientError {
            self.init(error.underlyingError)
        } else {
            self.init(error)
        }
    }
}
