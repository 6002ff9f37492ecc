import Foundation
import Toolkit

/// Case-insensitive substring search over items' text: each item's name, which is its own, and
/// fields whose values many items share (a landmark's park, city, state and category), as
/// ``SearchFields`` names them.
///
/// Matching is on lowercased UTF-8: a query matches where its bytes appear within one field.
/// Matches are indices into the items indexed, in order.
///
/// The index keeps names and shared values apart:
/// - **Names** are lowercased into one contiguous byte buffer. For every pair of adjacent bytes
///   (a bigram) the index lists the names holding it and where it first appears in each: its
///   postings. A two-byte query is answered by its bigram's postings alone. A longer query that
///   extends a kept answer walks that answer's names beside the postings of its last two bytes:
///   a name they do not list is dropped, and one whose bigram first comes where the shorter query
///   ended is kept, neither read. Only the names left are looked at themselves. A longer query
///   with no kept answer to extend (a paste) walks the same way from its first bigram's
///   postings, or reads the names its rarest bigram lists, whichever is expected to read less.
/// - **Shared values** are kept once per distinct value, lowercased, with the items that have
///   each. A query is looked for in those few values. When the items having the values that
///   match are every item (every city is a "Town"), the answer is all of them without
///   visiting one.
///
/// So the work a key costs follows the names that match, not how many items there are.
///
/// It keeps the answer to the last query and to each of its prefixes asked on the way there: a
/// query that extends one of them starts from that one's matches, and a backspace back to one is
/// answered from it without a search.
public struct SearchIndex: Sendable {
    /// A name holding the query: the item in the high 32 bits, and in the low 32 where in
    /// `names` the query first appears in that name (so the names may take up to 4 GiB).
    typealias NameMatch = UInt64

    /// A query's answer, kept for the queries that extend it and for a backspace back to it.
    struct Answer: Sendable {
        var query: [UInt8]
        /// The names holding the query, by item: for two bytes, a slice of their bigram's
        /// postings. For one byte the offsets are the names' starts, as no longer query extends
        /// it by position; `nil` for a byte with a signature bit of its own, whose answer is made
        /// from the signatures without listing the names.
        var names: ArraySlice<NameMatch>?
        /// For each shared field, the values holding the query.
        var values: [[Int32]]
        var matches: SearchMatches
    }

    /// Every item's name, lowercased, each followed by a 0 that no query holds.
    private let names: [UInt8]
    /// Where each name starts in `names`, and where the last one ends.
    private let nameStarts: [Int]
    /// Per name, 64 bits saying which bytes it holds: a to z, 0 to 9 and the space each have a
    /// bit of their own, so a one-byte query of those is answered from the signatures alone.
    let signatures: [UInt64]
    /// Where each bigram's postings lie in `postings`, by item.
    private let bigrams: BigramTable
    /// Every bigram's postings in turn: the names holding it, by item, each with where the
    /// bigram first comes in it.
    let postings: [NameMatch]
    /// The shared fields' values.
    let shared: [SharedFieldValues]
    /// How often each byte value occurs in `names`: a query is looked for by its rarest byte.
    private let frequencies: [Int]
    /// The last query's answer and its prefixes' answers, shortest first.
    private(set) var chain: [Answer] = []

    /// Indexes `fields` of `items`; matches are reported as indices into this array.
    public init<Item>(_ items: [Item], _ fields: SearchFields<Item>) {
        self.init(
            FoldedNames(items[...], fields.name).indexed(), shared: Self.sharedValues(of: items, fields),
            count: items.count)
    }

    /// The same index as ``init(_:_:)``, built on two cores: each half of the names is folded on
    /// one, then the names' postings are built on one while the shared values are on the other.
    public static func building<Item: Sendable>(_ items: [Item], _ fields: SearchFields<Item>) async
        -> SearchIndex
    {
        let middle = items.count / 2
        // Started first, so the other core takes it up while this one folds the first half.
        async let secondHalf = FoldedNames(items[middle...], fields.name)
        async let shared = sharedValues(of: items, fields)
        var names = FoldedNames(items[..<middle], fields.name)
        names.append(await secondHalf)
        return SearchIndex(names.indexed(), shared: await shared, count: items.count)
    }

