import DesignSystem
import LandmarksDomain

/// The categories that have landmarks, with counts.
@MainActor
struct CategoryListView: FeatureView {
    let root: LandmarksModel
    let scroll: ScrollPosition
    var model: CategoryListModel { root.categories }

    func content() -> ScreenContent {
        if let placeholder = StoreStatus.placeholderScreen(title: "Categories", root: root) {
            return placeholder
        }
        let tabs = StoreStatus.tabs(root)
        let rows = model.rows
        let list = ListView(
            sections: [
                ListSection(header: SectionHeader("Categories", count: rows.count), count: rows.count)
            ],
            selection: model.selection, scroll: scroll
        ) { index, _ in
            Line(rows[index].category.displayName).fitted(to: 16)
                + Line(rows[index].count.landmarksLabel, style: .muted)
        }
        return ScreenContent(
            title: TitleBar("Categories", trailing: "\(model.store.landmarks.count.landmarksLabel)"),
            tabs: tabs,
            banner: StoreStatus.banner(model.store), body: .list(list),
            hints: [.move, .open, KeyHint("←→", "Tabs"), .refresh, .quit])
    }

    func handle(_ key: Key) -> KeyResult {
        let category = model.selectedCategory
        return CommonKeys(
            list: (model.selection, model.rows.count, scroll, model.select),
            open: category.map { category in { root.showCategory(category) } }, root: root
        ).handle(key)
    }
}
