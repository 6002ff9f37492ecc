import DesignSystem
import Formatting
import ReservationsDomain
import Toolkit

/// How the store's state shows on every screen, so every screen treats loading, failure,
/// emptiness, cached data and changes in flight the same way.
@MainActor
enum StoreStatus {
    /// The list's placeholder while there are no reservations to list; `nil` when there are.
    static func placeholder(_ root: ReservationsModel) -> (any Widget)? {
        LoadPlaceholder.make(
            for: root.store, loading: "Loading reservations…", failed: "Couldn't load reservations",
            empty: EmptyState(
                title: "No reservations",
                message: "You have no visits booked yet. Press n to book one, or r to load again."),
            retry: root.reload)
    }

    /// The banner: a change in flight or failed for `id`, then the state of the reservations on
    /// screen. The host shows a notice over it.
    static func banner(_ store: ReservationStore, for id: Reservation.ID? = nil) -> Banner? {
        .dataStatus(
            of: store, change: id.flatMap { store.cancellations[$0] }, sending: "Cancelling…",
            failing: "Couldn't cancel")
    }

    /// The question asked before cancelling `reservation`.
    static func cancelDialog(_ reservation: Reservation, format: DateTimeFormat, root: ReservationsModel)
        -> ConfirmationDialog
    {
        ConfirmationDialog(
            title: "Cancel this reservation?",
            message:
                "\(reservation.landmarkName) on \(format.date(reservation.date)) at "
                + "\(format.time(reservation.date)), \(reservation.partyLabel). This cannot be undone.",
            confirmLabel: "Cancel visit", refuseLabel: "Keep it", onConfirm: root.confirmCancel,
            onRefuse: root.dismissCancel)
    }
}
