import DesignSystem
import LandmarksDomain

/// The root list: featured and all landmarks, or search results.
@MainActor
struct LandmarkListView: FeatureView {
    let root: LandmarksModel
    let scroll: ScrollPosition
    var model: LandmarkListModel { root.list }

    func content() -> ScreenContent {
        if let placeholder = StoreStatus.placeholderScreen(title: "Landmarks", root: root) {
            return placeholder
        }
        let tabs = StoreStatus.tabs(root)
        let field = TextField(
            label: "Search", text: model.query, placeholder: "press / to search", isFocused: model.isSearching
        )
        let sections = model.sections
        let count = model.itemCount
        let body: ScreenContent.Body
        if count == 0 {
            body = .empty(
                EmptyState(
                    title: "No matches for “\(model.query)”",
                    message: "Try another name, park, place or category, or press esc to clear the search."))
        } else {
            body = .list(
                ListView(
                    sections: sections.map {
                        ListSection(
                            header: SectionHeader($0.title, count: $0.indices.count), count: $0.indices.count)
                    },
                    selection: model.selection, scroll: scroll
                ) { item, width in
                    model.landmark(atItem: item).map { LandmarkRow.line($0, width: width) } ?? .blank
                })
        }
        let position =
            model.query.isEmpty
            ? model.store.landmarks.count.landmarksLabel : count == 1 ? "1 match" : "\(count) matches"
        return ScreenContent(
            title: TitleBar("Landmarks", trailing: position), tabs: tabs,
            banner: StoreStatus.banner(model.store, favoriteOf: model.selectedLandmark?.id),
            field: field, body: body, hints: hints)
    }

    private var hints: [KeyHint] {
        if model.isSearching {
            return [KeyHint("type", "Filter"), .move, KeyHint("⏎", "Done"), KeyHint("esc", "Clear")]
        }
        let favorite = LandmarkRow.favoriteHint(model.selectedLandmark)
        let clear = model.query.isEmpty ? [] : [KeyHint("esc", "Clear")]
        return [.move, .open, KeyHint("/", "Search"), favorite] + clear
            + [KeyHint("←→", "Tabs"), .refresh, .quit]
    }

    func handle(_ key: Key) -> KeyResult {
        let list = (model.selection, model.itemCount, scroll, model.select)
        if model.isSearching {
            if let target = ListNavigation.move(
                model.selection, with: key, count: model.itemCount, scroll: scroll)
            {
                model.select(target)
                return .handled
            }
            return handleSearch(key)
        }
        switch key {
        case .character("/"): model.beginSearch()
        case .escape where !model.query.isEmpty: model.endSearch(clearing: true)
        default:
            let selected = model.selectedLandmark
            return CommonKeys(
                list: list, open: selected.map { landmark in { root.showDetail(landmark.id) } },
                favorite: selected.map { _ in model.toggleFavorite }, root: root
            ).handle(key)
        }
        return .handled
    }

    private func handleSearch(_ key: Key) -> KeyResult {
        switch key {
        case .enter: model.endSearch(clearing: false)
        case .escape: model.endSearch(clearing: true)
        default:
            var field = TextField(label: "Search", text: model.query, isFocused: true)
            guard field.edit(with: key) else { return .ignored }
            model.updateQuery(field.text)
        }
        return .handled
    }
}
