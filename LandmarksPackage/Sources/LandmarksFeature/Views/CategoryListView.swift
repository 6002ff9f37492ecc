import DesignSystem
import LandmarksDomain

/// The categories that have landmarks, with counts.
@MainActor
struct CategoryListView: View {
    let root: LandmarksModel
    var model: CategoryListModel { root.categories }

    var body: Page {
        if let placeholder = StoreStatus.placeholderPage("Categories", root: root) { return placeholder }
        let rows = model.rows
        let tabs = StoreStatus.tabs(root)
        let category = model.selectedCategory
        let column = Column(fitting: rows.map(\.category.displayName))
        return Page("Categories", trailing: model.store.landmarks.count.landmarksLabel) {
            List(
                "Categories",
                sections: [
                    ListSection(header: SectionHeader("Categories", count: rows.count), count: rows.count)
                ],
                selecting: model
            ) { index, width in
                ColumnRow(
                    width: width,
                    [
                        .fixed(Line(rows[index].category.displayName), column),
                        .flexible(Line(rows[index].count.landmarksLabel, style: .muted)),
                    ]
                ).line
            }
            .onOpen(category) { root.showCategory($0) }
        }
        .tabs(tabs)
        .banner(StoreStatus.banner(model.store))
        .keyBindings(tabs.keyBindings())
        .keyBinding(StoreStatus.reload(root))
    }
}
