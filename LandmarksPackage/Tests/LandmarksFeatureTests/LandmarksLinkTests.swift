import DesignSystem
import Foundation
import LandmarksDomain
import Testing
import Toolkit

@testable import LandmarksFeature

/// The Landmarks feature's links: every form parses and prints back, a link opens its screen
/// with the stack a person would have built, and the screen reports the link that opens it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LandmarksLinkTests {
    nonisolated static let turtleRock = Landmark.fixtures[0].id

    @Test(arguments: [
        LandmarksLocation(),
        LandmarksLocation(search: "lake mc"),
        LandmarksLocation(routes: [.detail(turtleRock)]),
        LandmarksLocation(search: "turtle", routes: [.detail(turtleRock)]),
        LandmarksLocation(tab: .categories),
        LandmarksLocation(tab: .categories, routes: [.category(.lakes)]),
        LandmarksLocation(tab: .categories, routes: [.category(.mountains), .detail(turtleRock)]),
    ])
    func everyLocationRoundTripsThroughItsLinkText(location: LandmarksLocation) throws {
        #expect(try LandmarksLocation(AppLink(parsing: location.link.description)) == location)
    }

    @Test(arguments: [
        "landmarks://landmarks/not-an-id", "landmarks://landmarks/categories/deserts",
        "landmarks://landmarks/categories?search=lake", "landmarks://landmarks?sort=name",
        "landmarks://landmarks/categories/lakes/not-an-id/more", "landmarks://reservations",
    ])
    func aLinkOutsideTheGrammarIsRefusedWithItsForms(text: String) throws {
        let link = try AppLink(parsing: text)
        let error = #expect(throws: LinkError.self) { try LandmarksLocation(link) }
        #expect(error?.description.contains("landmarks://landmarks/categories/<category>/<id>") == true)
    }

    @Test func aDetailLinkOpensOverTheSearchedListAndEscWalksBack() async throws {
        let model = LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero)))
        let host = FeatureHost(model)
        try host.open(AppLink(parsing: "landmarks://landmarks/\(Self.turtleRock.uuidString)?search=turtle"))
        let run = try await HeadlessRunner().run(host, keys: [])
        #expect(run.finalText.contains("Joshua Tree National Park"), "the detail, once loaded")
        #expect(model.navigator.path == [.detail(Self.turtleRock)])
        #expect(
            host.link?.description
                == "landmarks://landmarks/\(Self.turtleRock.uuidString.lowercased())?search=turtle")
        _ = try await HeadlessRunner().run(host, keys: [.escape])
        #expect(model.location == LandmarksLocation(search: "turtle"), "back on the list, still searched")
    }

    @Test func aLinkToALandmarkThatIsGoneSaysSoWithTheWayBack() async throws {
        let host = FeatureHost(LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero))))
        try host.open(AppLink(parsing: "landmarks://landmarks/\(UUID().uuidString)"))
        let run = try await HeadlessRunner().run(host, keys: [])
        #expect(
            run.steps.first?.text.contains("Loading landmarks…") == true, "not 'not found' before the load")
        #expect(run.finalText.contains("Landmark not found"))
        #expect(run.finalText.contains("esc Back"))
    }

    @Test func whatAPersonReachesByKeysHasTheLinkThatOpensIt() async throws {
        let model = LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero)))
        _ = try await HeadlessRunner().run(
            FeatureHost(model), keys: try Key.script("right down enter enter").get())
        let location = model.location
        #expect(location.tab == .categories)
        #expect(location.routes.count == 2)
        let other = LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero)))
        other.open(location)
        #expect(other.location == location)
    }
}
