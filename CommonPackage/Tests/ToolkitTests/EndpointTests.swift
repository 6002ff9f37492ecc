import Foundation
import Testing
import Toolkit

@Suite struct EndpointTests {
    struct Item: Codable, Sendable, Equatable { var name: String }

    @Test func routeFillsAndEncodesPlaceholders() {
        let route = Route<EmptyBody, Item>(.get, "/landmarks/category/{category}")
        #expect(route.endpoint(["category": "rivers"]).path == "/landmarks/category/rivers")
        #expect(route.endpoint(["category": "a b/c"]).path == "/landmarks/category/a%20b%2Fc")
        #expect(route.path(with: [:]) == "/landmarks/category/{category}")
    }

    @Test func urlKeepsTheBasePathAndAddsTheQuery() {
        let endpoint = Route<EmptyBody, Item>(.get, "/landmarks")
            .endpoint(query: [URLQueryItem(name: "q", value: "rock & roll")])
        #expect(
            endpoint.url(relativeTo: URL(string: "http://h:8080/api/")!).absoluteString
                == "http://h:8080/api/landmarks?q=rock%20%26%20roll")
        #expect(
            endpoint.url(relativeTo: URL(string: "http://h")!).absoluteString
                == "http://h/landmarks?q=rock%20%26%20roll")
    }

    @Test func methodsKnowWhetherTheyAreIdempotent() {
        #expect(HTTPMethod.allCases.filter(\.isIdempotent) == [.get, .put, .delete])
    }
}
