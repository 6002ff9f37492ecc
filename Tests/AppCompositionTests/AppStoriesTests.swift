import AppComposition
import FeatureKit
import DesignSystem
import Testing
import Toolkit

/// The app's stories across its features, played on the mock data, show what their sentences
/// say (the sign-in story starts signed out: `PresetSessionTests` and `SessionTests` play it).
@MainActor @Suite(.timeLimit(.minutes(1))) struct AppStoriesTests {
    func play(_ name: String) async throws -> HeadlessRunner.Run {
        let story = try #require(AppStories.all[named: name])
        let screen = AppScreen(model: AppModel(start: .ready(ServiceEnvironment.mock(latency: .zero).pinned)))
        return try await HeadlessRunner().run(screen, keys: story.keys)
    }

    @Test func theNamesAreTheOnesThePreviewGalleryAndTheReadmeUse() {
        #expect(
            AppStories.all.map(\.name) == [
                "book from a landmark", "open a reservation's landmark", "sign-in refused",
            ])
    }

    @Test func bookFromALandmarkBooksItOnTheReservationsTab() async throws {
        let text = try await play("book from a landmark").finalText
        #expect(text.hasPrefix("  1 Landmarks  [2 Reservations]"))
        #expect(text.contains("✔ Booked St. Mary Lake"))
    }

    @Test func openAReservationsLandmarkShowsItThenEscComesBack() async throws {
        let run = try await play("open a reservation's landmark")
        #expect(
            run.steps.contains { $0.key == .character("l") && $0.text.contains("Turtle Rock  ★ Favorite") })
        #expect(run.finalText.hasPrefix("  1 Landmarks  [2 Reservations]"))
        #expect(run.finalText.contains("Reservation "))
    }
}
