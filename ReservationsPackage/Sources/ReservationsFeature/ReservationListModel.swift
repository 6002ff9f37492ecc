public import Observation
public import ReservationsDomain
public import Toolkit

/// The reservation list: Upcoming then Past, with one selected by id.
@MainActor @Observable
public final class ReservationListModel: SelectableList {
    /// The reservations, shared with the form and the detail screens.
    public let store: ReservationStore
    /// The selected reservation, and where the list is scrolled.
    public let selection = ListSelection<Reservation.ID>()

    /// Creates the list over `store`.
    public init(store: ReservationStore) {
        self.store = store
    }

    /// The number of reservations listed.
    public var itemCount: Int { store.groups.count }

    /// The reservation at item `item`, counted across Upcoming then Past of `groups` over
    /// `reservations` (the store's, unless the caller already holds them: a list drawing its rows
    /// reads them once, not once a row).
    public func reservation(
        atItem item: Int, in groups: ReservationGroups? = nil, of reservations: [Reservation]? = nil
    ) -> Reservation? {
        let groups = groups ?? store.groups
        let reservations = reservations ?? store.reservations
        if groups.upcoming.indices.contains(item) { return reservations[groups.upcoming[item]] }
        let past = item - groups.upcoming.count
        return groups.past.indices.contains(past) ? reservations[groups.past[past]] : nil
    }

    /// The reservation of row `item`.
    public func id(atItem item: Int) -> Reservation.ID? { reservation(atItem: item)?.id }

    /// The row of the reservation `id`, if the list shows it.
    public func item(of id: Reservation.ID) -> Int? {
        let groups = store.groups
        let reservations = store.reservations
        if let item = groups.upcoming.firstIndex(where: { reservations[$0].id == id }) { return item }
        return groups.past.firstIndex { reservations[$0].id == id }.map { groups.upcoming.count + $0 }
    }

    /// The reservation Enter opens; `nil` when there are none.
    public var selectedReservation: Reservation? { reservation(atItem: selectedItem) }
}