    private init(_ parts: FoldedNames.Indexed, shared: [SharedFieldValues], count: Int) {
        (names, nameStarts, signatures) = (parts.names, parts.starts, parts.signatures)
        (bigrams, postings, frequencies) = (parts.bigrams, parts.postings, parts.frequencies)
        self.shared = shared
        self.count = count
    }

    /// Each shared field's values.
    private static func sharedValues<Item>(of items: [Item], _ fields: SearchFields<Item>)
        -> [SharedFieldValues]
    {
        fields.shared.map { SharedFieldValues(items, $0) }
    }

    /// The number of indexed items.
    public let count: Int

    /// The bytes the index holds, the kept answers aside: the names with their starts, signatures
    /// and bigram postings, and the shared values with their items.
    public var byteCount: Int {
        names.count + nameStarts.count * MemoryLayout<Int>.stride + bigrams.byteCount
            + (signatures.count + postings.count) * MemoryLayout<UInt64>.stride
            + shared.reduce(0) { $0 + $1.byteCount }
    }

    /// Indices of the items whose text contains `query`, in order. A blank query matches all.
    public mutating func matches(for query: String) -> SearchMatches {
        matches(for: query) { false } ?? []
    }

    /// Indices of the items whose text contains `query`, in order; `nil` when `isCancelled`
    /// said so, which a search asks before it starts and every 65,536 names it looks at (a query
    /// made stale by the next key stops within a fraction of a millisecond). A cancelled search
    /// keeps no answer.
    public mutating func matches(for query: String, isCancelled: () -> Bool) -> SearchMatches? {
        let needle = SearchText.folded(query.trimmingWhitespace())
        guard !needle.isEmpty else {
            chain.removeAll()
            return .all(count)
        }
        if let kept = kept(for: needle) { return kept }
        // Only a field's end is a 0: nothing holds one within.
        guard !needle.contains(0) else { return [] }
        guard let answer = search(needle, from: chain.last, isCancelled: isCancelled) else { return nil }
        chain.append(answer)
        return answer.matches
    }

    /// Keeps only the answers to `needle`'s prefixes, and returns the one to `needle` itself.
    private mutating func kept(for needle: [UInt8]) -> SearchMatches? {
        while let last = chain.last, !needle.starts(with: last.query) { chain.removeLast() }
        return chain.last.flatMap { $0.query == needle ? $0.matches : nil }
    }

    /// How many names a search looks at between two questions of whether it was cancelled.
    static let stride = 65_536

    /// `needle`'s answer, starting from `previous` (the answer to one of its prefixes) if given.
    private func search(_ needle: [UInt8], from previous: Answer?, isCancelled: () -> Bool) -> Answer? {
        needle.withUnsafeBufferPointer { bytes -> Answer? in
            let needle = self.needle(bytes)
            guard !isCancelled() else { return nil }
            if bytes.count == 1, SearchText.hasOwnBit(bytes[0]) {
                let values = shared.indices.map { shared[$0].values(holding: needle, among: nil) }
                guard
                    let matches = matches(
                        withBit: SearchText.bit(for: bytes[0]), orHaving: values, isCancelled)
                else { return nil }
                return Answer(query: Array(bytes), names: nil, values: values, matches: matches)
            }
            guard let names = namesHolding(needle, from: previous, isCancelled: isCancelled) else {
                return nil
            }
            let values = shared.indices.map { field in
                shared[field].values(holding: needle, among: previous?.values[field])
            }
            // The same names and values as the shorter query's are its matches too: no union.
            let matches =
                previous.flatMap { $0.names?.count == names.count && $0.values == values ? $0.matches : nil }
                ?? union(names, values)
            return Answer(query: Array(bytes), names: names, values: values, matches: matches)
        }
    }

    /// `bytes` as a needle, looked for by its rarest byte in the names: memchr stops least often.
    func needle(_ bytes: UnsafeBufferPointer<UInt8>) -> SearchNeedle {
        let rarest = bytes.indices.min { frequencies[Int(bytes[$0])] < frequencies[Int(bytes[$1])] } ?? 0
        return SearchNeedle(bytes: bytes, anchor: rarest)
    }

