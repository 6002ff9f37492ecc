import DesignSystem
import LandmarksDomain

/// The landmarks of one category.
@MainActor
struct CategoryLandmarksView: View {
    let root: LandmarksModel
    let model: CategoryLandmarksModel

    var body: Page {
        let landmarks = model.landmarks
        let selected = model.selectedLandmark
        let columns = root.landmarkRowColumns
        return Page(model.category.displayName, trailing: landmarks.count.landmarksLabel) {
            // Opened by a link, it can show before the landmarks load.
            if let placeholder = LoadPlaceholder.make(
                model.store.state, hasContent: !landmarks.isEmpty, loading: "Loading landmarks…",
                failed: "Couldn't load landmarks",
                empty: EmptyState(
                    title: "No \(model.category.displayName.lowercased())",
                    message: "No landmarks are in this category any more. Press esc to go back."),
                retry: root.reload)
            {
                placeholder
            } else {
                List(model.category.displayName, landmarks, selection: Bindable(model).selection) {
                    landmark in
                    LandmarkRow(landmark, columns: columns)
                }
                .scrollPosition(model.scroll)
                .onOpen { root.showDetail($0) }
            }
        }
        .banner(landmarks.isEmpty ? nil : StoreStatus.banner(model.store, favoriteOf: selected?.id))
        .keyBinding(StoreStatus.favorite(selected, model.toggleFavorite))
    }
}
