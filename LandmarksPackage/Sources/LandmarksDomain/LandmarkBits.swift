/// A set of landmarks, one bit each in landmark order: how ``LandmarkSearchIndex`` merges the
/// names that match a query with the landmarks of the shared values that do.
struct LandmarkBits {
    /// Landmark `i` is bit `i % 64` of word `i / 64`.
    var words: [UInt64]

    /// No landmark of `count` marked.
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    /// The landmarks marked, in order.
    var landmarks: [Int] {
        let total = words.reduce(0) { $0 + $1.nonzeroBitCount }
        return [Int](unsafeUninitializedCapacity: total) { result, initialized in
            for (position, word) in words.enumerated() where word != 0 {
                var word = word
                while word != 0 {
                    result[initialized] = position << 6 | word.trailingZeroBitCount
                    initialized += 1
                    word &= word - 1
                }
            }
        }
    }
}
