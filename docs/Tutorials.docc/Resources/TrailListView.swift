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
        if let placeholder = LoadPlaceholder.make(
            for: store, loading: "Loading trails…", failed: "Couldn't load trails",
            empty: EmptyState(
                title: "No trails", message: "There are no trails to show yet. Press r to load them again."),
            retry: root.reload)
        {
            return Page("Trails") { placeholder }.keyBinding(reload)
        }
        // Measured every frame: fine for the few trails a new feature starts with. A store
        // of many keeps a revision and a `Memo` of its widths, as Landmarks does.
        let name = Column(fitting: items.lazy.map(\.name))
        return Page("Trails", trailing: items.count == 1 ? "1 trail" : "\(items.count) trails") {
            List("Trails", sections: [ListSection(count: items.count)], selecting: root) { index, width in
                ColumnRow(
                    width: width,
                    [
                        .flexible(Line(items[index].name), upTo: name),
                        .flexible(Line(items[index].summary, style: .muted), dropOrder: 0),
                    ]
                ).line
            }
            .onOpen(root.selected) { root.showDetail($0.id) }
        }
        .banner(.dataStatus(of: store))
        .keyBinding(reload)
    }
}
