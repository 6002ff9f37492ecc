import Foundation
import Synchronization
import Testing
import Toolkit

@Suite struct NetworkClientTests {
    struct Item: Codable, Sendable, Equatable { var name: String; var count: Int }
    struct Rename: Codable, Sendable { var name: String }
    static let base = URL(string: "http://127.0.0.1:9")!

    static let id = PathParameter.text("id")

    static func client(status: Int, body: String) -> NetworkClient {
        NetworkClient { _ in NetworkResponse(status: status, body: Data(body.utf8)) }
    }

    @Test func decodesASuccessfulAnswer() async throws {
        let endpoint = Route<EmptyBody, Item>(.get, "/items/\(Self.id)").endpoint(Self.id, "1")
        let item = try await Self.client(status: 200, body: #"{"name":"a","count":2}"#).execute(
            endpoint, baseURL: Self.base)
        #expect(item == Item(name: "a", count: 2))
    }

    @Test func sendsJSONBodiesAndNoBodyForEmptyBody() async throws {
        let seen = Mutex<[NetworkRequest]>([])
        let client = NetworkClient { request in
            seen.withLock { $0.append(request) }
            return NetworkResponse(status: 204)
        }
        _ = try await client.execute(
            Route<Rename, EmptyResponse>(.put, "/items/\(Self.id)").endpoint(
                Self.id, "7", body: Rename(name: "b")),
            baseURL: Self.base)
        _ = try await client.execute(
            Route<EmptyBody, EmptyResponse>(.post, "/logout").endpoint(), baseURL: Self.base)
        let requests = seen.withLock { $0 }
        #expect(requests[0].method == .put)
        #expect(requests[0].url.absoluteString == "http://127.0.0.1:9/items/7")
        #expect(requests[0].body == Data(#"{"name":"b"}"#.utf8))
        #expect(requests[0].headers["Content-Type"] == "application/json")
        #expect(requests[1].body == nil)
        #expect(requests[1].headers["Content-Type"] == nil)
    }

    @Test(arguments: [
        (401, "", AppError.unauthorized),
        (404, "", AppError.notFound),
        (500, "boom", AppError.server(status: 500, body: "boom")),
        (409, #"{"error":{}}"#, AppError.server(status: 409, body: #"{"error":{}}"#)),
    ])
    func mapsFailureStatuses(status: Int, body: String, expected: AppError) async {
        let endpoint = Route<EmptyBody, Item>(.get, "/items").endpoint()
        await #expect(throws: expected) {
            try await Self.client(status: status, body: body).execute(endpoint, baseURL: Self.base)
        }
    }

    @Test func decodingFailuresNameTheCodingPath() async {
        let endpoint = Route<EmptyBody, [Item]>(.get, "/items").endpoint()
        let client = Self.client(status: 200, body: #"[{"name":"a","count":1},{"name":"b","count":"x"}]"#)
        await #expect(throws: AppError.decodingFailed("[1].count: expected Int")) {
            try await client.execute(endpoint, baseURL: Self.base)
        }
    }

    @Test func transportFailuresAndCancellationBecomeAppErrors() async {
        let endpoint = Route<EmptyBody, Item>(.get, "/items").endpoint()
        await #expect(throws: AppError.transport("connection refused")) {
            try await NetworkClient { _ in throw AppError.transport("connection refused") }.execute(
                endpoint, baseURL: Self.base)
        }
        // An error no layer maps is not presented as a network failure (which would be retried
        // and hidden by cached data).
        struct Strange: Error, CustomStringConvertible { var description: String { "strange" } }
        await #expect(throws: AppError.unexpected("strange")) {
            try await NetworkClient { _ in throw Strange() }.execute(endpoint, baseURL: Self.base)
        }
        await #expect(throws: AppError.cancelled) {
            try await NetworkClient { _ in throw CancellationError() }.execute(endpoint, baseURL: Self.base)
        }
        await #expect(throws: AppError.timeout) {
            try await NetworkClient { _ in throw AppError.timeout }.execute(endpoint, baseURL: Self.base)
        }
    }

    @Test func everyErrorHasAMessageForPeople() {
        let errors: [AppError] = [
            .transport("refused"), .timeout, .server(status: 503, body: ""), .decodingFailed("x"),
            .unauthorized,
            .notFound, .cancelled,
        ]
        #expect(Set(errors.map(\.message)).count == errors.count)
        #expect(AppError.server(status: 503, body: "").message.contains("503"))
    }
}

@Suite struct UnexpectedErrorTests {
    struct Unknown: Error {}
    struct Unencodable: Encodable, Sendable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no"))
        }
    }

    @Test func anErrorNothingKnowsIsUnexpectedNotATransportFailure() {
        #expect(AppError(Unknown()) == .unexpected("Unknown()"))
        #expect(!AppError.unexpected("x").allowsCachedFallback)
        #expect(AppError.unexpected("x").message == "Something went wrong: x.")
    }

    @Test func aBodyThatCannotBeEncodedIsUnexpectedAndNothingIsSent() async {
        let sent = Mutex(0)
        let client = NetworkClient { _ in
            sent.withLock { $0 += 1 }
            return NetworkResponse(status: 200)
        }
        let route = Route<Unencodable, EmptyResponse>(.post, "/x")
        await #expect {
            try await client.execute(route.endpoint(body: Unencodable()), baseURL: URL(string: "http://x")!)
        } throws: { error in
            guard case let .unexpected(detail) = error as? AppError else { return false }
            return detail.hasPrefix("the request body could not be encoded")
        }
        #expect(sent.withLock { $0 } == 0)
    }
}
