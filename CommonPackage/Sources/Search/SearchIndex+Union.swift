/// How ``SearchIndex`` joins the names that match a query with the items of the
/// shared values that do , and answers a one-byte query from the
/// names' signatures: both as a bitmap that ``SearchMatches`` reads in place.
extension SearchIndex {
    /// The items whose name matched or that have a shared value that did, in order: all of
    /// them, without visiting one, when one field's matching values cover every item.
    func union(_ names: ArraySlice<NameMatch>, _ values: [[Int32]]) -> SearchMatches {
        if values.allSatisfy(\.isEmpty) { return .names(names) }
        if coverEveryone(values) { return .all(count) }
        var marked = ItemBits(count: count)
        marked.words.withUnsafeMutableBufferPointer { marked in
            // The names are in item order: each word's bits are gathered, then stored once.
            var (word, bits): (Int, UInt64) = (0, 0)
            for match in names {
                let item = Int(match >> 32)
                if item >> 6 != word {
                    marked[word] |= bits
                    (word, bits) = (item >> 6, 0)
                }
                bits |= 1 << (item & 63)
            }
            if !names.isEmpty { marked[word] |= bits }
            mark(values, in: marked)
        }
        return .marked(marked)
    }

    /// A one-byte query's answer: the items whose signature has `bit` or that have one of
    /// `values`, marked straight from the signatures (a name list would only be read back);
    /// `nil` when `isCancelled` said so, which is asked every 65,536 items.
    func matches(withBit bit: UInt64, orHaving values: [[Int32]], _ isCancelled: () -> Bool)
        -> SearchMatches?
    {
        if coverEveryone(values) { return .all(count) }
        var marked = ItemBits(count: count)
        let finished = marked.words.withUnsafeMutableBufferPointer { marked in
            signatures.withUnsafeBufferPointer { signatures in
                for chunk in Swift.stride(from: 0, to: count, by: Self.stride) {
                    if chunk > 0, isCancelled() { return false }
                    // A stride is a whole number of 64-item words.
                    for word in chunk >> 6..<(min(count, chunk + Self.stride) + 63) >> 6 {
                        var bits: UInt64 = 0
                        for item in word << 6..<min(count, word << 6 + 64)
                        where signatures[item] & bit != 0 {
                            bits |= 1 << (item & 63)
                        }
                        marked[word] = bits
                    }
                }
                mark(values, in: marked)
                return true
            }
        }
        return finished ? .marked(marked) : nil
    }

    /// Whether one field's `values` are had by every item.
    func coverEveryone(_ values: [[Int32]]) -> Bool {
        shared.indices.contains {
            !values[$0].isEmpty && shared[$0].itemCount(having: values[$0]) == count
        }
    }

    /// Marks the items having one of `values`, a bit each.
    private func mark(_ values: [[Int32]], in marked: UnsafeMutableBufferPointer<UInt64>) {
        for field in shared.indices where !values[field].isEmpty {
            shared[field].mark(having: values[field], in: marked)
        }
    }
}
