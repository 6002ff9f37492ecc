import DesignSystem
import ReservationsDomain
import Toolkit

/// The root list: Upcoming, then Past.
@MainActor
struct ReservationListView: View {
    let root: ReservationsModel
    var model: ReservationListModel { root.list }

    var body: Page {
        let store = root.store
        let page: Page
        if let placeholder = root.status.placeholder {
            page = Page("Reservations", trailing: trailing) { placeholder }
        } else {
            page = Page("Reservations", trailing: trailing) { list }
                .banner(root.banner(cancellingOf: model.selectedReservation?.id))
        }
        let settled = !store.state.isLoading || !store.reservations.isEmpty
        return
            page
            .keyBinding("n", "New", isAvailable: settled) { root.newReservation() }
            .keyBinding("r", "Refresh", isAvailable: settled, action: root.reload)
    }

    private var list: List<Reservation.ID> {
        let store = root.store
        let groups = store.groups
        let reservations = store.reservations
        let format = root.dateFormat
        let now = store.clock.now()
        let columns = root.reservationRowColumns(now: now)
        let row = { (reservation: Reservation) in
            ReservationRow(reservation, format: format, now: now, columns: columns)
        }
        let sections = [
            Section(
                header: Self.header(
                    "Upcoming", rows: groups.upcoming.count, confirmed: groups.upcomingConfirmedCount),
                groups.upcoming.lazy.map { reservations[$0] }, row: row),
            Section(
                header: Self.header("Past", rows: groups.past.count, confirmed: groups.pastConfirmedCount),
                groups.past.lazy.map { reservations[$0] }, row: row),
        ].filter { $0.count > 0 }
        return List("Reservations", selection: Bindable(model).selection, sections: sections)
            .scrollPosition(model.scroll)
            .onOpen { root.showDetail($0) }
    }

    /// A group's header counts the visits that stand, as the title does, and names the
    /// cancelled ones it also shows: `Upcoming · 2 · 1 cancelled`.
    private static func header(_ title: String, rows: Int, confirmed: Int) -> SectionHeader {
        let cancelled = rows - confirmed
        let note = cancelled > 0 ? "\(cancelled.grouped) cancelled" : nil
        return SectionHeader(title, count: confirmed, note: note)
    }

    private var trailing: String {
        let upcoming = root.store.groups.upcomingConfirmedCount
        return root.store.reservations.isEmpty ? "" : "\(upcoming.grouped) upcoming"
    }
}

extension ReservationsModel {
    /// How the reservations' loading shows on every screen built from them.
    var status: StoreStatus<ReservationStore> {
        let empty = EmptyState(
            title: "No reservations",
            message: "You have no visits booked yet. Press n to book one, or r to load again.")
        return StoreStatus(store, noun: "reservations", empty: empty, retry: reload)
            .changes(sending: "Cancelling…", failing: "Couldn't cancel")
    }

    /// The banner over the reservations, led by a cancellation of reservation `id` in flight or
    /// failed.
    func banner(cancellingOf id: Reservation.ID?) -> Banner? {
        status.banner(change: id.flatMap { store.cancellations[$0] })
    }
}
