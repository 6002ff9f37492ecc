/// Bigram postings over the landmarks' names, which lie in one buffer, each ending in a 0: for
/// every pair of adjacent bytes (a bigram), the names holding it, in order, each with where the
/// bigram first comes in it.
///
/// An entry is one name's: its landmark in the high 32 bits, and in the low 32 the offset in the
/// buffer of the bigram's first occurrence in that name. Bigram `b`'s entries are
/// `postings[starts[b]..<starts[b + 1]]`, by landmark, so two lists meet by galloping.
enum BigramPostings {
    /// For each bigram, the names holding it and the offset of its first occurrence in each, by
    /// landmark: counted in one pass over the names, placed in a second.
    static func build(names: [UInt8], starts: [Int]) -> (starts: [Int], postings: [UInt64]) {
        var bigramStarts = [Int](repeating: 0, count: 65_537)
        var postings: [UInt64] = []
        names.withUnsafeBufferPointer { names in
            // Which name (plus one) last counted each bigram, so a name counts it once.
            var last = [Int](repeating: 0, count: 65_536)
            /// Calls `body` with each bigram of each name where it first occurs in that name.
            func forEachFirstBigram(_ body: (_ bigram: Int, _ landmark: Int, _ offset: Int) -> Void) {
                for landmark in 0..<starts.count - 1 {
                    var offset = starts[landmark]
                    let end = starts[landmark + 1] - 2  // the last bigram's first byte
                    while offset < end {
                        let bigram = Int(names[offset]) << 8 | Int(names[offset + 1])
                        if last[bigram] != landmark + 1 {
                            last[bigram] = landmark + 1
                            body(bigram, landmark, offset)
                        }
                        offset += 1
                    }
                }
            }
            forEachFirstBigram { bigram, _, _ in bigramStarts[bigram + 1] += 1 }
            for bigram in 0..<65_536 { bigramStarts[bigram + 1] += bigramStarts[bigram] }
            var next = Array(bigramStarts.dropLast())
            last = [Int](repeating: 0, count: 65_536)
            postings = [UInt64](unsafeUninitializedCapacity: bigramStarts[65_536]) {
                postings, initialized in
                forEachFirstBigram { bigram, landmark, offset in
                    postings[next[bigram]] = UInt64(landmark) << 32 | UInt64(offset)
                    next[bigram] += 1
                }
                initialized = bigramStarts[65_536]
            }
        }
        return (bigramStarts, postings)
    }

    /// The first position from `start` in `sorted` whose value is at least `key`: found by
    /// steps that double, then halving the last one, so a long way costs its logarithm.
    static func gallop(_ sorted: UnsafeBufferPointer<UInt64>, from start: Int, to key: UInt64) -> Int {
        var low = start
        guard low < sorted.count, sorted[low] < key else { return low }
        var step = 1
        while low + step < sorted.count, sorted[low + step] < key {
            low += step
            step <<= 1
        }
        // sorted[low] < key, and sorted[high] >= key unless high is the end.
        var high = min(low + step, sorted.count)
        while low + 1 < high {
            let middle = (low + high) / 2
            if sorted[middle] < key { low = middle } else { high = middle }
        }
        return high
    }
}
