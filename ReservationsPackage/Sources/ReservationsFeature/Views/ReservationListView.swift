import DesignSystem
import ReservationsDomain
import Toolkit

/// The root list: Upcoming, then Past.
@MainActor
struct ReservationListView: View {
    let root: ReservationsModel
    let scroll: ScrollPosition
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
        return page
            .keyBinding("n", "New", isAvailable: settled) { root.newReservation() }
            .keyBinding(.character("r"), .refresh, isAvailable: settled, action: root.reload)
    }

    private var list: List {
        let store = root.store
        let groups = store.groups
        let reservations = store.reservations
        let format = root.dateFormat
        let now = store.clock.now()
        let dateWidth = ReservationRow.dateWidth(
            first: groups.past.last.map { reservations[$0].date },
            last: groups.upcoming.last.map { reservations[$0].date }, format: format, now: now)
        let sections = [
            ListSection(
                header: SectionHeader("Upcoming", count: groups.upcoming.count), count: groups.upcoming.count),
            ListSection(header: SectionHeader("Past", count: groups.past.count), count: groups.past.count),
        ].filter { $0.count > 0 }
        return List(
            "Reservations", sections: sections,
            selection: Binding(get: { min(model.selection, max(0, model.itemCount - 1)) }, set: model.select),
            scroll: scroll
        ) { item, width in
            model.reservation(atItem: item, in: groups, of: reservations).map {
                ReservationRow.line($0, format: format, now: now, dateWidth: dateWidth, width: width)
            } ?? .blank
        }
        .onOpen(model.selectedReservation) { root.showDetail($0.id) }
    }

    private var trailing: String {
        let upcoming = root.store.groups.upcomingConfirmedCount
        return root.store.reservations.isEmpty ? "" : "\(upcoming.grouped) upcoming"
    }
}
