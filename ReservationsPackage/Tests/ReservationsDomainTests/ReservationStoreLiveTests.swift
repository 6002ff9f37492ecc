import Foundation
import ReservationsTestSupport
import Synchronization
import Testing
import Toolkit

@testable import ReservationsDomain

/// Changes made on other devices, as the store follows them: applied in place when newer, an
/// own change's echo never announced, a reset reloads, and the stream's state is shown.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationStoreLiveTests {
    let clock = CalendarClock.newYorkAfternoon

    /// A mock service whose changes the test sends.
    func service() -> (ReservationService, AsyncStream<LiveUpdate<ReservationChange>>.Continuation) {
        var service = ReservationService.mock(latency: .zero, clock: clock)
        let (stream, continuation) = AsyncStream.makeStream(of: LiveUpdate<ReservationChange>.self)
        let handed = Mutex(false)
        service.changes = {
            // One follower at a time, as a live feed's stream serves one consumer.
            handed.withLock { wasHanded in
                defer { wasHanded = true }
                return wasHanded ? .finished : stream
            }
        }
        return (service, continuation)
    }

    @Test func aNewerChangeIsAppliedInPlaceAndAnnouncedAndAnOlderOneIsNot() async throws {
        let (service, changes) = service()
        let store = ReservationStore(service: service, clock: clock)
        var announced: [ReservationChange] = []
        store.onRemoteChange = { announced.append($0) }
        await store.load().value
        let order = store.reservations.map(\.id)

        var moved = store.reservations[1]
        moved.partySize = 7
        moved.version = 2
        changes.yield(.connected)
        changes.yield(.change(.changed(moved)))
        var stale = moved
        stale.version = 1
        stale.partySize = 3
        changes.yield(.change(.changed(stale)))
        let booked = Reservation(
            id: UUID(), landmarkId: moved.landmarkId, landmarkName: moved.landmarkName,
            date: clock.date(daysFromToday: 3, hour: 19), partySize: 2)
        changes.yield(.change(.booked(booked)))
        try await waitUntil { announced.count == 2 }

        #expect(store.liveStatus == .connected)
        #expect(store.reservations.map(\.id) == order + [booked.id], "in place, the new one added")
        #expect(store.reservation(id: moved.id)?.partySize == 7, "the older event did not win")
        #expect(announced == [.changed(moved), .booked(booked)])
    }

    @Test func theMockServerSendsEachWriteToEveryStoreAndOnlyTheOthersAnnounceIt() async throws {
        let server = ReservationService.mock(latency: .zero, clock: clock)
        let (writer, reader) = (
            ReservationStore(service: server, clock: clock), ReservationStore(service: server, clock: clock)
        )
        var announced: [String: [ReservationChange]] = [:]
        writer.onRemoteChange = { announced["writer", default: []].append($0) }
        reader.onRemoteChange = { announced["reader", default: []].append($0) }
        await writer.load().value
        await reader.load().value
        let landmark = try #require(try await server.landmarkChoices().first)

        let draft = ReservationDraft(
            landmarkId: landmark.id, date: clock.date(daysFromToday: 2, hour: 18), partySize: 4)
        let booked = try #require(await booking(draft, in: writer))
        await writer.cancel(booked.id)?.value
        try await waitUntil { announced["reader"]?.count == 2 }

        #expect(reader.liveStatus == .connected)
        #expect(reader.reservation(id: booked.id)?.isCancelled == true)
        #expect(announced["reader"]?.map(\.reservation.version) == [1, 2])
        #expect(announced["writer"] == nil, "its own writes' echoes are not news")
    }

    /// What `store` booked for `draft`, once the server answered.
    private func booking(_ draft: ReservationDraft, in store: ReservationStore) async -> Reservation? {
        var booked: Reservation?
        await store.create(draft) { booked = try? $0.get() }?.value
        return booked
    }

    @Test func anOwnChangesEchoIsRecognisedEvenWhenItArrivesBeforeTheAnswer() async throws {
        var (service, changes) = service()
        let gate = AsyncStream.makeStream(of: Void.self)
        let mock = service.update
        service.update = { id, draft in
            // The server's event arrives while the answer is still on its way.
            for await _ in gate.stream { break }
            return try await mock(id, draft)
        }
        let store = ReservationStore(service: service, clock: clock)
        var announced: [ReservationChange] = []
        store.onRemoteChange = { announced.append($0) }
        await store.load().value
        let original = store.reservations.firstFixture
        var draft = ReservationDraft(editing: original)
        draft.partySize = 6
        let task = store.update(original.id, with: draft)
        var echo = original
        echo.partySize = 6
        echo.version = original.version + 1
        changes.yield(.change(.changed(echo)))
        try await Task.sleep(for: .milliseconds(50))
        #expect(store.reservation(id: original.id) == original, "held while the save is on its way")
        gate.continuation.yield()
        await task?.value
        #expect(store.reservation(id: original.id) == echo)
        #expect(announced.isEmpty, "an own change is not news")
    }

    @Test func aSaveOverAVersionChangedElsewhereIsRefusedAsStale() async throws {
        let store = ReservationStore(service: .mock(latency: .zero, clock: clock), clock: clock)
        await store.load().value
        let original = store.reservations.firstFixture
        let otherDevice = ReservationDraft(editing: original)
        var result: Result<Reservation, AppError>?
        await store.update(original.id, with: otherDevice) { result = $0 }?.value
        #expect(try result?.get().version == original.version + 1)
        var late = ReservationDraft(editing: original)
        late.partySize = 9
        await store.update(original.id, with: late) { result = $0 }?.value
        guard case let .failure(error) = result else {
            Issue.record("a save over an old version was accepted")
            return
        }
        #expect(error.isStale)
        #expect(error.message == "It was changed on another device since you opened it.")
    }

    @Test func aResetReloadsAndTheStreamsStateIsShown() async throws {
        var (service, changes) = service()
        let loads = Mutex(0)
        let mock = service.fetchReservations
        service.fetchReservations = { policy in
            loads.withLock { $0 += 1 }
            return mock(policy)
        }
        let store = ReservationStore(service: service, clock: clock)
        await store.load().value
        #expect(store.liveStatus == .off)
        changes.yield(.reconnecting(.transport("connection refused")))
        try await waitUntil { store.liveStatus == .reconnecting(.transport("connection refused")) }
        changes.yield(.connected)
        changes.yield(.reloadEverything)
        try await waitUntil { loads.withLock { $0 } == 2 }
        #expect(store.liveStatus == .connected)
        store.stop()
        #expect(store.liveStatus == .off)
    }
}
