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
            if let placeholder = root.status.placeholder(
                hasContent: !landmarks.isEmpty,
                empty: EmptyState(
                    title: "No \(model.category.displayName.lowercased())",
                    message: "No landmarks are in this category any more. Press esc to go back."))
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
        .banner(landmarks.isEmpty ? nil : root.banner(favoriteOf: selected?.id))
        .keyBinding(root.favoriteKey(selected))
    }
}
