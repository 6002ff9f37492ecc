import DesignSystem
import LandmarksDomain

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
            if count == 0 && !model.isAnswering {
                EmptyState(
                    title: "No matches for “\(model.query)”",
                    message: "Try another name, park, place or category, or press esc to clear the search.")
            } else {
                list
            }
        }
        .tabs(root.tabs)
        .banner(
            model.isAnswering
                ? Banner(.progress, "Searching…") : root.banner(favoriteOf: selected?.id)
        )
        .searchField(
            SearchField(
                "Search", text: Binding(get: { model.query }, set: model.updateQuery),
                prompt: "press / to search",
                isFocused: model.isSearching
            )
            .results(count == 0 ? nil : list)
            .onSubmit { model.endSearch(clearing: false) }
            .onCancel { model.endSearch(clearing: true) }
        )
        .keyBinding("/", "Search") { model.beginSearch() }
        .keyBinding(root.favoriteKey(selected, model.toggleFavorite))
        .keyBinding(.escape, KeyHint("esc", "Clear"), isAvailable: !model.query.isEmpty) {
            model.endSearch(clearing: true)
        }
        .keyBinding(root.reloadKey())
    }

    /// The count on the title row: every landmark, or the matches while searching.
    private func position(_ count: Int) -> String {
        if model.query.isEmpty { return model.store.landmarks.count.landmarksLabel }
        return count == 1 ? "1 match" : "\(count.grouped) matches"
    }
}
