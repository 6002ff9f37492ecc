import Foundation
import ReservationsDomain
import Toolkit

extension CalendarClock {
    /// 2026-11-22 15:00 in New York (20:00 UTC), a Sunday.
    static let newYorkAfternoon = CalendarClock.fixed(
        Date(timeIntervalSince1970: 1_795_377_600), timeZone: TimeZone(identifier: "America/New_York")!)
}

extension UUID {
    /// A fixed UUID for a small number: the fixtures' own (WireContract's `UUID(fixture:)`).
    static func number(_ number: Int) -> UUID { UUID(fixture: number) }
}
