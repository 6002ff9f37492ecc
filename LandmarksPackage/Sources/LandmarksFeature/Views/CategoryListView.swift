import DesignSystem
import LandmarksDomain

/// The categories that have landmarks, with counts.
@MainActor
struct CategoryListView: View {
    let root: LandmarksModel
    var model: CategoryListModel { root.categories }

    var body: Page {
        if let placeholder = root.placeholderPage("Categories") { return placeholder }
        let rows = model.rows
        let column = Column(fitting: rows.map(\.category.displayName))
        return Page("Categories", trailing: model.store.landmarks.count.landmarksLabel) {
            List(
                "Categories", selection: Bindable(model).selection,
                sections: [
                    Section("Categories", rows) { row in
                        Text(row.category.displayName) { size in
                            [
                                ColumnRow(
                                    width: size.columns,
                                    [
                                        .fixed(Line(row.category.displayName), column),
                                        .flexible(Line(row.count.landmarksLabel, style: .muted)),
                                    ]
                                ).line
                            ]
                        }
                    }
                ]
            )
            .scrollPosition(model.scroll)
            .onOpen { root.showCategory($0) }
        }
        .tabs(root.tabs)
        .banner(root.status.banner())
        .keyBinding(root.reloadKey())
    }
}
