import Clocks
import Foundation
import ReservationsTestSupport
import Synchronization
import Testing
import Toolkit

@testable import ReservationsDomain

@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationStoreTests {
    let clock = CalendarClock.newYorkAfternoon

    func loadedStore(_ service: ReservationService) async -> ReservationStore {
        let store = ReservationStore(service: service, clock: clock)
        await store.load().value
        return store
    }

    @Test func loadingGroupsTheFixturesAroundToday() async {
        let store = await loadedStore(.mock(latency: .zero, clock: clock))
        #expect(store.state == .loaded(.network))
        #expect(
            store.groups.upcoming.map { store.reservations[$0].landmarkName } == [
                "Turtle Rock", "St. Mary Lake", "Chilkoot Trail",
            ])
        #expect(
            store.groups.past.map { store.reservations[$0].landmarkName } == [
                "Lake McDonald", "Silver Salmon Creek",
            ])
    }

    @Test func aFailedFirstLoadIsTheFailedState() async {
        let store = await loadedStore(.failing(.transport("connection refused")))
        #expect(store.state == .failed(.transport("connection refused")))
    }

    @Test func cachedDataStaysWithItsOriginWhenTheRefreshFails() async {
        var service = ReservationService.unimplemented
        let cached = Reservation.fixtures(clock: clock)
        service.fetchReservations = { _ in
            .producing { yield in
                yield(Fetched(cached, from: .cache))
                throw AppError.timeout
            }
        }
        let store = await loadedStore(service)
        #expect(store.state == .loaded(.cache))
        #expect(store.refreshError == .timeout)
        #expect(store.reservations == cached)
    }

    @Test func creatingAddsTheSavedReservationAndReportsIt() async throws {
        let store = await loadedStore(.mock(latency: .zero, clock: clock))
        var draft = ReservationDraft.new(for: store.reservations.firstFixture.landmarkId, clock: clock)
        draft.partySize = 5
        var result: Result<Reservation, AppError>?
        let task = store.create(draft) { result = $0 }
        #expect(store.creation == .inProgress)
        await task?.value
        let saved = try #require(try result?.get())
        #expect(store.creation == .succeeded)
        #expect(store.reservation(id: saved.id)?.partySize == 5)
        #expect(store.groups.upcoming.count == 4)
    }

    @Test func aRefusedCreateKeepsTheListAndReportsTheError() async {
        let store = await loadedStore(.mock(latency: .zero, clock: clock))
        var draft = ReservationDraft.new(for: store.reservations.firstFixture.landmarkId, clock: clock)
        draft.date = clock.date(daysFromToday: -1, hour: 10)
        var result: Result<Reservation, AppError>?
        await store.create(draft) { result = $0 }?.value
        guard case let .failure(error) = result else {
            Issue.record("expected a failure, got \(String(describing: result))")
            return
        }
        #expect(
            ReservationDraft.fieldErrors(from: error)[.date] != nil, "the mock answers as the server does")
        #expect(store.creation == .failed(error))
        #expect(store.reservations.count == 5)
    }

    @Test func updatingReplacesTheReservationInPlace() async throws {
        let store = await loadedStore(.mock(latency: .zero, clock: clock))
        let original = store.reservations.firstFixture
        var draft = ReservationDraft(editing: original)
        draft.notes = "Changed"
        await store.update(original.id, with: draft)?.value
        #expect(store.reservation(id: original.id)?.notes == "Changed")
        #expect(store.updates[original.id] == .succeeded)
        #expect(store.reservations.count == 5)
    }

    @Test func aCancelShowsAtOnceAndStays() async {
        let store = await loadedStore(
            .mock(latency: Latency(.milliseconds(300), clock: ImmediateClock()), clock: clock))
        let id = store.reservations.firstFixture.id
        let task = store.cancel(id)
        #expect(store.reservation(id: id)?.isCancelled == true, "shown before the server answers")
        #expect(store.cancellations[id] == .inProgress)
        await task?.value
        #expect(store.reservation(id: id)?.isCancelled == true)
        #expect(store.cancellations[id] == .succeeded)
        #expect(store.cancel(id) == nil, "already cancelled")
    }

    @Test func aRefusedCancelRollsBackWithTheError() async {
        var service = ReservationService.unimplemented
        service.fetchReservations = ReservationService.mock(latency: .zero, clock: clock).fetchReservations
        let sent = Mutex<Int?>(nil)
        service.cancel = { _, version in
            sent.withLock { $0 = version }
            throw AppError.server(status: 503, body: "")
        }
        let store = await loadedStore(service)
        let id = store.reservations.firstFixture.id
        await store.cancel(id)?.value
        #expect(sent.withLock { $0 } == store.reservation(id: id)?.version, "the version on screen")
        #expect(store.reservation(id: id)?.isCancelled == false)
        #expect(store.cancellations[id] == .failed(.server(status: 503, body: "")))
    }

    @Test func landmarkChoicesLoadOnceFromTheLandmarksService() async {
        let calls = Atomic(0)
        var service = ReservationService.unimplemented
        service.landmarkChoices = {
            calls.add(1, ordering: .relaxed)
            return [LandmarkChoice(id: .number(1), name: "Turtle Rock", park: "Joshua Tree")]
        }
        let store = ReservationStore(service: service, clock: clock)
        await store.loadLandmarkChoices()?.value
        #expect(store.loadLandmarkChoices() == nil, "already loaded")
        #expect(store.landmarkChoices.value?.map(\.name) == ["Turtle Rock"])
        #expect(calls.load(ordering: .relaxed) == 1)
    }

    @Test func theEmptyPresetIsAServerWithNothingOnIt() async throws {
        let empty = try #require(ReservationService.presets(clock: clock).services(.empty))
        var deliveries: [[Reservation]] = []
        for try await delivery in empty.fetchReservations(.networkOnly) { deliveries.append(delivery.value) }
        #expect(deliveries == [[]])
        #expect(try await empty.landmarkChoices().isEmpty)
        #expect(ReservationService.presets(clock: clock).names == PresetName.standard)
    }

    @Test func theMockPresetOffersTheLandmarksFixtures() async throws {
        let choices = try await ReservationService.mock(latency: .zero, clock: clock).landmarkChoices()
        #expect(choices.count == 14)
        #expect(choices.first?.name == "Turtle Rock")
    }
}
