/// Indices of items in order, as a search answers them: read in place rather than copied
/// into a list, since at a million items a query can match several hundred thousand and a
/// list view reads only the rows it shows.
///
/// An answer is every item, the names a search found (their items are the high 32 bits
/// of its entries), a set of items marked one bit each, or a plain list. Reading the
/// position-th is constant time for all but the marks, which count their bits per word once and
/// bisect those counts (14 steps at a million items).
public struct SearchMatches: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case list([Int])
        case all(count: Int)
        case names(ArraySlice<UInt64>)
        case marked(ItemBits, ranks: [Int])
    }

    private let storage: Storage

    /// The indices in `list`, which are in order.
    public init(_ list: [Int]) {
        storage = .list(list)
    }

    /// The indices written out, which are in order: `[0, 2]`.
    public init(arrayLiteral elements: Int...) {
        self.init(elements)
    }

    /// `0..<count`: every item.
    public static func all(_ count: Int) -> SearchMatches {
        SearchMatches(storage: .all(count: count))
    }

    /// The items of `names`, entries with the item in their high 32 bits, in order.
    static func names(_ names: ArraySlice<UInt64>) -> SearchMatches {
        SearchMatches(storage: .names(names))
    }

    /// The items `marked` holds.
    static func marked(_ marked: ItemBits) -> SearchMatches {
        // ranks[w] is how many items the words before word w mark.
        var ranks = [Int](repeating: 0, count: marked.words.count + 1)
        for (word, bits) in marked.words.enumerated() { ranks[word + 1] = ranks[word] + bits.nonzeroBitCount }
        return SearchMatches(storage: .marked(marked, ranks: ranks))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Positions count from 0, whatever holds the answer.
    public var startIndex: Int { 0 }

    /// How many items match.
    public var endIndex: Int {
        switch storage {
        case let .list(list): list.count
        case let .all(count): count
        case let .names(names): names.count
        case let .marked(_, ranks): ranks[ranks.count - 1]
        }
    }

    /// The index of the item at `position` among the matches.
    public subscript(position: Int) -> Int {
        switch storage {
        case let .list(list): return list[position]
        case let .all(count):
            precondition(position >= 0 && position < count, "index out of range")
            return position
        case let .names(names): return Int(names[names.startIndex + position] >> 32)
        case let .marked(marked, ranks):
            precondition(position >= 0 && position < ranks[ranks.count - 1], "index out of range")
            // The last word whose rank is at most `position` holds it.
            var (low, high) = (0, ranks.count - 1)
            while low + 1 < high {
                let middle = (low + high) / 2
                if ranks[middle] <= position { low = middle } else { high = middle }
            }
            var bits = marked.words[low]
            for _ in 0..<(position - ranks[low]) { bits &= bits - 1 }
            return low << 6 | bits.trailingZeroBitCount
        }
    }

    /// Whether both hold the same items, however each holds them.
    public static func == (lhs: SearchMatches, rhs: SearchMatches) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension RandomAccessCollection where Element == Int, Index == Int {
    /// Where `index` is in these indices, which are in order, found by bisection: a list of
    /// 100,000 finds its selected row in 17 steps.
    public func position(ofIndex index: Int) -> Int? {
        var (low, high) = (startIndex, endIndex)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low] == index ? low : nil
    }
}
