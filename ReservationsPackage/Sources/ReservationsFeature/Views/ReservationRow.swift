import DesignSystem
import ReservationsDomain

/// One reservation as a list row: date, time, landmark, then the party and whether it was
/// cancelled as width allows. Narrow terminals drop the party first, then the time.
enum ReservationRow {
    static func line(_ reservation: Reservation, format: DateTimeFormat, width: Int) -> Line {
        let date = Line(format.shortDate(reservation.date)).fitted(to: 13)
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

extension DateTimeFormat {
    /// The format for dates as the store's clock reads them.
    init(_ clock: CalendarClock) {
        self.init(timeZone: clock.timeZone, locale: clock.locale)
    }
}

extension KeyHint {
    /// n New
    static let new = KeyHint("n", "New")
}
