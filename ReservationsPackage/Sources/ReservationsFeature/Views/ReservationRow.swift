import DesignSystem
import Formatting
import Foundation
import ReservationsDomain
import Toolkit

/// One reservation as a list row: date (with the year when it is not this year's), time,
/// landmark, then the party or that it was cancelled, as width allows. Narrow terminals drop
/// the party first, then the time.
struct ReservationRow: View {
    /// The widths every reservation row shares, measured over all of them.
    struct Columns {
        /// What the widths were measured for: the store's revision and the year of today,
        /// which decides whether a date shows its year.
        struct Key: Equatable {
            let revision: Int
            let year: Int
        }

        let date: Column
        let time: Column
        let name: Column
        let trailing: Column

        init(_ reservations: [Reservation], format: DateTimeFormat, now: Date) {
            date = Column(fitting: reservations.lazy.map { format.compactDate($0.date, now: now) })
            time = Column(fitting: reservations.lazy.map { format.time($0.date) })
            name = Column(fitting: reservations.lazy.map(\.landmarkName))
            trailing = Column(fitting: reservations.lazy.map(ReservationRow.trailing))
        }
    }

    let reservation: Reservation
    let format: DateTimeFormat
    let now: Date
    let columns: Columns

    init(_ reservation: Reservation, format: DateTimeFormat, now: Date, columns: Columns) {
        self.reservation = reservation
        self.format = format
        self.now = now
        self.columns = columns
    }

    var body: Text {
        Text(reservation.landmarkName) { size in
            [
                ColumnRow(
                    width: size.columns,
                    [
                        .fixed(Line(format.compactDate(reservation.date, now: now)), columns.date),
                        .fixed(
                            Line(format.time(reservation.date), style: .muted), columns.time, dropOrder: 1),
                        .flexible(
                            Line(reservation.landmarkName, style: reservation.isCancelled ? .muted : .plain),
                            upTo: columns.name),
                        .fixed(
                            Line(
                                Self.trailing(reservation), style: reservation.isCancelled ? .error : .muted),
                            columns.trailing, dropOrder: 0),
                    ]
                ).line
            ]
        }
    }

    /// What the last column says: the party, or that the visit was cancelled.
    nonisolated private static func trailing(_ reservation: Reservation) -> String {
        reservation.isCancelled ? "cancelled" : reservation.partyLabel
    }
}

extension ReservationsModel {
    /// The row columns for the store's reservations as they are now.
    func reservationRowColumns(now: Date) -> ReservationRow.Columns {
        let key = ReservationRow.Columns.Key(
            revision: store.revision, year: store.clock.calendar.component(.year, from: now))
        return rowColumns.value(for: key) {
            ReservationRow.Columns(store.reservations, format: dateFormat, now: now)
        }
    }
}

extension DateTimeFormat {
    /// The format for dates as the store's clock reads them.
    init(_ clock: CalendarClock) {
        self.init(timeZone: clock.timeZone, locale: clock.locale)
    }
}
