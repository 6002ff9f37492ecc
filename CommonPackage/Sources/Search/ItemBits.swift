/// A set of items, one bit each in item order: how ``SearchIndex`` merges the
/// names that match a query with the items of the shared values that do.
struct ItemBits: Sendable {
    /// Item `i` is bit `i % 64` of word `i / 64`.
    var words: [UInt64]

    /// No item of `count` marked.
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }
}
