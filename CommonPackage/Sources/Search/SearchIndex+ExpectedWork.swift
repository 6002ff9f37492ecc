import Toolkit

/// What ``SearchIndex`` expects a search to read, counted from the answers it keeps
/// without searching, so a caller can decide where the search runs; and the plan a search for
/// three bytes or more follows, the one expected to read least.
extension SearchIndex {
    /// About how many entries a search for `query` would read, from the answers kept now, without
    /// searching, in entries of a walk of two lists: 0 for a kept answer; every item for one
    /// byte (the signatures or all the names are read); for more, the names walked (none for
    /// two bytes, whose answer is a slice of their bigram's postings; for a longer query, by
    /// the plan expected to read least, the shorter list of each step of a walk from a kept
    /// answer or from its first bigram's postings, or 16 entries for each name its rarest
    /// bigram lists, read), and when shared values match, the items marked: the names found
    /// and those the values list (none when the values are every item), four of them to an
    /// entry. A caller decides from it where the search runs.
    public func expectedWork(for query: String) -> Int {
        let needle = SearchText.folded(query.trimmingWhitespace())
        guard !needle.isEmpty, !needle.contains(0), !chain.contains(where: { $0.query == needle }) else {
            return 0
        }
        guard needle.count > 1 else { return count }
        // The answers kept are each a prefix of the next: the longest one `needle` extends.
        let previous = chain.last { needle.starts(with: $0.query) }
        let values = needle.withUnsafeBufferPointer { bytes in
            let needle = self.needle(bytes)
            return shared.indices.map { shared[$0].values(holding: needle, among: previous?.values[$0]) }
        }
        let (walked, found) = namesWork(needle, from: previous)
        // Nothing is marked when no value matches (the answer is the names found), or when
        // values had by every item answer all of them.
        guard values.contains(where: { !$0.isEmpty }), !coverEveryone(values) else { return walked }
        let marked = shared.indices.reduce(found) { $0 + shared[$1].markingWork(having: values[$1]) }
        return walked + marked / Self.marksPerEntry
    }

    /// What reading one name costs, in entries of a walk: a search that reads each candidate
    /// name (about 60 ns one, at a million) rather than walking two lists (about 4 ns an entry).
    static let nameReadCost = 16

    /// How many items marking reads in the time of one entry of a walk: a bit set for a
    /// name found or a value's listed item, or a value's bitmap word OR-ed in, in order,
    /// about 0.9 ns each at a million (`town 3` marks 260,000 items in about 240 µs) against
    /// about 4 ns an entry of a walk.
    static let marksPerEntry = 4

    /// The entries a search for `needle` (two bytes or more) reads among the names, extending
    /// `previous` if given, and at most how many names it finds.
    private func namesWork(_ needle: [UInt8], from previous: Answer?) -> (walked: Int, found: Int) {
        // Two bytes are answered by their bigram's postings as they are.
        guard needle.count > 2 else { return (0, bigramRange(needle[0], needle[1]).count) }
        let plan = needle.withUnsafeBufferPointer { namesPlan($0, from: previous) }
        return (plan.work, plan.found)
    }

    /// How a search finds the names holding a needle of three bytes or more.
    enum NamesPlan {
        /// Walk `names`, which hold the needle's first `known` bytes (first at their offsets),
        /// beside the postings of its next bytes, two at a time.
        case walk(from: ArraySlice<NameMatch>, known: Int)
        /// Read the names listed in these postings (the rarest of the needle's bigrams).
        case read(Range<Int>)
    }

    /// The plan a search for `needle` (three bytes or more) follows, the one expected to read
    /// least: walking from `previous` (an answer to one of its prefixes, two bytes or more) or
    /// from its first bigram's postings, or reading the names of its rarest bigram; with the
    /// entries it is expected to read and at most how many names it finds.
    func namesPlan(_ needle: UnsafeBufferPointer<UInt8>, from previous: Answer?)
        -> (plan: NamesPlan, work: Int, found: Int)
    {
        /// Where the postings of the bigram ending at `end` lie.
        let bigram = { (end: Int) in self.bigramRange(needle[end - 2], needle[end - 1]) }
        /// A walk from `names`, which hold the first `known` bytes: each step walks the shorter
        /// of its two lists, and keeps at most as many names.
        func walk(from names: ArraySlice<NameMatch>, known: Int) -> (plan: NamesPlan, work: Int, found: Int) {
            var (work, found, end) = (0, names.count, known)
            while end < needle.count {
                end = min(end + 2, needle.count)
                found = min(found, bigram(end).count)
                work += found
            }
            return (.walk(from: names, known: known), work, found)
        }
        var plans: [(plan: NamesPlan, work: Int, found: Int)] = []
        if let previous, previous.query.count >= 2, let names = previous.names {
            plans.append(walk(from: names, known: previous.query.count))
        }
        plans.append(walk(from: postings[bigram(2)], known: 2))
        let rarest = (2...needle.count).map(bigram).min { $0.count < $1.count }!
        plans.append((.read(rarest), rarest.count * Self.nameReadCost, rarest.count))
        // The first of the least: a kept answer's walk before the others.
        return plans.min { $0.work < $1.work }!
    }
}
