import AppComposition
import Clocks
import DesignSystem
import Foundation
import LandmarksFeature
import ReservationsDomain
import ReservationsFeature
import Synchronization
import Testing
import Toolkit

/// The composed app, run headless in process with each preset and flag, read as a person would.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ShellTests {
    func run(_ environment: ServiceEnvironment, keys: String = "", size: Size = .standard) async throws
        -> String
    {
        let screen = AppScreen(model: AppModel(start: .ready(environment.pinned)))
        return try await HeadlessRunner(size: size).run(screen, keys: try Key.script(keys).get()).finalText
    }

    var mock: ServiceEnvironment { .mock(latency: .zero) }

    @Test func theTabBarIsAlwaysOnTopAndTwoSwitchesTabs() async throws {
        let landmarks = try await run(mock)
        #expect(landmarks.hasPrefix(" [1 Landmarks]  2 Reservations"))
        #expect(landmarks.contains("14 landmarks"))
        let reservations = try await run(mock, keys: "2")
        #expect(reservations.hasPrefix("  1 Landmarks  [2 Reservations]"))
        #expect(reservations.contains("── Upcoming · 2 · 1 cancelled"))
        #expect(
            reservations.contains("ada · ctrl-o Sign out"), "a preset is signed in as the first demo user")
    }

    @Test func eachTabKeepsItsOwnStackAndPosition() async throws {
        let text = try await run(mock, keys: "down down enter 2 down enter 1")
        #expect(text.contains("Lake McDonald  "), "the landmark detail is still open on tab 1")
        let back = try await run(mock, keys: "down down enter 2 down enter 1 2")
        #expect(
            back.contains(" Reservation ") && back.contains("St. Mary Lake"), "and the reservation on tab 2")
    }

    @Test func lOnAReservationPushesItsLandmarkAndEscReturns() async throws {
        let landmark = try await run(mock, keys: "2 enter l")
        #expect(landmark.contains("[2 Reservations]"))
        #expect(landmark.contains("Joshua Tree National Park"))
        #expect(landmark.contains("b Book a visit"))
        let back = try await run(mock, keys: "2 enter l esc")
        #expect(back.contains(" Reservation ") && back.contains("Turtle Rock") && back.contains("party of 2"))
    }

    @Test func bOnALandmarkOpensTheFormForItAndTheVisitLandsInTheList() async throws {
        let form = try await run(mock, keys: "down enter b")
        #expect(form.contains("[2 Reservations]") && form.contains("New reservation"))
        #expect(form.contains("‹ St. Mary Lake  (4 of 14) ›"))
        let saved = try await run(mock, keys: "down enter b ctrl-s esc")
        #expect(saved.contains("── Upcoming · 3 · 1 cancelled"))
        #expect(saved.contains("St. Mary Lake"))
    }

    @Test func bDoesNotThrowAwayABookingInProgress() async throws {
        let text = try await run(mock, keys: "down enter b down right 1 b")
        #expect(text.contains("Save or leave this booking before starting another."))
        #expect(text.contains("St. Mary Lake  (4 of 14)"), "the first booking's form is still there")
    }

    @Test func turningReservationsOffRemovesItsTabAndB() async throws {
        let off = mock.with(AppFeatures(off: ["reservations"]))
        let text = try await run(off, keys: "down enter b 2")
        let bar = text.prefix { $0 != "\n" }
        #expect(bar.hasPrefix(" [1 Landmarks] ") && bar.hasSuffix("ada · ctrl-o Sign out"), "\(bar)")
        #expect(!text.contains("Reservations"))
        #expect(!text.contains("Book a visit"))
        #expect(text.contains("St. Mary Lake"), "2 and b did nothing")
    }

    @Test func emptyAndErrorSayWhatIsWrongOnBothTabs() async throws {
        #expect(try await run(.empty).contains("No landmarks"))
        #expect(try await run(.empty, keys: "2").contains("No reservations"))
        #expect(try await run(.error).contains("Couldn't reach the server: connection refused."))
        #expect(try await run(.error, keys: "2").contains("Couldn't load reservations"))
    }

    @Test func offlineShowsCachedDataOnBothTabsAndSaysSo() async throws {
        let banner = "Showing cached data · reconnecting · Couldn't reach the server"
        #expect(try await run(.offline()).contains(banner))
        let reservations = try await run(.offline(), keys: "2")
        #expect(reservations.contains(banner))
        #expect(reservations.contains("── Upcoming · 2 · 1 cancelled"))
    }

    /// The slow preset itself: the spinner first, and the data only after its latency, on a test
    /// clock that the test moves on in steps of 100 ms.
    @Test func slowShowsTheSpinnerFirst() async throws {
        let clock = TestClock()
        let start = clock.now
        let slow = try #require(ServiceEnvironment.preset(.slow, tuning: PresetTuning(clock: clock)))
        let screen = AppScreen(model: AppModel(start: .ready(slow.pinned)))
        let finished = Mutex(false)
        let running = Task {
            defer { finished.withLock { $0 = true } }
            return try await HeadlessRunner().run(screen, keys: [])
        }
        while !finished.withLock({ $0 }) { await clock.advance(by: .milliseconds(100)) }
        let settledAt = start.duration(to: clock.now)
        let run = try await running.value
        #expect(run.steps.dropLast().contains { $0.text.contains("Loading landmarks…") })
        #expect(run.finalText.contains("14 landmarks"))
        #expect(settledAt >= PresetDefaults.slowLatency, "the data came after the slow latency")
    }

    @Test func aLandmarkPushedAndPoppedOverReservationsIsReleased() async throws {
        let model = AppModel(start: .ready(mock.pinned))
        let screen = AppScreen(model: model)
        await model.launch()
        guard case let .signedIn(shell) = model.phase,
            let reservations = shell.root(ReservationsDescriptor.self)
        else {
            Issue.record("expected the shell with reservations")
            return
        }
        await reservations.store.load().value
        func press(_ key: Key) {
            _ = screen.handle(key)
            _ = screen.body()
        }
        for key in [Key.character("2"), .enter, .character("l")] { press(key) }
        weak let first = shell.tabs.presented(over: 1, as: LandmarksModel.self)
        #expect(first != nil)
        press(.escape)
        press(.character("l"))
        #expect(shell.tabs.presented(over: 1, as: LandmarksModel.self) != nil)
        #expect(first == nil, "its screen was dropped once it was no longer shown")
    }
}
