import Foundation
import Testing
import Toolkit

@Suite struct AppLinkTests {
    @Test(arguments: [
        "landmarks://landmarks", "landmarks://landmarks/categories/lakes",
        "landmarks://reservations/new?landmark=00000000-0000-4000-8000-000000000004",
        "landmarks://landmarks?search=lake%20mc",
    ])
    func aLinkPrintsAsItWasParsed(text: String) throws {
        let link = try AppLink(parsing: text)
        #expect(link.description == text)
        #expect(try AppLink(parsing: link.description) == link)
    }

    @Test func theFeatureIsTheHostAndThePathAndQueryAreDecoded() throws {
        let link = try AppLink(parsing: "LANDMARKS://Landmarks/categories/lakes?search=St.%20Mary")
        #expect(link.feature == "landmarks")
        #expect(link.path == ["categories", "lakes"])
        #expect(link.value(of: "search") == "St. Mary")
        #expect(link.value(of: "landmark") == nil)
    }

    @Test(arguments: [
        "", "landmarks", "http://landmarks/", "landmarks:///categories", "landmarks:", "not a link",
    ])
    func whatIsNotALandmarksLinkIsMalformed(text: String) {
        #expect(throws: LinkError.self) { try AppLink(parsing: text) }
    }

    /// A grammar with two forms, to check what every feature's shares.
    struct Trails: FeatureLocation, Equatable {
        static let feature = "trails"
        static let forms = ["landmarks://trails", "landmarks://trails/<name>"]
        var name: String?
        init(name: String?) { self.name = name }
        init?(path: [String], query: [URLQueryItem]) {
            guard path.count <= 1, query.isEmpty else { return nil }
            name = path.first
        }
        var path: [String] { name.map { [$0] } ?? [] }
        var query: [URLQueryItem] { [] }
    }

    @Test func aLocationRoundTripsThroughItsLink() throws {
        let location = Trails(name: "high route")
        #expect(location.link.description == "landmarks://trails/high%20route")
        #expect(try Trails(AppLink(parsing: location.link.description)) == location)
    }

    @Test func aLinkOutsideTheGrammarNamesTheFormsThatExist() throws {
        let error = #expect(throws: LinkError.self) { try Trails(AppLink(parsing: "landmarks://trails/a/b")) }
        #expect(
            error?.description
                == "'landmarks://trails/a/b' opens no screen; links here: landmarks://trails, landmarks://trails/<name>"
        )
        #expect(throws: LinkError.self) { try Trails.check(AppLink(parsing: "landmarks://landmarks")) }
    }
}
