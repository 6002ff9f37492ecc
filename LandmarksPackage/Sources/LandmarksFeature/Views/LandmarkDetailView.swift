import DesignSystem
import LandmarksDomain

/// Every field of one landmark, and the favorite action.
@MainActor
struct LandmarkDetailView: FeatureView {
    let root: LandmarksModel
    let model: LandmarkDetailModel

    func content() -> ScreenContent {
        guard let landmark = model.landmark else {
            return ScreenContent(
                title: TitleBar("Landmark"),
                body: .empty(
                    EmptyState(
                        title: "Landmark not found",
                        message: "It is no longer in the list. Press esc to go back.")),
                hints: [.back, .quit])
        }
        return ScreenContent(
            title: TitleBar(landmark.name, trailing: landmark.category.displayName),
            banner: StoreStatus.banner(model.store, favoriteOf: landmark.id),
            body: .layout { size in Self.lines(for: landmark, width: size.columns) },
            hints: [LandmarkRow.favoriteHint(landmark)]
                + (root.onBookTapped == nil ? [] : [KeyHint("b", "Book a visit")])
                + [.back, .quit])
    }

    static func lines(for landmark: Landmark, width: Int) -> [Line] {
        func field(_ label: String, _ value: String) -> Line {
            Line(" " + label, style: .label).fitted(to: 14) + Line(value)
        }
        var heading = Line(" \(landmark.name)", style: .title)
        if landmark.isFavorite { heading.append("  ★ Favorite", style: .accent) }
        return [
            .blank, heading,
            Line(" \(landmark.category.displayName) · \(landmark.park)", style: .muted),
            .blank,
            field("Location", landmark.location),
            field("Coordinates", landmark.coordinates.formatted),
            field("Featured", landmark.isFeatured ? "Yes" : "No"),
            field("Favorite", landmark.isFavorite ? "Yes" : "No"),
            field("Image", landmark.imageName),
            .blank,
            Line(" About", style: .label),
        ] + Line.wrapping(landmark.description, width: max(10, width - 2)).map { Line(" ") + $0 }
    }

    func handle(_ key: Key) -> KeyResult {
        if key == .character("b"), root.onBookTapped != nil {
            root.book(model.id)
            return .handled
        }
        return CommonKeys(favorite: model.toggleFavorite).handle(key)
    }
}