    /// The names holding `needle`, by item.
    private func namesHolding(_ needle: SearchNeedle, from previous: Answer?, isCancelled: () -> Bool)
        -> ArraySlice<NameMatch>?
    {
        let bytes = needle.bytes
        switch bytes.count {
        case 1:
            return namesHolding(byte: needle, isCancelled: isCancelled)?[...]
        case 2:
            return postings[bigramRange(bytes[0], bytes[1])]
        default:
            switch namesPlan(bytes, from: previous).plan {
            case .read(let candidates):
                return found(needle, inNamesOf: postings[candidates], isCancelled: isCancelled)?[...]
            case .walk(var names, var known):
                // Two bytes at a time (a space and the next word's first letter are one step),
                // each step starting from the last one's names.
                while known < bytes.count {
                    let length = min(known + 2, bytes.count)
                    let longer = self.needle(UnsafeBufferPointer(rebasing: bytes[..<length]))
                    guard let found = extended(names, from: known, to: longer, isCancelled: isCancelled)
                    else { return nil }
                    (names, known) = (found, length)
                }
                return names
            }
        }
    }

    func bigramRange(_ first: UInt8, _ second: UInt8) -> Range<Int> { bigrams.range(first, second) }

    /// The names holding a one-byte needle whose byte has no signature bit of its own: one pass
    /// of memchr over all the names, which after a match goes on from the next name.
    private func namesHolding(byte needle: SearchNeedle, isCancelled: () -> Bool) -> [NameMatch]? {
        names.withUnsafeBufferPointer { names in
            var result: [NameMatch] = []
            var (item, from, nextQuestion) = (0, 0, Self.stride)
            while let at = needle.first(in: names, from: from, to: names.count) {
                while nameStarts[item + 1] <= at { item += 1 }
                if item >= nextQuestion {
                    if isCancelled() { return nil }
                    nextQuestion = item + Self.stride
                }
                result.append(NameMatch(item) << 32 | NameMatch(at))
                from = nameStarts[item + 1]
            }
            return result
        }
    }

    /// The names among `candidates` holding `needle`, each searched from its start: those of the
    /// candidates' items, in order.
    private func found(
        _ needle: SearchNeedle, inNamesOf candidates: ArraySlice<NameMatch>, isCancelled: () -> Bool
    ) -> [NameMatch]? {
        names.withUnsafeBufferPointer { names in
            var result: [NameMatch] = []
            var asked = 0
            for candidate in candidates {
                asked += 1
                if asked == Self.stride {
                    if isCancelled() { return nil }
                    asked = 0
                }
                let item = Int(candidate >> 32)
                if let at = needle.first(
                    in: names, from: nameStarts[item], to: nameStarts[item + 1] - 1)
                {
                    result.append(NameMatch(item) << 32 | NameMatch(at))
                }
            }
            return result
        }
    }

