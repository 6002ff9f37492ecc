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
    /// - Throws: `AppError.unexpected(_:)` for an operation with no example.
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

extension ExampleTransport {
    /// The values of type `Item` in an example answer `json`, found under the keys of `path` (an
    /// empty path for an answer that is the list itself); none when the example does not hold
    /// them. A feature's fixtures are the items of its list example.
    public static func items<Item: Decodable>(of json: String, at path: [String], as _: Item.Type) -> [Item] {
        guard
            var value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        else { return [] }
        for key in path {
            guard let object = value as? [String: Any], let inner = object[key] else { return [] }
            value = inner
        }
        guard let data = try? JSONSerialization.data(withJSONObject: value) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode([Item].self, from: data)) ?? []
    }
}
