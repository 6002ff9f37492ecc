public import Foundation
public import HTTPTypes
public import OpenAPIRuntime
public import Toolkit

/// A generated client's transport that answers each operation with the example its OpenAPI
/// document gives, after `latency`: a feature's mock preset, decoded by the same generated code
/// as the live answers.
public struct ExampleTransport: ClientTransport {
    /// One operation's documented answer.
    public struct Example: Sendable {
        /// The status, `200`.
        public var status: Int
        /// The JSON body.
        public var json: String

        /// The answer `status` with `json`.
        public init(status: Int, json: String) {
            self.status = status
            self.json = json
        }
    }

    private let examples: [String: Example]
    private let latency: Latency

    /// A transport answering `examples`, keyed by operation id, after `latency`.
    public init(_ examples: [String: Example], latency: Latency = .zero) {
        self.examples = examples
        self.latency = latency
    }

    /// The example of `operationID`.
    ///
    /// - Throws: ``AppError/unexpected(_:)`` for an operation with no example.
    public func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws
        -> (HTTPResponse, HTTPBody?)
    {
        try await latency.elapse()
        guard let example = examples[operationID] else {
            throw AppError.unexpected("the document has no example for \(operationID)")
        }
        return NetworkClientTransport.httpResponse(
            NetworkResponse(
                status: example.status, headers: ["Content-Type": "application/json"],
                body: Data(example.json.utf8)))
    }
}
