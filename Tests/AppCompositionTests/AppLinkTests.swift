import AppComposition
import DesignSystem
import Foundation
import LandmarksDomain
import Testing
import Toolkit

/// The app composes the features' links by tab: a link selects its feature's tab and opens its
/// screen there; one into a feature that is off says so.
@MainActor @Suite(.timeLimit(.minutes(1))) struct AppLinkTests {
    func screen(_ features: AppFeatures = AppFeatures()) -> AppScreen {
        AppScreen(
            model: AppModel(start: .ready(ServiceEnvironment.mock(latency: .zero).pinned.with(features))))
    }

    @Test func aLinkGivenWhileLaunchingOpensItsTabOnceTheShellShows() async throws {
        let app = screen()
        let reservation = "landmarks://reservations/00000000-0000-4000-9000-000000000001"
        try app.open(AppLink(parsing: reservation))
        let run = try await HeadlessRunner().run(app, keys: [])
        #expect(run.finalText.hasPrefix("  1 Landmarks  [2 Reservations]"))
        #expect(app.link?.description == reservation)
        // A second link, while running: the other tab.
        try app.open(AppLink(parsing: "landmarks://landmarks/categories/lakes"))
        let next = try await HeadlessRunner().run(app, keys: [])
        #expect(next.finalText.hasPrefix(" [1 Landmarks]  2 Reservations"))
        #expect(app.link?.description == "landmarks://landmarks/categories/lakes")
        #expect(next.finalText.contains("Lakes"))
    }

    /// `landmarks-app --open` of a landmark, then Esc: the list a person who opened it from the
    /// list comes back to, frame for frame, the landmark selected (St. Mary Lake, not the first
    /// row).
    @Test func escAfterALinkToALandmarkShowsTheListAPersonComesBackTo() async throws {
        let lake = try #require(Landmark.fixtures.first { $0.name == "St. Mary Lake" })
        let row = try #require(Landmark.fixtures.filter(\.isFeatured).firstIndex(of: lake))
        let walked = try await HeadlessRunner().run(
            screen(), keys: Array(repeating: .down, count: row) + [.enter, .escape])
        let app = screen()
        try app.open(AppLink(parsing: "landmarks://landmarks/\(lake.id.uuidString.lowercased())"))
        let linked = try await HeadlessRunner().run(app, keys: [.escape])
        #expect(linked.finalText == walked.finalText)
        let selected = linked.finalText.split(separator: "\n").first { $0.contains("▸") }
        #expect(selected?.contains("St. Mary Lake") == true)
    }

    @Test func aLinkIntoAFeatureThatIsOffSaysItIsOff() async throws {
        let link = try AppLink(parsing: "landmarks://reservations")
        #expect(throws: LinkError.featureOff("reservations")) {
            try AppLinks.check(link, features: AppFeatures(off: ["reservations"]))
        }
        let app = screen(AppFeatures(off: ["reservations"]))
        try app.open(link)
        let run = try await HeadlessRunner().run(app, keys: [])
        #expect(
            run.finalText.contains(
                "the reservations feature is turned off in this app (--disable reservations)"))
        #expect(run.finalText.contains("14 landmarks"), "on the Landmarks tab, never a blank screen")
    }

    @Test func aLinkNoFeatureHasNamesEveryForm() throws {
        let error = #expect(throws: LinkError.self) {
            try AppLinks.check(AppLink(parsing: "landmarks://nowhere/1"), features: AppFeatures())
        }
        #expect(error?.description.contains("landmarks://landmarks/<id>") == true)
        #expect(error?.description.contains("landmarks://reservations/<id>/edit") == true)
    }
}
