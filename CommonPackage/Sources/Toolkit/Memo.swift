/// A value worked out from a key and kept until the key changes, as a model keeps what its views
/// measure over all of a store's records (a list's column widths) for as long as the store's
/// revision stays the same. Hold it in an `@ObservationIgnored` property: keeping a value is not
/// a change anyone watches.
@MainActor
public final class Memo<Key: Equatable, Value> {
    private var kept: (key: Key, value: Value)?

    /// An empty memo: the first read works its value out.
    public init() {}

    /// The value kept for `key`, or `make`'s, kept in its place when the key has changed.
    public func value(for key: Key, _ make: () -> Value) -> Value {
        if let kept, kept.key == key { return kept.value }
        let value = make()
        kept = (key, value)
        return value
    }
}
