import Toolkit

/// What ``LandmarkSearchIndex`` expects a search to read, counted from the answers it keeps
/// without searching, so a caller can decide where the search runs.
extension LandmarkSearchIndex {
    /// About how many entries a search for `query` would read, from the answers kept now, without
    /// searching: 0 for a kept answer; every landmark for one byte (the signatures or all the
    /// names are read); for more, the names (a bigram's postings for two bytes; for a longer
    /// query the shorter list of each step's walk, or with no shorter answer kept its rarest
    /// bigram's postings, each of whose names counts as 16 entries) and what marking the
    /// landmarks of the shared values that match reads (none when they are every landmark). A
    /// caller decides from it where the search runs.
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
        // Values had by every landmark answer all of them, with nothing marked.
        let marking =
            coverEveryone(values)
            ? 0 : shared.indices.reduce(0) { $0 + shared[$1].markingWork(having: values[$1]) }
        return namesWork(needle, from: previous) + marking
    }

    /// What reading one name costs, in entries of a walk: a search that reads each candidate
    /// name (about 60 ns one, at a million) rather than walking two lists (about 4 ns an entry).
    static let nameReadCost = 16

    /// The entries a search for `needle` (two bytes or more) reads among the names, extending
    /// `previous` if given.
    private func namesWork(_ needle: [UInt8], from previous: Answer?) -> Int {
        let postings = { (end: Int) in self.bigramRange(needle[end - 2], needle[end - 1]).count }
        guard needle.count > 2 else { return postings(2) }
        guard let previous, previous.query.count >= 2, var names = previous.names?.count else {
            return (2...needle.count).map(postings).min()! * Self.nameReadCost
        }
        var (work, known) = (0, previous.query.count)
        while known < needle.count {
            known = min(known + 2, needle.count)
            names = min(names, postings(known))
            work += names
        }
        return work
    }
}
