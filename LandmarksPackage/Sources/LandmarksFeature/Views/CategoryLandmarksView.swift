import DesignSystem
import LandmarksDomain

/// The landmarks of one category.
@MainActor
struct CategoryLandmarksView: View {
    let root: LandmarksModel
    let model: CategoryLandmarksModel

    var body: Page {
        let indices = model.indices
        let landmarks = model.store.landmarks
        let selected = model.selectedLandmark
        let columns = root.landmarkRowColumns
        return Page(model.category.displayName, trailing: indices.count.landmarksLabel) {
            // Opened by a link, it can show before the landmarks load.
            if let placeholder = LoadPlaceholder.make(
                model.store.state, hasContent: !indices.isEmpty, loading: "Loading landmarks…",
                failed: "Couldn't load landmarks",
                empty: EmptyState(
                    title: "No \(model.category.displayName.lowercased())",
                    message: "No landmarks are in this category any more. Press esc to go back."),
                retry: root.reload)
            {
                placeholder
            } else {
                List(
                    model.category.displayName, sections: [ListSection(count: indices.count)],
                    selecting: model
                ) { index, width in
                    LandmarkRow.line(landmarks[indices[index]], columns: columns, width: width)
                }
                .onOpen(selected) { root.showDetail($0.id) }
            }
        }
        .banner(indices.isEmpty ? nil : StoreStatus.banner(model.store, favoriteOf: selected?.id))
        .keyBinding(StoreStatus.favorite(selected, model.toggleFavorite))
    }
}
