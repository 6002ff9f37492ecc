import Clocks
import DesignSystem
import Foundation
import ReservationsDomain
import ReservationsTestSupport
import SnapshotTesting
import Synchronization
import Testing
import Toolkit

@testable import ReservationsFeature

/// The form, driven by keys as a person would, and read as frames.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationFormTests {
    let clock = ReservationsScreenTests.clock

    func run(
        _ keys: String, service: ReservationService? = nil, size: Size = .standard,
        start: (ReservationsModel) -> Void = { $0.newReservation() }
    ) async throws -> (HeadlessRunner.Run, ReservationsModel) {
        let model = ReservationsModel(
            store: ReservationStore(service: service ?? .mock(latency: .zero, clock: clock), clock: clock))
        start(model)
        let run = try await HeadlessRunner(size: size).run(
            FeatureHost(model), keys: try Key.script(keys).get())
        return (run, model)
    }

    /// What a form needs before it saves: the reservations behind it and the landmarks it offers;
    /// every other call fails the test until the test sets it.
    func formService() -> ReservationService {
        let mock = ReservationService.mock(latency: .zero, clock: clock)
        var service = ReservationService.unimplemented
        service.fetchReservations = mock.fetchReservations
        service.landmarkChoices = mock.landmarkChoices
        return service
    }

    @Test func aNewFormStartsOnTheFirstLandmarkTomorrowAtSevenForTwo() async throws {
        let (run, _) = try await run("")
        assertSnapshot(of: run.finalText, as: .lines)
    }

    @Test func aFormOpenedForALandmarkStartsOnIt() async throws {
        let stMaryLake = try await ReservationService.mock(latency: .zero, clock: clock).landmarkChoices()[3]
        let (run, model) = try await run("") { model in model.newReservation(for: stMaryLake.id) }
        #expect(run.finalText.contains("St. Mary Lake  (4 of 14)"))
        #expect(model.form?.effectiveDraft.landmarkId == stMaryLake.id)
    }

    @Test func aLandmarkThatIsNotAmongTheChoicesIsNotBookedBehindThePickersBack() async throws {
        let (run, model) = try await run("ctrl-s") { model in model.newReservation(for: UUID()) }
        #expect(run.finalText.contains("Booked Turtle Rock"), "what the picker showed is what was booked")
        #expect(model.store.reservations.last?.landmarkName == "Turtle Rock")
    }

    @Test func arrowsChangeEachFieldAndTypingEditsNotes() async throws {
        let (run, model) = try await run("right down right down left down right right down H i left ! end")
        let draft = try #require(model.form?.draft)
        #expect(run.finalText.contains("Silver Salmon Creek  (2 of 14)"))
        #expect(run.finalText.contains("Tue, Nov 24, 2026"))
        #expect(run.finalText.contains("6:30 PM"))
        #expect(run.finalText.contains("4 people"))
        #expect(draft.notes == "H!i")
        #expect(model.form?.notes.cursor == 3)
    }

    @Test func aReturnAfterAWhileAwayRefreshesTheListAndTheOpenFormKeepsItsDraft() async throws {
        var service = formService()
        let fetches = Mutex(0)
        let mock = ReservationService.mock(latency: .zero, clock: clock)
        service.fetchReservations = { policy in
            fetches.withLock { $0 += 1 }
            return mock.fetchReservations(policy)
        }
        let (_, model) = try await run("right down right down down down H i", service: service) { model in
            model.start()
            model.newReservation()
        }
        let host = FeatureHost(model, refreshOnReturn: RefreshOnReturn(after: .zero))
        let before = try #require(model.form?.draft)
        let focus = model.form?.focus
        let run = try await HeadlessRunner().run(host, keys: try Key.script("focus-out focus-in").get())
        #expect(fetches.withLock { $0 } == 2, "the first load, then the refresh on return")
        #expect(run.steps.contains { $0.text.contains("Refreshing") } == false, "the form shows no list")
        #expect(model.form?.draft == before, "nothing typed is lost")
        #expect(before.notes == "Hi")
        #expect(model.form?.focus == focus, "focus stays where it was")
    }

    @Test func tabAndShiftTabMoveFocusAndEnterOnSaveSaves() async throws {
        let (run, model) = try await run("tab tab tab shift-tab tab tab tab enter")
        #expect(model.navigator.top == .detail(model.store.reservations.last!.id))
        #expect(run.finalText.contains("Booked Turtle Rock"))
        #expect(run.finalText.contains("Mon, Nov 23, 2026"))
    }

    @Test func savingShowsASpinnerAndHeadlessRunsWaitForIt() async throws {
        let (run, model) = try await run(
            "ctrl-s",
            service: .mock(latency: Latency(.milliseconds(300), clock: ImmediateClock()), clock: clock))
        #expect(run.steps.contains { $0.text.contains("Saving…") })
        #expect(model.navigator.path.count == 1, "the form closed and the detail opened")
        #expect(run.finalText.contains("Booked Turtle Rock"))
    }

    @Test func aRejectedSaveShowsEachErrorUnderItsFieldAndKeepsWhatWasTyped() async throws {
        // Back to yesterday, a party of 1 → 0 is impossible with the stepper, so the date is the
        // rule broken here, with notes typed first.
        let (run, model) = try await run("down left left down down down x y z ctrl-s")
        assertSnapshot(of: run.finalText, as: .lines)
        #expect(model.form?.draft.notes == "xyz")
        #expect(model.form?.focus == .field(.date), "focus moved to the first field with an error")
        let (fixed, _) = try await self.run("down left left down down down x y z ctrl-s right right")
        #expect(!fixed.finalText.contains("Pick a date in the future"), "fixing the field clears its error")
    }

    @Test func theServersRefusalShowsUnderTheFieldItNames() async throws {
        var service = formService()
        service.create = { _ in
            throw AppError.server(
                status: 400,
                body:
                    #"{"error":{"code":"invalid_field","message":"partySize must be between 1 and 20","field":"partySize"}}"#
            )
        }
        let (run, model) = try await run("ctrl-s", service: service)
        #expect(run.finalText.contains("✖ The server says: partySize must be between 1 and 20"))
        #expect(model.form?.focus == .field(.partySize))
    }

    @Test func aFailedSaveThatNoFieldExplainsIsABannerAndKeepsTheForm() async throws {
        var service = formService()
        service.create = { _ in throw AppError.transport("connection refused") }
        let (run, model) = try await run("down right ctrl-s", service: service)
        #expect(run.finalText.contains("Couldn't save: Couldn't reach the server: connection refused."))
        #expect(model.form != nil)
        #expect(run.finalText.contains("Tue, Nov 24, 2026"), "what was changed is kept")
    }

    @Test func escLeavesAtOnceWhenNothingChangedAndAsksFirstOtherwise() async throws {
        let (untouched, clean) = try await run("esc")
        #expect(clean.navigator.top == nil)
        #expect(untouched.finalText.contains("Reservations"))
        let (asked, dirty) = try await run("down right esc")
        #expect(asked.finalText.contains("Discard your changes?"))
        #expect(dirty.form != nil)
        let (_, kept) = try await run("down right esc n")
        #expect(kept.form != nil)
        #expect(kept.form?.hasChanges == true)
        let (_, discarded) = try await run("down right esc y")
        #expect(discarded.navigator.top == nil)
    }

    @Test func editingFixesTheLandmarkAndStartsOnDate() async throws {
        let (opened, _) = try await run("enter e") { _ in }
        assertSnapshot(of: opened.finalText, as: .lines)
        let (saved, model) = try await run("enter e right down down right down end 4 ctrl-s") { _ in }
        let first = try #require(model.store.groups.upcoming.first.map { model.store.reservations[$0] })
        #expect(saved.finalText.contains("Changes saved"))
        #expect(first.date == clock.date(daysFromToday: 4, hour: 10))
        #expect(first.partySize == 3)
        #expect(first.notes.hasSuffix("4"))
        #expect(model.navigator.path == [.detail(first.id)])
    }

    @Test func anUnchangedEditCannotBeSaved() async throws {
        let (run, model) = try await run("enter e ctrl-s") { _ in }
        #expect(run.finalText.contains("[ Save ]  Nothing changed yet"))
        #expect(model.form != nil)
    }
}
