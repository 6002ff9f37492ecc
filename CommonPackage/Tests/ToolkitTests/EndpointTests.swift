import Foundation
import Testing
import Toolkit

@Suite struct EndpointTests {
    struct Item: Codable, Sendable, Equatable { var name: String }

    @Test func routeFillsAndEncodesPlaceholders() {
        let category = PathParameter.text("category")
        let route = Route<EmptyBody, Item>(.get, "/landmarks/category/\(category)")
        #expect(route.template == "/landmarks/category/{category}")
        #expect(route.endpoint(category, "rivers").path == "/landmarks/category/rivers")
        #expect(route.endpoint(category, "a b/c").path == "/landmarks/category/a%20b%2Fc")
    }

    @Test func aParameterWritesAndReadsBackItsValue() {
        let id = PathParameter.uuid("id")
        let value = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")!
        let route = Route<EmptyBody, Item>(.get, "/items/\(id)/parts")
        #expect(route.endpoint(id, value).path == "/items/6F9619FF-8B86-D011-B42D-00CF4FC964FF/parts")
        #expect(id.value(of: value.uuidString) == value)
        #expect(id.value(of: "not-a-uuid") == nil)
        #expect(id.expected == "a UUID")
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
