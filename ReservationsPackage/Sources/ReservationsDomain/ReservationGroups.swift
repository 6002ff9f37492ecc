public import Foundation

/// Reservations split into Upcoming and Past by the user's today.
///
/// A visit is upcoming from the start of its day in the user's time zone, so a visit earlier
/// today stays under Upcoming until midnight; what is past is before today. Upcoming runs
/// soonest first, Past most recent first. Cancelled visits stay in their group (the list labels
/// them), so what happened to a booking is never hidden.
public struct ReservationGroups: Sendable, Equatable {
    /// Indices into the store's reservations, soonest first.
    public var upcoming: [Int]
    /// Indices into the store's reservations, most recent first.
    public var past: [Int]
    /// How many upcoming visits still stand (are not cancelled).
    public var upcomingConfirmedCount: Int
    /// How many past visits took place (were not cancelled).
    public var pastConfirmedCount: Int

    /// Groups `reservations` around the start of `now`'s day in `calendar`'s time zone.
    public init(_ reservations: [Reservation], now: Date, calendar: Calendar) {
        let today = calendar.startOfDay(for: now)
        var upcoming: [Int] = []
        var past: [Int] = []
        var confirmed = (upcoming: 0, past: 0)
        for index in reservations.indices {
            let stands = reservations[index].isCancelled ? 0 : 1
            if reservations[index].date >= today {
                upcoming.append(index)
                confirmed.upcoming += stands
            } else {
                past.append(index)
                confirmed.past += stands
            }
        }
        // Ties broken by id, so the order never depends on the server's.
        func earlier(_ a: Int, _ b: Int) -> Bool {
            let (x, y) = (reservations[a], reservations[b])
            return x.date != y.date ? x.date < y.date : x.id.uuidString < y.id.uuidString
        }
        self.upcoming = upcoming.sorted(by: earlier)
        self.past = past.sorted { earlier($1, $0) }
        self.upcomingConfirmedCount = confirmed.upcoming
        self.pastConfirmedCount = confirmed.past
    }

    /// The number of reservations in both groups.
    public var count: Int { upcoming.count + past.count }
}
