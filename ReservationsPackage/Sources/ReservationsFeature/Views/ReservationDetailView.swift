import DesignSystem
import ReservationsDomain

/// Every field of one reservation, and what can be done with it.
@MainActor
struct ReservationDetailView: View {
    let root: ReservationsModel
    let id: Reservation.ID

    var body: Page {
        guard let reservation = root.store.reservation(id: id) else {
            // Opened by a link before the reservations loaded, or to one that is gone.
            let notFound = ErrorState(
                title: "Reservation not found", message: "It is no longer in your reservations.",
                action: .hint(.back))
            return Page("Reservation") {
                LoadPlaceholder.make(
                    root.store.state, hasContent: false, loading: "Loading reservations…",
                    failed: "Couldn't load reservations", empty: notFound, retry: root.reload) ?? notFound
            }
        }
        let format = root.dateFormat
        let isOpen = !reservation.isCancelled
        return Page("Reservation", trailing: isOpen ? "Confirmed" : "Cancelled") {
            Text(reservation.landmarkName) { size in
                Self.lines(for: reservation, format: format, width: size.columns)
            }
        }
        .banner(StoreStatus.banner(root.store, for: id))
        // On a cancelled visit `e` and `c` only say why they cannot help, so they are not offered.
        .keyBinding(.character("e"), isOpen ? KeyHint("e", "Edit") : nil) { root.edit(id) }
        .keyBinding(.character("c"), isOpen ? KeyHint("c", "Cancel visit") : nil) { root.requestCancel(id) }
        .keyBinding("l", "Landmark") { root.openLandmark(of: id) }
        .confirmationDialog(
            root.pendingCancel == id ? StoreStatus.cancelDialog(reservation, format: format, root: root) : nil
        )
    }

    static func lines(for reservation: Reservation, format: DateTimeFormat, width: Int) -> [Line] {
        func field(_ label: String, _ value: Line) -> Line {
            Line(" " + label, style: .label).fitted(to: 14) + value
        }
        var heading = Line(" \(reservation.landmarkName)", style: .title)
        if reservation.isCancelled { heading.append("  Cancelled", style: .error) }
        var lines: [Line] = [
            .blank, heading, .blank,
            field("Date", Line(format.date(reservation.date))),
            field("Time", Line(format.time(reservation.date))),
            field("Party", Line(reservation.partyLabel)),
            field("Status", Line(reservation.isCancelled ? "Cancelled" : "Confirmed")),
            .blank, Line(" Notes", style: .label),
        ]
        if reservation.notes.isEmpty {
            lines.append(Line(" None", style: .muted))
        } else {
            lines += Line.wrapping(reservation.notes, width: max(10, width - 2)).map { Line(" ") + $0 }
        }
        return lines
    }
}
