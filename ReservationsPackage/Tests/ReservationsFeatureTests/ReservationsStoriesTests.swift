import DesignSystem
import FeatureKit
import Foundation
import ReservationsDomain
import Testing
import Toolkit

@testable import ReservationsFeature

/// Each story, played on the mock data with the clock fixed, shows what its sentence says.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationsStoriesTests {
    func play(_ name: String, on service: ReservationService? = nil) async throws -> HeadlessRunner.Run {
        let story = try #require(ReservationsStories.all[named: name])
        let clock = ReservationsScreenTests.clock
        let service = service ?? .mock(latency: .zero, clock: clock)
        let model = ReservationsModel(store: ReservationStore(service: service, clock: clock))
        return try await ReservationsDescriptor.stage(model, services: service, clock: clock)
            .run(keys: story.keys, in: HeadlessRunner(idleTimeout: .seconds(5)))
    }

    @Test func theNamesAreTheOnesThePreviewGalleryAndTheReadmeUse() {
        #expect(
            ReservationsStories.all.map(\.name) == [
                "book a visit", "a date in the past is refused", "edit", "cancel",
                "another device books a visit",
            ])
    }

    @Test func aVisitBookedOnAnotherDeviceJoinsTheListAndABannerSaysSo() async throws {
        let run = try await play("another device books a visit")
        let before = try #require(run.steps.first?.text)
        #expect(!before.contains("Booked on another device"))
        #expect(run.steps.last?.key == .elsewhere("book"))
        #expect(run.finalText.contains("Booked on another device: Turtle Rock, Mon, Nov 23, 7:00 PM"))
        #expect(
            before.components(separatedBy: "Turtle Rock").count
                < run.finalText.components(separatedBy: "Turtle Rock").count)
    }

    @Test func onAServerWithNothingToBookTheOtherDeviceChangesNothing() async throws {
        let run = try await play("another device books a visit", on: .empty)
        #expect(run.steps.last?.key == .elsewhere("book"))
        #expect(run.finalText == run.steps.dropLast().last?.text)
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
