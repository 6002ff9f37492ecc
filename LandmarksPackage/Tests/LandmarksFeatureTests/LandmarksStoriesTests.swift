import DesignSystem
import LandmarksDomain
import Testing
import Toolkit

@testable import LandmarksFeature

/// Each story, played on the mock data, shows what its sentence says.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LandmarksStoriesTests {
    func play(_ name: String) async throws -> HeadlessRunner.Run {
        let story = try #require(LandmarksStories.all[named: name])
        let screen = FeatureHost(LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero))))
        return try await HeadlessRunner().run(screen, keys: story.keys)
    }

    @Test func theNamesAreTheOnesThePreviewGalleryAndTheReadmeUse() {
        #expect(LandmarksStories.all.map(\.name) == ["search", "favorite", "categories"])
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
