import DesignSystem
import Foundation
import ReservationsDomain
import Toolkit

/// One reservation as a list row: date (with the year when it is not this year's), time,
/// landmark, then the party and whether it was cancelled as width allows. Narrow terminals drop
/// the party first, then the time.
enum ReservationRow {
    /// The row; `dateWidth` is the date column's width, wider when some dates show a year.
    static func line(
        _ reservation: Reservation, format: DateTimeFormat, now: Date, dateWidth: Int, width: Int
    )
        -> Line
    {
        let date = Line(format.compactDate(reservation.date, now: now)).fitted(to: dateWidth)
        let time = Line(format.time(reservation.date), style: .muted).fitted(to: 10)
        let trailing =
            reservation.isCancelled
            ? Line("cancelled", style: .error) : Line(reservation.partyLabel, style: .muted)
        let name = Line(reservation.landmarkName, style: reservation.isCancelled ? .muted : .plain)
        let room = width - date.width - time.width
        if room >= 24 + 12 {
            return date + time + name.fitted(to: room - 12) + trailing
        }
        if room >= 16 { return date + time + name }
        return date + name
    }
}

extension ReservationRow {
    /// The date column's width for a list whose dates span `first...last`: room for a year
    /// only when one of them is not in `now`'s year (the list is sorted, so the ends decide).
    static func dateWidth(first: Date?, last: Date?, format: DateTimeFormat, now: Date) -> Int {
        let showsYear = [first, last].contains { date in
            date.map { format.compactDate($0, now: now) == format.date($0) } ?? false
        }
        return showsYear ? 18 : 13
    }
}

extension DateTimeFormat {
    /// The format for dates as the store's clock reads them.
    init(_ clock: CalendarClock) {
        self.init(timeZone: clock.timeZone, locale: clock.locale)
    }
}
