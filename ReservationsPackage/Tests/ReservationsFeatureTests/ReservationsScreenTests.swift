import Clocks
import DesignSystem
import Foundation
import ReservationsDomain
import ReservationsTestSupport
import SnapshotTesting
import Testing
import Toolkit

@testable import ReservationsFeature

/// Every screen and state, run headless exactly as a person would see it, as text snapshots.
/// The clock is fixed at 15:00 on Sunday 22 November 2026 in New York.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationsScreenTests {
    static let clock = CalendarClock.fixed(
        Date(timeIntervalSince1970: 1_795_377_600), timeZone: TimeZone(identifier: "America/New_York")!)

    func model(_ service: ReservationService = .mock(latency: .zero, clock: clock)) -> ReservationsModel {
        ReservationsModel(store: ReservationStore(service: service, clock: Self.clock))
    }

    func run(_ model: ReservationsModel, keys: String = "", size: Size = .standard) async throws
        -> HeadlessRunner.Run
    {
        try await HeadlessRunner(size: size).run(
            FeatureHost(model), keys: try Key.script(keys).get())
    }

    func run(_ service: ReservationService = .mock(latency: .zero, clock: clock), keys: String = "")
        async throws
        -> HeadlessRunner.Run
    {
        try await run(model(service), keys: keys)
    }

    @Test func listShowsUpcomingThenPastWithCancelledLabelled() async throws {
        let run = try await run()
        assertSnapshot(of: run.finalText, as: .lines)
    }

    @Test func loadingShowsASpinnerFirst() async throws {
        let run = try await run(
            .mock(latency: Latency(.milliseconds(300), clock: ImmediateClock()), clock: Self.clock))
        #expect(run.steps.first?.text.contains("⠋ Loading reservations…") == true)
        #expect(run.finalText.contains("Turtle Rock"))
    }

    @Test func emptySaysWhatIsEmptyAndHowToBook() async throws {
        let run = try await run(.mock(latency: .zero, clock: Self.clock, reservations: []))
        assertSnapshot(of: run.finalText, as: .lines)
    }

    @Test func anErrorShowsTheMessageAndRetryLoadsAgain() async throws {
        let run = try await run(.failing(.transport("connection refused")), keys: "r")
        #expect(run.steps.count == 4, "spinner, error, spinner after r, error")
        #expect(run.finalText.contains("Couldn't reach the server: connection refused."))
        #expect(run.finalText.contains("r Retry"))
    }

    @Test func enterOpensTheDetailWithEveryField() async throws {
        let run = try await run(keys: "enter")
        assertSnapshot(of: run.finalText, as: .lines)
    }

    @Test func cancellingAsksFirstAndNKeepsTheReservation() async throws {
        let asked = try await run(keys: "enter c")
        assertSnapshot(of: asked.finalText, as: .lines)
        let kept = try await run(keys: "enter c n")
        #expect(!kept.finalText.contains("Cancel this reservation?"))
        #expect(kept.finalText.contains("Confirmed"))
        let swallowed = try await run(keys: "enter c down esc")
        #expect(swallowed.finalText.contains("Turtle Rock"), "keys went to the dialog, esc refused")
        #expect(!swallowed.finalText.contains("Cancel this reservation?"))
        #expect(swallowed.finalText.contains(" Reservation "))
    }

    @Test func aConfirmedCancelShowsAtOnceAndInTheList() async throws {
        let run = try await run(
            .mock(latency: Latency(.milliseconds(300), clock: ImmediateClock()), clock: Self.clock),
            keys: "enter c y esc")
        let texts = run.steps.map(\.text)
        #expect(texts.contains { $0.contains("Cancelling…") && $0.contains("Turtle Rock  Cancelled") })
        #expect(run.finalText.contains("Turtle Rock") && run.finalText.contains("cancelled"))
        #expect(run.finalText.contains("1 upcoming"), "cancelled visits are not counted")
        #expect(
            run.finalText.contains("── Upcoming · 1 · 2 cancelled"), "the section counts as the title does")
    }

    @Test func aRefusedCancelRollsBackWithAVisibleError() async throws {
        var service = ReservationService.unimplemented
        service.fetchReservations =
            ReservationService.mock(latency: .zero, clock: Self.clock).fetchReservations
        service.cancel = { _, _ in throw AppError.server(status: 503, body: "") }
        let run = try await run(service, keys: "enter c y")
        #expect(run.finalText.contains("Couldn't cancel: The server had a problem (HTTP 503)."))
        #expect(run.finalText.contains("Status       Confirmed"))
    }

    @Test func lAsksWhoeverComposedTheFeatureToOpenTheLandmark() async throws {
        let model = model()
        var opened: [UUID] = []
        model.onLandmarkTapped = { opened.append($0) }
        _ = try await run(model, keys: "enter l")
        #expect(opened == [model.store.reservations.firstFixture.landmarkId])
    }

    @Test func aCancelledReservationCannotBeEditedAndSaysSo() async throws {
        let run = try await run(keys: "down down enter e")
        #expect(run.finalText.contains("A cancelled reservation can't be changed."))
        #expect(!run.finalText.contains("e Edit"))
    }
}
