import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPITransport
import Testing
import Toolkit

@Suite struct NetworkClientTransportTests {
    /// Records what reached the network, and answers `status` with `body`.
    final class Wire: @unchecked Sendable {
        private let lock = NSLock()
        private var sent: [NetworkRequest] = []
        var requests: [NetworkRequest] { lock.withLock { sent } }

        func client(status: Int = 200, body: String = "{}") -> NetworkClient {
            NetworkClient { request in
                self.lock.withLock { self.sent.append(request) }
                return NetworkResponse(
                    status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            }
        }
    }

    @Test func sendsThePathQueryHeadersAndBodyUnderTheBaseURL() async throws {
        let wire = Wire()
        let transport = NetworkClientTransport(wire.client(body: #"{"ok":true}"#))
        var request = HTTPRequest(
            method: .post, scheme: nil, authority: nil, path: "/pets?page=2&per_page=20")
        request.headerFields[.contentType] = "application/json"
        request.headerFields[.accept] = "application/json"

        let (response, body) = try await transport.send(
            request, body: HTTPBody(#"{"name":"Biscuit"}"#), baseURL: URL(string: "https://api.example/v2")!,
            operationID: "create_pet")

        let sent = try #require(wire.requests.first)
        #expect(sent.method == .post)
        #expect(sent.url.absoluteString == "https://api.example/v2/pets?page=2&per_page=20")
        #expect(sent.header("content-type") == "application/json")
        #expect(sent.header("Accept") == "application/json")
        #expect(sent.body == Data(#"{"name":"Biscuit"}"#.utf8))
        #expect(response.status == .ok)
        #expect(response.headerFields[.contentType] == "application/json")
        let bytes = try await Data(collecting: try #require(body), upTo: 1024)
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"ok":true}"#)
    }

    @Test func goesThroughTheClientsInterceptors() async throws {
        let wire = Wire()
        let tokens = TokenStore(token: "secret")
        let client = wire.client().intercepted(by: [AuthInterceptor(tokens: tokens)])
        _ = try await NetworkClientTransport(client).send(
            HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/pets"), body: nil,
            baseURL: URL(string: "http://127.0.0.1:8080")!, operationID: "list_pets")
        #expect(wire.requests.first?.header("Authorization") == "Bearer secret")
    }

    @Test(arguments: [
        (401, AppError.unauthorized), (404, .notFound), (503, .server(status: 503, body: "down")),
    ])
    func throwsAnAnswerOutside2xxAsTheAppErrorEveryFeatureShows(status: Int, expected: AppError) async {
        let transport = NetworkClientTransport(Wire().client(status: status, body: "down"))
        await #expect(throws: expected) {
            try await transport.send(
                HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/pets/x"), body: nil,
                baseURL: URL(string: "http://127.0.0.1:8080")!, operationID: "get_pet")
        }
    }

    @Test func throwsATransportFailureAsItsAppError() async {
        await #expect(throws: AppError.networkOffline) {
            try await NetworkClientTransport(.offline).send(
                HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/pets"), body: nil,
                baseURL: URL(string: "http://127.0.0.1:8080")!, operationID: "list_pets")
        }
    }

    @Test func examplesAnswerTheirOperationAndNothingElse() async throws {
        let transport = ExampleTransport(["list_pets": .init(status: 200, json: "[]")])
        let request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/pets")
        let (response, body) = try await transport.send(
            request, body: nil, baseURL: URL(string: "http://x")!, operationID: "list_pets")
        #expect(response.status.code == 200)
        #expect(try await Data(collecting: try #require(body), upTo: 16) == Data("[]".utf8))
        await #expect(throws: AppError.unexpected("the document has no example for get_pet")) {
            try await transport.send(
                request, body: nil, baseURL: URL(string: "http://x")!, operationID: "get_pet")
        }
    }

    @Test func aClientErrorMapsToTheErrorItWraps() {
        let wrapped = ClientError(
            operationID: "get_pet", operationInput: "", request: nil, requestBody: nil, baseURL: nil,
            response: nil,
            responseBody: nil, causeDescription: "Transport threw an error.",
            underlyingError: AppError.notFound)
        #expect(AppError(openAPI: wrapped) == .notFound)
        #expect(AppError(openAPI: AppError.timeout) == .timeout)
    }
}
