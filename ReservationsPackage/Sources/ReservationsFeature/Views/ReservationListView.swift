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
        if let placeholder = StoreStatus.placeholder(root) {
            page = Page("Reservations", trailing: trailing) { placeholder }
        } else {
            page = Page("Reservations", trailing: trailing) { list }
                .banner(StoreStatus.banner(store, for: model.selectedReservation?.id))
        }
        let settled = !store.state.isLoading || !store.reservations.isEmpty
        return
            page
            .keyBinding("n", "New", isAvailable: settled) { root.newReservation() }
            .keyBinding("r", "Refresh", isAvailable: settled, action: root.reload)
    }

    private var list: List {
        let store = root.store
        let groups = store.groups
        let reservations = store.reservations
        let format = root.dateFormat
        let now = store.clock.now()
        let columns = root.reservationRowColumns(now: now)
        let sections = [
            ListSection(
                header: Self.header(
                    "Upcoming", rows: groups.upcoming.count, confirmed: groups.upcomingConfirmedCount),
                count: groups.upcoming.count),
            ListSection(
                header: Self.header("Past", rows: groups.past.count, confirmed: groups.pastConfirmedCount),
                count: groups.past.count),
        ].filter { $0.count > 0 }
        return List(
            "Reservations", sections: sections,
            selecting: model
        ) { item, width in
            model.reservation(atItem: item, in: groups, of: reservations).map {
                ReservationRow.line($0, format: format, now: now, columns: columns, width: width)
            } ?? .blank
        }
        .onOpen(model.selectedReservation) { root.showDetail($0.id) }
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
