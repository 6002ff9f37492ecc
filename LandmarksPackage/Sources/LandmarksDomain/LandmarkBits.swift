/// A set of landmarks, one bit each in landmark order: how ``LandmarkSearchIndex`` merges the
/// names that match a query with the landmarks of the shared values that do.
struct LandmarkBits: Sendable {
    /// Landmark `i` is bit `i % 64` of word `i / 64`.
    var words: [UInt64]

    /// No landmark of `count` marked.
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }
}
