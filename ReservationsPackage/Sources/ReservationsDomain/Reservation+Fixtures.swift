import Foundation
import LandmarksDomain
public import Toolkit

extension Reservation {
    /// Five reservations around `clock`'s today: three upcoming (one cancelled) and two past,
    /// at fixture landmarks, with fixed identifiers.
    public static func fixtures(clock: CalendarClock) -> [Reservation] {
        let landmarks = Landmark.fixtures
        func visit(
            _ number: Int, _ landmark: Int, days: Int, hour: Int, minute: Int = 0, party: Int,
            notes: String = "", status: Status = .confirmed
        ) -> Reservation {
            Reservation(
                id: stableID(number), landmarkId: landmarks[landmark].id,
                landmarkName: landmarks[landmark].name,
                date: clock.date(daysFromToday: days, hour: hour, minute: minute), partySize: party,
                notes: notes, status: status)
        }
        return [
            visit(1, 0, days: 3, hour: 10, party: 2, notes: "Bring water; the trail is exposed."),
            visit(2, 3, days: 9, hour: 9, minute: 30, party: 4),
            visit(3, 2, days: 20, hour: 8, party: 6, notes: "Permit needed.", status: .cancelled),
            visit(4, 5, days: -5, hour: 14, party: 2),
            visit(5, 1, days: -30, hour: 11, minute: 30, party: 3, notes: "Bear safety talk at noon."),
        ]
    }

    /// `count` reservations for scale tests, spread from a year ago to a year ahead of `clock`'s
    /// today, one in eight cancelled.
    public static func generated(count: Int, clock: CalendarClock) -> [Reservation] {
        let landmarks = Landmark.fixtures
        return (0..<max(0, count)).map { index in
            let landmark = landmarks[index % landmarks.count]
            return Reservation(
                id: stableID(1_000_000 + index), landmarkId: landmark.id, landmarkName: landmark.name,
                date: clock.date(
                    daysFromToday: index % 731 - 365, hour: 8 + index % 12, minute: index % 2 * 30),
                partySize: index % 20 + 1, status: index % 8 == 0 ? .cancelled : .confirmed)
        }
    }

    /// A fixed UUID for a number, so fixtures are the same on every run and every machine.
    static func stableID(_ number: Int) -> UUID {
        let hex = String(number, radix: 16)
        let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return UUID(uuidString: "00000000-0000-4000-9000-\(digits)") ?? UUID()
    }
}
