import DesignSystem
import Foundation
import ReservationsDomain
import Testing
import Toolkit

@testable import ReservationsFeature

/// Each story, played on the mock data with the clock fixed, shows what its sentence says.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationsStoriesTests {
    func play(_ name: String) async throws -> HeadlessRunner.Run {
        let story = try #require(ReservationsStories.all[named: name])
        let clock = ReservationsScreenTests.clock
        let model = ReservationsModel(
            store: ReservationStore(service: .mock(latency: .zero, clock: clock), clock: clock))
        return try await HeadlessRunner().run(FeatureHost(model), keys: story.keys)
    }

    @Test func theNamesAreTheOnesThePreviewGalleryAndTheReadmeUse() {
        #expect(
            ReservationsStories.all.map(\.name) == ["book a visit", "a date in the past is refused", "edit", "cancel"])
    }

    @Test func bookAVisitBooksIt() async throws {
        #expect(try await play("book a visit").finalText.contains("✔ Booked Turtle Rock"))
    }

    @Test func aDateInThePastIsRefusedAndNothingIsBooked() async throws {
        let text = try await play("a date in the past is refused").finalText
        #expect(text.hasPrefix(" New reservation"))
        #expect(text.contains("✖ Pick a date in the future"))
    }

    @Test func editSavesTheChange() async throws {
        #expect(try await play("edit").finalText.contains("✔ Changes saved"))
    }

    @Test func cancelAsksThenCancels() async throws {
        let run = try await play("cancel")
        #expect(run.steps.contains { $0.key == .character("c") && $0.text.contains("Cancel") })
        #expect(run.finalText.contains("Status       Cancelled"))
    }
}
