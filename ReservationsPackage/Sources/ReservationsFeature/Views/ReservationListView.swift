import DesignSystem
import ReservationsDomain

/// The root list: Upcoming, then Past.
@MainActor
struct ReservationListView: FeatureView {
    let root: ReservationsModel
    let scroll: ScrollPosition
    var model: ReservationListModel { root.list }

    func content() -> ScreenContent {
        let store = root.store
        let title = TitleBar("Reservations", trailing: trailing)
        if let placeholder = StoreStatus.placeholder(store) {
            return ScreenContent(
                title: title, banner: root.notice.map(StoreStatus.banner), body: placeholder,
                hints: StoreStatus.placeholderHints(store))
        }
        let groups = store.groups
        let format = DateTimeFormat(store.clock)
        let now = store.clock.now()
        let dateWidth = ReservationRow.dateWidth(
            first: groups.past.last.map { store.reservations[$0].date },
            last: groups.upcoming.last.map { store.reservations[$0].date }, format: format, now: now)
        let sections = [
            ListSection(
                header: SectionHeader("Upcoming", count: groups.upcoming.count), count: groups.upcoming.count),
            ListSection(header: SectionHeader("Past", count: groups.past.count), count: groups.past.count),
        ].filter { $0.count > 0 }
        let list = ListView(
            sections: sections, selection: min(model.selection, max(0, model.itemCount - 1)), scroll: scroll
        ) { item, width in
            model.reservation(atItem: item, in: groups).map {
                ReservationRow.line($0, format: format, now: now, dateWidth: dateWidth, width: width)
            }
                ?? .blank
        }
        return ScreenContent(
            title: title, banner: StoreStatus.banner(root, for: model.selectedReservation?.id),
            body: .list(list),
            hints: [.move, .open, .new, .refresh, .quit])
    }

    private var trailing: String {
        let upcoming = root.store.groups.upcomingConfirmedCount
        return root.store.reservations.isEmpty ? "" : "\(upcoming.grouped) upcoming"
    }

    func handle(_ key: Key) -> KeyResult {
        if let target = ListNavigation.move(
            model.selection, with: key, count: model.itemCount, scroll: scroll)
        {
            model.select(target)
            return .handled
        }
        switch key {
        case .enter:
            guard let reservation = model.selectedReservation else { return .ignored }
            root.showDetail(reservation.id)
        case .character("n"): root.newReservation()
        case .character("r"): root.store.load()
        case .character("q"): return .quit
        default: return .ignored
        }
        return .handled
    }
}
