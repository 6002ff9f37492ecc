import DesignSystem
import LandmarksDomain
import Search

/// The root list: featured and all landmarks, or search results.
@MainActor
struct LandmarkListView: View {
    let root: LandmarksModel
    var model: LandmarkListModel { root.list }

    var body: Page {
        if let placeholder = root.placeholderPage("Landmarks") { return placeholder }
        let count = model.itemCount
        let selected = model.selectedLandmark
        let columns = root.landmarkRowColumns
        let landmarks = model.store.landmarks
        let list = List(
            "Landmarks", selection: Bindable(model).selection,
            sections: model.sections.map { section in
                Section(section.title, section.indices.lazy.map { landmarks[$0] }) { landmark in
                    LandmarkRow(landmark, columns: columns)
                }
            }
        )
        .scrollPosition(model.scroll)
        .onOpen { root.showDetail($0) }
        return Page("Landmarks", trailing: position(count)) {
            if count == 0 && !model.search.isAnswering {
                EmptyState(
                    title: "No matches for “\(model.search.query)”",
                    message: "Try another name, park, place or category, or press esc to clear the search.")
            } else {
                list
            }
        }
        .tabs(root.tabs)
        .banner(root.banner(favoriteOf: selected?.id))
        .searchable(model.search, results: count == 0 ? nil : list)
        .keyBinding(root.favoriteKey(selected))
        .keyBinding(root.reloadKey())
    }

    /// The count on the title row: every landmark, or the matches while searching.
    private func position(_ count: Int) -> String {
        if model.search.query.isEmpty { return model.store.landmarks.count.landmarksLabel }
        return count == 1 ? "1 match" : "\(count.grouped) matches"
    }
}
