import DesignSystem
import TrailsDomain

/// Every field of one trail.
@MainActor
struct TrailDetailView: View {
    let root: TrailsModel
    let id: Trail.ID

    var body: Page {
        guard let item = root.store.item(id: id) else {
            // Opened by a link before the trails loaded, or to one that is gone.
            let notFound = EmptyState(
                title: "Trail not found", message: "It is no longer in the list. Press esc to go back.")
            return Page("Trail") {
                root.status.placeholder(hasContent: false, empty: notFound) ?? notFound
            }
        }
        return Page(item.name) {
            Details(item.name, rows: [.spacer, .title(item.name), .spacer, .paragraph(item.summary)])
        }
    }
}
