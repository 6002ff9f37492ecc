import DesignSystem
import Formatting
import ReservationsDomain
import Toolkit

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
                root.status.placeholder(hasContent: false, empty: notFound) ?? notFound
            }
        }
        let format = root.dateFormat
        let isOpen = !reservation.isCancelled
        return Page("Reservation", trailing: isOpen ? "Confirmed" : "Cancelled") {
            Details(
                reservation.landmarkName,
                rows: [
                    .spacer,
                    .title(
                        reservation.landmarkName,
                        badge: reservation.isCancelled ? "Cancelled" : nil, badgeStyle: .error),
                    .spacer,
                    .labeled("Date", format.date(reservation.date)),
                    .labeled("Time", format.time(reservation.date)),
                    .labeled("Party", reservation.partyLabel),
                    .labeled("Status", reservation.isCancelled ? "Cancelled" : "Confirmed"),
                    .spacer,
                    .section("Notes"),
                    reservation.notes.isEmpty ? .placeholder("None") : .paragraph(reservation.notes),
                ])
        }
        .banner(root.banner(cancellingOf: id))
        // On a cancelled visit `e` and `c` only say why they cannot help, so they are not offered.
        .keyBinding(.character("e"), isOpen ? KeyHint("e", "Edit") : nil) { root.edit(id) }
        .keyBinding(.character("c"), isOpen ? KeyHint("c", "Cancel visit") : nil) { root.requestCancel(id) }
        .keyBinding("l", "Landmark", isAvailable: root.onLandmarkTapped != nil) { root.openLandmark(of: id) }
        .confirmationDialog(
            root.pendingCancel == id ? cancelDialog(reservation, format: format) : nil
        )
    }

    /// The question asked before cancelling `reservation`.
    private func cancelDialog(_ reservation: Reservation, format: DateTimeFormat) -> ConfirmationDialog {
        ConfirmationDialog(
            title: "Cancel this reservation?",
            message:
                "\(reservation.landmarkName) on \(format.date(reservation.date)) at "
                + "\(format.time(reservation.date)), \(reservation.partyLabel). This cannot be undone.",
            confirmLabel: "Cancel visit", refuseLabel: "Keep it", onConfirm: root.confirmCancel,
            onRefuse: root.dismissCancel)
    }
}
