import Foundation
import LandmarksDomain
import ReservationsApi
public import Toolkit

extension Reservation {
    /// Five reservations around `clock`'s today: three upcoming (one cancelled) and two past,
    /// at fixture landmarks, with fixed identifiers. The visits are
    /// `ReservationApiModel.demoVisits`, the ones the backend's fixtures seed gives its first
    /// demo user, so the mock preset and a seeded server serve the same.
    public static func fixtures(clock: CalendarClock) -> [Reservation] {
        let names = Dictionary(
            Landmark.fixtures.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return ReservationApiModel.demoVisits.map { visit in
            Reservation(
                id: visit.id, landmarkId: visit.landmarkId, landmarkName: names[visit.landmarkId] ?? "",
                date: visit.date(today: clock.now(), calendar: clock.calendar), partySize: visit.partySize,
                notes: visit.notes, status: visit.status == .cancelled ? .cancelled : .confirmed)
        }
    }

    /// `count` reservations for scale tests, spread from a year ago to a year ahead of `clock`'s
    /// today, one in eight cancelled.
    public static func generated(count: Int, clock: CalendarClock) -> [Reservation] {
        let landmarks = Landmark.fixtures
        return (0..<max(0, count)).map { index in
            let landmark = landmarks[index % landmarks.count]
            return Reservation(
                id: ReservationApiModel.demoID(1_000_000 + index), landmarkId: landmark.id,
                landmarkName: landmark.name,
                date: clock.date(
                    daysFromToday: index % 731 - 365, hour: 8 + index % 12, minute: index % 2 * 30),
                partySize: index % 20 + 1, status: index % 8 == 0 ? .cancelled : .confirmed)
        }
    }
}
