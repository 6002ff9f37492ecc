import Testing

@testable import Search

@Suite struct BigramPostingsTests {
    /// Galloping finds what a plain scan finds: the first position from `start` whose value is
    /// at least the key, near (the first four, counted without a branch) or far, and the end
    /// when there is none.
    @Test(arguments: [0, 1, 3, 4, 5, 9, 200]) func gallopFindsWhatAScanFinds(count: Int) {
        var random = SplitMix64(seed: UInt64(count) + 1)
        var value: UInt64 = 0
        let sorted = (0..<count).map { _ in
            value += random.next() % 4
            return value
        }
        sorted.withUnsafeBufferPointer { sorted in
            for start in 0...count {
                for key in 0...(value + 2) {
                    let scanned = (start..<count).first { sorted[$0] >= key } ?? count
                    #expect(
                        BigramPostings.gallop(sorted, from: start, to: key) == scanned,
                        "from \(start) to \(key)")
                }
            }
        }
    }
}
