public import Observation
import Toolkit
public import ReservationsDomain

/// The reservation list: Upcoming then Past, with one selected.
@MainActor @Observable
public final class ReservationListModel {
    /// The shared store.
    public let store: ReservationStore
    /// The selected item, counted across both groups.
    public private(set) var selection = 0

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

    /// The selected reservation; the last one if the list shrank under the selection.
    public var selectedReservation: Reservation? {
        reservation(atItem: selection.clamped(toCount: itemCount))
    }

    /// Selects item `item`, clamped to the list.
    public func select(_ item: Int) {
        selection = item.clamped(toCount: itemCount)
    }
}
