import DesignSystem
import Formatting
import PetsDomain

/// Every field of one pet that Pet Adoption API sent.
@MainActor
struct PetDetailView: View {
    let root: PetsModel
    let id: Pet.ID

    var body: Page {
        guard let item = root.store.item(id: id) else {
            // Opened by a link before the pets loaded, or to one that is gone.
            let notFound = EmptyState(
                title: "Pet not found", message: "It is no longer in the list. Press esc to go back.")
            return Page("Pet") {
                root.status.placeholder(hasContent: false, empty: notFound) ?? notFound
            }
        }
        return Page(item.name) {
            Details(
                item.name,
                rows: [.spacer, .title(item.name), .caption(item.summary), .spacer] + rows(of: item))
        }
    }

    /// A labeled row for each field the pet has.
    private func rows(of item: Pet) -> [Details.Row] {
        let fields: [(label: String, value: String?)] = [
            ("Species", item.species),
            ("Status", item.status),
            ("Listed at", root.dateFormat.date(item.listedAt)),
            ("Age months", item.ageMonths.map { "\($0)" }),
            ("Weight kg", item.weightKg.map { "\($0)" }),
            ("Shelter", item.shelter),
            ("Description", item.description),
        ]
        return fields.compactMap { field in field.value.map { .labeled(field.label, $0) } }
    }
}
