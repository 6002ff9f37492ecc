/// Items' names lowercased into one buffer, each followed by a 0, with where each starts
/// and its signature: what ``SearchIndex`` reads names from. Folded in halves, one on
/// each core, and joined.
struct FoldedNames: Sendable {
    /// What the index knows of the names: their bytes, starts (and where the last one ends) and
    /// signatures, their bigram postings and how often each byte occurs in them.
    typealias Indexed = (
        names: [UInt8], starts: [Int], signatures: [UInt64], bigrams: BigramTable, postings: [UInt64],
        frequencies: [Int]
    )

    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int] = []
    private(set) var signatures: [UInt64] = []

    init<Item>(_ items: ArraySlice<Item>, _ name: (Item) -> String) {
        bytes.reserveCapacity(items.count * 24)
        starts.reserveCapacity(items.count + 1)
        signatures.reserveCapacity(items.count)
        // By index: `for item in items` would copy each item, every field retained.
        for index in items.indices {
            let start = bytes.count
            starts.append(start)
            SearchText.appendFolded(name(items[index]), to: &bytes)
            signatures.append(bytes[start...].reduce(0) { $0 | SearchText.bit(for: $1) })
            bytes.append(0)
        }
    }

    /// `other`'s names after these.
    mutating func append(_ other: FoldedNames) {
        let offset = bytes.count
        bytes += other.bytes
        starts += other.starts.lazy.map { $0 + offset }
        signatures += other.signatures
    }

    /// The names with their bigram postings and byte frequencies, as the index keeps them.
    consuming func indexed() -> Indexed {
        starts.append(bytes.count)
        let (bigrams, postings) = BigramPostings.build(names: bytes, starts: starts)
        var frequencies = [Int](repeating: 0, count: 256)
        for byte in bytes { frequencies[Int(byte)] += 1 }
        return (bytes, starts, signatures, bigrams, postings, frequencies)
    }
}
