import DesignSystem
import LandmarksDomain

/// The landmarks of one category.
@MainActor
struct CategoryLandmarksView: FeatureView {
    let root: LandmarksModel
    let model: CategoryLandmarksModel
    let scroll: ScrollPosition

    func content() -> ScreenContent {
        let indices = model.indices
        let title = TitleBar(model.category.displayName, trailing: indices.count.landmarksLabel)
        guard !indices.isEmpty else {
            return ScreenContent(
                title: title,
                body: .empty(
                    EmptyState(
                        title: "No \(model.category.displayName.lowercased())",
                        message: "No landmarks are in this category any more. Press esc to go back.")),
                hints: [.back, .quit])
        }
        let landmarks = model.store.landmarks
        let list = ListView(
            sections: [ListSection(count: indices.count)], selection: model.selection, scroll: scroll
        ) { index, width in
            LandmarkRow.line(landmarks[indices[index]], width: width)
        }
        return ScreenContent(
            title: title, banner: StoreStatus.banner(model.store, favoriteOf: model.selectedLandmark?.id),
            body: .list(list),
            hints: [.move, .open, LandmarkRow.favoriteHint(model.selectedLandmark), .back, .quit])
    }

    func handle(_ key: Key) -> KeyResult {
        let selected = model.selectedLandmark
        return CommonKeys(
            list: (model.selection, model.indices.count, scroll, model.select),
            open: selected.map { landmark in { root.showDetail(landmark.id) } },
            favorite: selected.map { _ in model.toggleFavorite }
        ).handle(key)
    }
}
