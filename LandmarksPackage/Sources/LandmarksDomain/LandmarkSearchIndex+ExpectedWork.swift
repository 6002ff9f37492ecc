import Toolkit

/// What ``LandmarkSearchIndex`` expects a search to read, counted from the answers it keeps
/// without searching, so a caller can decide where the search runs.
extension LandmarkSearchIndex {
    /// About how many entries a search for `query` would read, from the answers kept now, without
    /// searching, in entries of a walk of two lists: 0 for a kept answer; every landmark for one
    /// byte (the signatures or all the names are read); for more, the names walked (none for
    /// two bytes, whose answer is a slice of their bigram's postings; for a longer query the
    /// shorter list of each step's walk, or with no shorter answer kept its rarest bigram's
    /// postings, each of whose names counts as 16 entries), and when shared values match, the
    /// landmarks marked: the names found and those the values list (none when the values are
    /// every landmark), four of them to an entry. A caller decides from it where the search runs.
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
        // values had by every landmark answer all of them.
        guard values.contains(where: { !$0.isEmpty }), !coverEveryone(values) else { return walked }
        let marked = shared.indices.reduce(found) { $0 + shared[$1].markingWork(having: values[$1]) }
        return walked + marked / Self.marksPerEntry
    }

    /// What reading one name costs, in entries of a walk: a search that reads each candidate
    /// name (about 60 ns one, at a million) rather than walking two lists (about 4 ns an entry).
    static let nameReadCost = 16

    /// How many landmarks marking reads in the time of one entry of a walk: a bit set for a
    /// name found or a value's listed landmark, or a value's bitmap word OR-ed in, in order,
    /// about 0.9 ns each at a million (`town 3` marks 260,000 landmarks in about 240 µs) against
    /// about 4 ns an entry of a walk.
    static let marksPerEntry = 4

    /// The entries a search for `needle` (two bytes or more) reads among the names, extending
    /// `previous` if given, and at most how many names it finds.
    private func namesWork(_ needle: [UInt8], from previous: Answer?) -> (walked: Int, found: Int) {
        let postings = { (end: Int) in self.bigramRange(needle[end - 2], needle[end - 1]).count }
        // Two bytes are answered by their bigram's postings as they are.
        guard needle.count > 2 else { return (0, postings(2)) }
        guard let previous, previous.query.count >= 2, var names = previous.names?.count else {
            let rarest = (2...needle.count).map(postings).min()!
            return (rarest * Self.nameReadCost, rarest)
        }
        var (work, known) = (0, previous.query.count)
        while known < needle.count {
            known = min(known + 2, needle.count)
            names = min(names, postings(known))
            work += names
        }
        return (work, names)
    }
}
