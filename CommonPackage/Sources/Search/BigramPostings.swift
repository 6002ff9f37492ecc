/// Bigram postings over the items' names, which lie in one buffer, each ending in a 0: for
/// every pair of adjacent bytes (a bigram), the names holding it, in order, each with where the
/// bigram first comes in it.
///
/// An entry is one name's: its item in the high 32 bits, and in the low 32 the offset in the
/// buffer of the bigram's first occurrence in that name. A bigram's entries are the slice of the
/// postings its ``BigramTable/range(_:_:)`` gives, by item, so two lists meet by galloping.
enum BigramPostings {
    /// For each bigram, the names holding it and the offset of its first occurrence in each, by
    /// item: counted in one pass over the names, placed in a second, from the last name back.
    static func build(names: [UInt8], starts: [Int]) -> (table: BigramTable, postings: [UInt64]) {
        let codes = BigramTable.codes(of: names)
        let width = codes.lazy.filter { $0 != 0 }.count
        let count = width * width
        // Counts, then each bigram's end, then (after placing, which counts down) its start.
        var bigramStarts = [UInt32](repeating: 0, count: count + 1)
        // Which name (plus one) last counted each bigram, so a name counts it once.
        var last = [UInt32](repeating: 0, count: count)
        var postings: [UInt64] = []
        names.withUnsafeBufferPointer { names in
            codes.withUnsafeBufferPointer { codes in
                /// Calls `body` with each bigram of each name where it first occurs in that name,
                /// from the first name on or from the last name back.
                func forEachFirstBigram(
                    backwards: Bool, _ body: (_ bigram: Int, _ item: Int, _ offset: Int) -> Void
                ) {
                    let items = starts.count - 1
                    for step in 0..<items {
                        let item = backwards ? items - 1 - step : step
                        var offset = starts[item]
                        let end = starts[item + 1] - 2  // the last bigram's first byte
                        let mark = UInt32(item + 1)
                        while offset < end {
                            let bigram =
                                (codes[Int(names[offset])] - 1) * width + codes[Int(names[offset + 1])] - 1
                            if last[bigram] != mark {
                                last[bigram] = mark
                                body(bigram, item, offset)
                            }
                            offset += 1
                        }
                    }
                }
                forEachFirstBigram(backwards: false) { bigram, _, _ in bigramStarts[bigram] += 1 }
                for bigram in stride(from: 1, through: count, by: 1) {
                    bigramStarts[bigram] += bigramStarts[bigram - 1]
                }
                let total = Int(bigramStarts[count])
                last.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
                postings = [UInt64](unsafeUninitializedCapacity: total) { postings, initialized in
                    forEachFirstBigram(backwards: true) { bigram, item, offset in
                        bigramStarts[bigram] -= 1
                        postings[Int(bigramStarts[bigram])] = UInt64(item) << 32 | UInt64(offset)
                    }
                    initialized = total
                }
            }
        }
        return (BigramTable(codes: codes, width: width, starts: bigramStarts), postings)
    }

    /// The first position from `start` in `sorted` whose value is at least `key`: the next few
    /// are looked at one by one (lists that meet are often of like density), then it is found
    /// by steps that double and by halving the last one, so a long way costs its logarithm.
    static func gallop(_ sorted: UnsafeBufferPointer<UInt64>, from start: Int, to key: UInt64) -> Int {
        var low = start
        if low + 4 <= sorted.count {
            // How many of the next four are below `key`, counted without a branch: the four
            // loads go out together, and the one branch below is nearly always taken.
            var below = 0
            for offset in 0..<4 { below &+= sorted[low + offset] < key ? 1 : 0 }
            if below < 4 { return low + below }
            low += 4
        }
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

/// Where each bigram's postings lie. Bigrams are numbered over the bytes the names hold: an
/// alphabet of k bytes makes k² bigrams, so the table is as small as the names' alphabet (about
/// 30 bytes for a handful of English names, a thousand entries) rather than 65,536 entries of
/// every byte pair, which a harness's 14 fixtures paid for in zeroed pages at each start.
struct BigramTable: Sendable {
    /// Each byte's place in the alphabet, plus one; 0 for a byte no name holds.
    let codes: [Int]
    /// How many bytes the alphabet has.
    let width: Int
    /// Bigram `n`'s postings are `starts[n]..<starts[n + 1]`, where `n` is the first byte's
    /// place times `width` plus the second's; one more entry than bigrams.
    let starts: [UInt32]

    /// Each byte's place in the alphabet of `names` (the bytes they hold, in the order they
    /// first come), plus one; 0 for the others.
    static func codes(of names: [UInt8]) -> [Int] {
        var codes = [Int](repeating: 0, count: 256)
        var width = 0
        for byte in names where codes[Int(byte)] == 0 {
            width += 1
            codes[Int(byte)] = width
        }
        return codes
    }

    /// Where the postings of the bigram `first` `second` lie; empty when no name holds it.
    func range(_ first: UInt8, _ second: UInt8) -> Range<Int> {
        guard codes[Int(first)] != 0, codes[Int(second)] != 0 else { return 0..<0 }
        let bigram = (codes[Int(first)] - 1) * width + codes[Int(second)] - 1
        return Int(starts[bigram])..<Int(starts[bigram + 1])
    }

    /// The bytes the table holds.
    var byteCount: Int { codes.count * MemoryLayout<Int>.stride + starts.count * MemoryLayout<UInt32>.stride }
}
