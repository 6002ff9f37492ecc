/// What a search matches in an item: its name, which is its own, and the fields whose values
/// many items share.
///
/// ```swift
/// extension SearchFields<Landmark> {
///     static let landmarks = SearchFields(name: \.name, shared: [\.park, \.city, \.state, \.category.displayName])
/// }
/// ```
///
/// The two are kept apart because they are searched apart: a name by the bigrams it holds, a
/// shared value once for all the items that have it (a city shared by a thousand items is read
/// once, not a thousand times).
public struct SearchFields<Item>: Sendable {
    /// The text each item has of its own: a name.
    public let name: @Sendable (Item) -> String
    /// Text whose values many items share: a park, a city, a category.
    public let shared: [@Sendable (Item) -> String]

    /// Searches `name` and each of `shared`.
    public init(name: @escaping @Sendable (Item) -> String, shared: [@Sendable (Item) -> String] = []) {
        self.name = name
        self.shared = shared
    }
}