    /// The names among `previous` (which hold `needle`'s first `known` bytes, first at their
    /// offsets; all of it but its last byte or two) that hold all of it.
    ///
    /// The previous names are matched with the postings of the needle's last two bytes, which
    /// are in the same order: a name not among those postings cannot hold the needle, and one
    /// whose bigram first appears where the shorter needle ends (or, for two new bytes, right
    /// after it) holds the whole needle there.
    /// Neither reads the name, so the walk reads two lists in order rather than one name here
    /// and one there across all the names, and its cost follows the shorter list. Only when the
    /// bigram first appears elsewhere is the needle looked for in the name itself: where the
    /// shorter one matched, then after it.
    private func extended(
        _ previous: ArraySlice<NameMatch>, from known: Int, to needle: SearchNeedle, isCancelled: () -> Bool
    ) -> ArraySlice<NameMatch>? {
        let bytes = needle.bytes
        let ofItem: NameMatch = 0xFFFF_FFFF << 32
        let walked = names.withUnsafeBufferPointer { names -> (finished: Bool, written: [NameMatch]?) in
            previous.withUnsafeBufferPointer { previous in
                let last = bytes.count - 2  // where the needle's last bigram starts
                return postings[bigramRange(bytes[last], bytes[last + 1])].withUnsafeBufferPointer {
                    joining in
                    /// The name of `match` (a previous name, whose bigram entry is `bigram`) if it
                    /// holds the needle, at its first place.
                    func holding(_ match: NameMatch, _ bigram: NameMatch) -> NameMatch? {
                        let offset = Int(truncatingIfNeeded: match & ~ofItem)
                        if Int(truncatingIfNeeded: bigram & ~ofItem) == offset + last {
                            return match
                        }
                        // Stops at the name's closing 0 at the latest: the needle holds none.
                        var length = known
                        while length < bytes.count, names[offset + length] == bytes[length] { length += 1 }
                        if length == bytes.count { return match }
                        let item = Int(match >> 32)
                        return needle.first(in: names, from: offset + 1, to: nameStarts[item + 1] - 1)
                            .map { NameMatch(item) << 32 | NameMatch($0) }
                    }
                    // A previous name whose bigram entry is its own plus `step` is listed, with
                    // the bigram where the shorter needle ends: one compare keeps it, unread.
                    let step = NameMatch(last)
                    // The shorter list is walked and the longer one galloped through.
                    let byPrevious = previous.count <= joining.count
                    let walkedCount = byPrevious ? previous.count : joining.count
                    /// Whether the walk stops here: asked every `stride` names.
                    func cancelled(at position: Int) -> Bool {
                        position > 0 && position % Self.stride == 0 && isCancelled()
                    }
                    /// The needle's entry for the name of `match` (a previous name), if it holds
                    /// the needle; `next` moves past the bigram's entry for it, if listed.
                    func kept(_ match: NameMatch, next: inout Int) -> NameMatch? {
                        if next < joining.count {
                            let listed = joining[next]
                            if listed == match &+ step {
                                next += 1
                                return match
                            }
                            // Already past this name: not listed, and nothing to gallop over
                            // (most names, where the walked list is the denser one nearby).
                            if listed & ofItem > match & ofItem { return nil }
                        }
                        next = BigramPostings.gallop(joining, from: next, to: match & ofItem)
                        guard next < joining.count, joining[next] & ofItem == match & ofItem else {
                            return nil
                        }
                        next += 1
                        return holding(match, joining[next - 1])
                    }
                    // Walking the previous names, nothing is written while each is kept as it is:
                    // then the answer is `previous`, so a letter that keeps every name (the rest
                    // of a word) costs no copy.
                    var (next, start) = (0, 0)
                    if byPrevious {
                        while start < previous.count {
                            if cancelled(at: start) { return (false, nil) }
                            var moved = next
                            guard kept(previous[start], next: &moved) == previous[start] else { break }
                            (next, start) = (moved, start + 1)
                        }
                        if start == previous.count { return (true, nil) }
                    }
                    // From the first name dropped or moved on, written in place, as many as the
                    // walked list at most: an append would ask at each name whether the array is
                    // still its own.
                    var finished = true
                    let written = [NameMatch](unsafeUninitializedCapacity: walkedCount) { written, count in
                        if byPrevious { _ = written.initialize(fromContentsOf: previous[..<start]) }
                        count = start
                        for position in start..<walkedCount {
                            if cancelled(at: position) {
                                finished = false
                                return
                            }
                            let found: NameMatch?
                            if byPrevious {
                                found = kept(previous[position], next: &next)
                            } else {
                                let bigram = joining[position]
                                if next < previous.count, previous[next] &+ step == bigram {
                                    found = previous[next]
                                    next += 1
                                } else if next < previous.count,
                                    previous[next] & ofItem > bigram & ofItem
                                {
                                    found = nil  // already past this name, as in `kept`
                                } else {
                                    next = BigramPostings.gallop(
                                        previous, from: next, to: bigram & ofItem)
                                    let listed =
                                        next < previous.count
                                        && previous[next] & ofItem == bigram & ofItem
                                    found = listed ? holding(previous[next], bigram) : nil
                                    if listed { next += 1 }
                                }
                            }
                            if let found {
                                written[count] = found
                                count += 1
                            }
                        }
                    }
                    return (finished, written)
                }
            }
        }
        guard walked.finished else { return nil }
        return walked.written.map { $0[...] } ?? previous
    }
}
