import DesignSystem

/// An item of a test's list, named by its position among the names it was made from.
struct NamedItem: Identifiable, Hashable {
    let id: Int
    let name: String

    /// One row: the name.
    @MainActor var row: Text { Text([Line(name)]) }
}

extension Array where Element == String {
    /// The names as items, each with its position as its id.
    var items: [NamedItem] { enumerated().map { NamedItem(id: $0.offset, name: $0.element) } }
}
