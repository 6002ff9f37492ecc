import DesignSystem
import LandmarksDomain

/// Every field of one landmark, and the favorite action.
@MainActor
struct LandmarkDetailView: View {
    let root: LandmarksModel
    let model: LandmarkDetailModel

    var body: Page {
        guard let landmark = model.landmark else {
            // Opened by a link before the landmarks loaded, or after one went away.
            let notFound = EmptyState(
                title: "Landmark not found", message: "It is no longer in the list. Press esc to go back.")
            return Page("Landmark") {
                LoadPlaceholder.make(
                    model.store.state, hasContent: false, loading: "Loading landmarks…",
                    failed: "Couldn't load landmarks", empty: notFound, retry: root.reload) ?? notFound
            }
        }
        return Page(landmark.name, trailing: landmark.category.displayName) {
            Text(landmark.name) { size in Self.lines(for: landmark, width: size.columns) }
        }
        .banner(StoreStatus.banner(model.store, favoriteOf: landmark.id))
        .keyBinding(StoreStatus.favorite(landmark, model.toggleFavorite))
        .keyBinding("b", "Book a visit", isAvailable: root.onBookTapped != nil) { root.book(model.id) }
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
}
