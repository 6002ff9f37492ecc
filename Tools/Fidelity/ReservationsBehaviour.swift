import Foundation
import LandmarksDomain
public import ReservationsDomain
public import Toolkit

extension FidelitySuite where Service == ReservationService {
    /// The Reservations service's behaviour: reads, a booking, every rule the server checks, edits,
    /// cancelling, and the changes stream, around `clock`'s today.
    public static func reservations(clock: CalendarClock) -> Self {
        let visits = Reservation.fixtures(clock: clock)
        let first = visits[0].id
        let second = visits[1].id
        let cancelled = visits[2].id
        let unknown = UUID(uuidString: "00000000-0000-4000-9000-0000000fffff")!
        let landmark = Landmark.fixtures[0].id
        @Sendable func draft(days: Int = 1, party: Int = 2, notes: String = "", landmark: UUID? = landmark)
            -> ReservationDraft
        {
            ReservationDraft(
                landmarkId: landmark, date: clock.date(daysFromToday: days, hour: 19), partySize: party,
                notes: notes)
        }
        return FidelitySuite(
            feature: "reservations", presets: ReservationService.presets(clock: clock),
            steps: [
                Step("list", readsOnly: true) {
                    await deliveries("reservations", $0.fetchReservations(.networkOnly))
                },
                // The mock has no cache: what a cache gives first is the offline preset's to match.
                Step("list, cached first", readsOnly: true, pairings: [.offline]) {
                    await deliveries("reservations", $0.fetchReservations(.cacheThenFetch))
                },
                Step("one visit", readsOnly: true) { service in
                    [await answer("visit 1") { try await service.fetchReservation(first) }]
                },
                Step("an unknown reservation", readsOnly: true) { service in
                    [await answer("unknown") { try await service.fetchReservation(unknown) }]
                },
                Step("visits at a landmark", readsOnly: true) { service in
                    [await answer("at Turtle Rock") { try await service.fetchForLandmark(landmark) }]
                },
                Step("landmarks to book", readsOnly: true) { service in
                    [await answer("choices") { try await service.landmarkChoices() }]
                },
                Step("book a visit") { service in
                    [await answer("book") { try await service.create(draft(notes: "Sunset.")) }]
                },
                Step("a date in the past") { service in
                    [await answer("book yesterday") { try await service.create(draft(days: -1)) }]
                },
                Step("party sizes 0 and 21") { service in
                    [
                        await answer("party of 0") { try await service.create(draft(party: 0)) },
                        await answer("party of 21") { try await service.create(draft(party: 21)) },
                    ]
                },
                Step("notes of 501 characters") { service in
                    [
                        await answer("long notes") {
                            try await service.create(draft(notes: String(repeating: "n", count: 501)))
                        }
                    ]
                },
                Step("an unknown landmark") { service in
                    [await answer("book nowhere") { try await service.create(draft(landmark: unknown)) }]
                },
                Step("edit a visit") { service in
                    var change = draft(days: 4, party: 5, notes: "Changed.")
                    change.version = 1
                    return [await answer("edit visit 2") { try await service.update(second, change) }]
                },
                Step("edit with a party of 0") { service in
                    var change = draft(days: 4, party: 0)
                    change.version = 2
                    return [
                        await answer("edit visit 2, party of 0") { try await service.update(second, change) }
                    ]
                },
                Step("edit with a version read before another change") { service in
                    var change = draft(days: 5, party: 3)
                    change.version = 1
                    return [
                        await answer("edit visit 2 at version 1") { try await service.update(second, change) }
                    ]
                },
                Step("cancel twice") { service in
                    [
                        await answer("cancel visit 1") { try await service.cancel(first, nil) },
                        await answer("cancel visit 1 again") { try await service.cancel(first, nil) },
                    ]
                },
                Step("edit a cancelled visit") { service in
                    [await answer("edit visit 3") { try await service.update(cancelled, draft(days: 6)) }]
                },
                Step("cancel an unknown reservation") { service in
                    [await answer("cancel unknown") { try await service.cancel(unknown, nil) }]
                },
                Step("edit an unknown reservation") { service in
                    [await answer("edit unknown") { try await service.update(unknown, draft()) }]
                },
                Step("list after the changes", readsOnly: true) {
                    await deliveries("reservations", $0.fetchReservations(.networkOnly))
                },
                Step("a change arrives on the changes stream") { service in
                    await updates("changes", service.changes(), count: 2) {
                        await answer("cancel visit 2") { try await service.cancel(second, nil) }
                    }
                },
            ])
    }
}

extension AnySuite {
    /// The Reservations suite among those `check-fidelity` runs: warmed by a fetch of the list and
    /// of the landmarks a booking may choose, its dates read from `clock`.
    static func reservations(known: Set<UUID>, clock: CalendarClock) -> AnySuite {
        AnySuite(.reservations(clock: clock), known: known) { service in
            _ = await deliveries("warm", service.fetchReservations(.networkOnly))
            _ = try? await service.landmarkChoices()
        }
    }
}
