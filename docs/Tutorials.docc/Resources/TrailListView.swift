import DesignSystem
import TrailsDomain

/// The root list of trails: a placeholder while loading, failed or empty.
@MainActor
struct TrailListView: View {
    let root: TrailsModel

    var body: Page {
        let store = root.store
        let items = store.items
        let reload = KeyBinding(.character("r"), .refresh, action: root.reload)
        if let placeholder = root.status.placeholder {
            return Page("Trails") { placeholder }.keyBinding(reload)
        }
        // Measured every frame: fine for the few trails a new feature starts with. A store
        // of many keeps a revision and a `Memo` of its widths, as Landmarks does.
        let name = Column(fitting: items.lazy.map(\.name))
        return Page("Trails", trailing: items.count == 1 ? "1 trail" : "\(items.count) trails") {
            List("Trails", items, selection: Bindable(root).selection) { item in
                TrailRow(item: item, name: name)
            }
            .scrollPosition(root.scroll)
            .onOpen { root.showDetail($0) }
        }
        .banner(root.status.banner())
        .keyBinding(reload)
    }
}

extension TrailsModel {
    /// How loading the trails shows on every screen built from them.
    var status: StoreStatus<TrailStore> {
        let empty = EmptyState(
            title: "No trails", message: "There are no trails to show yet. Press r to load them again.")
        return StoreStatus(store, noun: "trails", empty: empty, retry: reload)
    }
}

/// One trail as a list row: its name, then its summary as width allows.
struct TrailRow: View {
    let item: Trail
    /// The name column, as wide as the longest name.
    let name: Column

    var body: Text {
        Text(item.name) { size in
            [
                ColumnRow(
                    width: size.columns,
                    [
                        .flexible(Line(item.name), upTo: name),
                        .flexible(Line(item.summary, style: .muted), dropOrder: 0),
                    ]
                ).line
            ]
        }
    }
}
