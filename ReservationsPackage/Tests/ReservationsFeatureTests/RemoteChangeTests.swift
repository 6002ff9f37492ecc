import DesignSystem
import Formatting
import Foundation
import ReservationsDomain
import ReservationsTestSupport
import Testing
import Toolkit

@testable import ReservationsFeature

/// What the person is told of a change made on another device.
@MainActor @Suite(.timeLimit(.minutes(1))) struct RemoteChangeTests {
    let clock = ReservationsScreenTests.clock

    @Test func aBannerSaysWhatHappenedWhereAndWhen() async throws {
        let model = ReservationsModel(
            store: ReservationStore(service: .mock(latency: .zero, clock: clock), clock: clock))
        model.start()
        await model.store.load().value
        let turtleRock = try #require(model.store.reservations.first { $0.landmarkName == "Turtle Rock" })
        model.announce(.booked(turtleRock))
        #expect(
            model.notice
                == Notice(.info, "Booked on another device: Turtle Rock, \(expectedWhen(turtleRock.date))"))

        model.edit(turtleRock.id)
        model.announce(.changed(turtleRock))
        #expect(model.notice?.message.hasSuffix(". Saving asks first.") == true)
        var cancelled = turtleRock
        cancelled.status = .cancelled
        model.announce(.cancelled(cancelled))
        #expect(model.notice?.message.hasPrefix("Cancelled on another device: Turtle Rock") == true)
        #expect(model.notice?.message.hasSuffix(". This form can no longer be saved.") == true)
    }

    /// The feature over a mock, with the form open on its first standing reservation, one more
    /// person typed in.
    func editing() async throws -> (ReservationService, ReservationsModel, ReservationFormModel, Reservation)
    {
        let service = ReservationService.mock(latency: .zero, clock: clock)
        let model = ReservationsModel(store: ReservationStore(service: service, clock: clock))
        await model.store.load().value
        let original = model.store.reservations.firstFixture
        model.edit(original.id)
        let form = try #require(model.form)
        form.partySize = original.partySize + 1
        return (service, model, form, original)
    }

    @Test func savingOverAChangeMadeElsewhereAsksFirstAndThenSavesOverIt() async throws {
        let (service, model, form, original) = try await editing()

        // Another device changes the party size; its event arrives while the form is open.
        var elsewhere = ReservationDraft(editing: original)
        elsewhere.notes = "from the other device"
        let newer = try await service.update(original.id, elsewhere)
        model.announce(.changed(newer))
        #expect(form.changedElsewhere == newer)

        form.save()
        #expect(form.isConfirmingOverwrite, "asks before saving over it")
        #expect(!form.isSaving)
        form.answerOverwrite(false)
        #expect(!form.isConfirmingOverwrite && !form.isSaving)

        form.save()
        form.answerOverwrite(true)
        try await waitUntil { model.form == nil }
        let saved = try #require(model.store.reservation(id: original.id))
        #expect(saved.partySize == original.partySize + 1 && saved.version == newer.version + 1)
    }

    @Test func aSaveOverAChangeNobodyAnnouncedIsShownAsThat() async throws {
        let (service, _, form, original) = try await editing()
        // Another device saves; no event reaches this one.
        _ = try await service.update(original.id, ReservationDraft(editing: original))
        form.save()
        try await waitUntil { form.saveError != nil }
        #expect(form.saveError?.isStale == true)
        #expect(form.saveError?.message == "It was changed on another device since you opened it.")
    }

    @Test func aFormOnAVisitCancelledElsewhereDoesNotSave() async throws {
        let (_, model, form, original) = try await editing()
        var cancelled = original
        cancelled.status = .cancelled
        cancelled.version += 1
        model.announce(.cancelled(cancelled))
        form.save()
        #expect(!form.isSaving && !form.isConfirmingOverwrite)
    }

    private func expectedWhen(_ date: Date) -> String {
        let format = DateTimeFormat(clock)
        return "\(format.shortDate(date)), \(format.time(date))"
    }
}

/// The list selects by id: a reservation keeps its selection when the list changes around it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationSelectionTests {
    let clock = ReservationsScreenTests.clock

    @Test func theSelectionStaysOnItsReservationWhenOneIsBookedAboveIt() async throws {
        let model = ReservationsModel(
            store: ReservationStore(service: .mock(latency: .zero, clock: clock), clock: clock))
        await model.store.load().value
        let list = model.list
        let upcoming = model.store.groups.upcoming
        try #require(upcoming.count >= 2)
        for _ in 1..<upcoming.count { _ = FocusChain(model.rootView().body).dispatch(.down) }
        let chosen = try #require(list.selectedReservation)
        #expect(list.selection == chosen.id)
        let first = model.store.reservations[upcoming[0]]
        let draft = ReservationDraft(landmarkId: first.landmarkId, date: first.date, partySize: 2)
        await model.store.create(draft)?.value
        #expect(model.store.groups.upcoming.count == upcoming.count + 1)
        #expect(list.selectedReservation?.id == chosen.id)
        let page = model.rootView().body
        _ = ScreenLayout.frame(for: page, size: Size(columns: 80, rows: 24))
        let row = AccessibilityOutline(page).entries.first { $0.role == .list }?.value
        #expect(row?.hasPrefix("\(upcoming.count + 1) of") == true, "one row down, where it now is")
    }
}
