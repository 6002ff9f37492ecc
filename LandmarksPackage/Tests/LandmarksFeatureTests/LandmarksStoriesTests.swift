import Foundation
import DesignSystem
import FeatureKit
import LandmarksDomain
import Testing
import Toolkit

@testable import LandmarksFeature

/// Each story, played on the mock data, shows what its sentence says.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LandmarksStoriesTests {
    /// Landmarks show no dates, but a staged screen reads one clock: a fixed one, never the machine's.
    static let clock = CalendarClock.fixed(
        Date(timeIntervalSince1970: 1_795_377_600), timeZone: TimeZone(identifier: "UTC")!)

    func play(_ name: String) async throws -> HeadlessRunner.Run {
        let story = try #require(LandmarksStories.all[named: name])
        let service = LandmarkService.mock(latency: .zero)
        let model = LandmarksModel(store: LandmarkStore(service: service))
        return try await LandmarksDescriptor.stage(model, services: service, clock: Self.clock)
            .run(keys: story.keys, in: HeadlessRunner(idleTimeout: .seconds(5)))
    }

    @Test func theNamesAreTheOnesThePreviewGalleryAndTheReadmeUse() {
        #expect(
            LandmarksStories.all.map(\.name) == [
                "search", "favorite", "categories", "another device stars a landmark",
            ])
    }

    @Test func aLandmarkStarredOnAnotherDeviceShowsItsStarAndABannerSaysSo() async throws {
        let run = try await play("another device stars a landmark")
        let before = try #require(run.steps.dropLast().last?.text)
        #expect(before.contains("    Silver Salmon Creek"))
        #expect(run.steps.last?.key == .elsewhere("favorite"))
        #expect(run.finalText.contains("ℹ Starred on another device: Silver Salmon Creek"))
        #expect(run.finalText.contains("  ★ Silver Salmon Creek"))
    }

    @Test func searchFiltersThenOpensTheChosenMatch() async throws {
        let run = try await play("search")
        #expect(run.steps.contains { $0.text.contains("7 matches") })
        #expect(run.finalText.hasPrefix(" St. Mary Lake"))
        #expect(run.finalText.contains("esc Back"))
    }

    @Test func favoriteStarsTheLandmarkInTheList() async throws {
        let run = try await play("favorite")
        let before = try #require(run.steps.first { $0.text.contains("Lake McDonald") }?.text)
        #expect(before.contains("    Lake McDonald"))
        #expect(run.finalText.contains("▸ ★ Lake McDonald"))
    }

    @Test func categoriesOpensOneCategorysLandmarks() async throws {
        let run = try await play("categories")
        #expect(run.finalText.hasPrefix(" Mountains"))
        #expect(run.finalText.contains("3 landmarks"))
    }
}
