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
                root.status.placeholder(hasContent: false, empty: notFound) ?? notFound
            }
        }
        return Page(landmark.name, trailing: landmark.category.displayName) {
            Details(
                landmark.name,
                rows: [
                    .spacer,
                    .title(
                        landmark.name, badge: landmark.isFavorite ? "★ Favorite" : nil),
                    .caption("\(landmark.category.displayName) · \(landmark.park)"),
                    .spacer,
                    .labeled("Location", landmark.location),
                    .labeled("Coordinates", landmark.coordinates.formatted),
                    .labeled("Featured", landmark.isFeatured ? "Yes" : "No"),
                    .labeled("Favorite", landmark.isFavorite ? "Yes" : "No"),
                    .labeled("Image", landmark.imageName),
                    .spacer,
                    .section("About"),
                    .paragraph(landmark.description),
                ])
        }
        .banner(root.banner(favoriteOf: landmark.id))
        .keyBinding(root.favoriteKey(landmark))
        .keyBinding("b", "Book a visit", isAvailable: root.onBookTapped != nil) { root.book(model.id) }
    }
}
