public import Observation
public import ReservationsDomain
public import Toolkit

/// The reservation list: Upcoming then Past, with one selected by id.
@MainActor @Observable
public final class ReservationListModel {
    /// The reservations, shared with the form and the detail screens.
    public let store: ReservationStore
    /// The selected reservation; `nil` selects the first row.
    public var selection: Reservation.ID?
    /// Where the list is scrolled.
    public let scroll = ScrollPosition()

    /// Creates the list over `store`.
    public init(store: ReservationStore) {
        self.store = store
    }

    /// The reservation Enter opens: the selected one, else the first listed; `nil` when there
    /// are none.
    public var selectedReservation: Reservation? {
        if let selection, let reservation = store.reservation(id: selection) { return reservation }
        let groups = store.groups
        return (groups.upcoming.first ?? groups.past.first).map { store.reservations[$0] }
    }
}
