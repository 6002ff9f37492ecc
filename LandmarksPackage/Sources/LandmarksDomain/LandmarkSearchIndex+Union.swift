/// How ``LandmarkSearchIndex`` joins the names that match a query with the landmarks of the
/// shared values that do (park, city, state, category), and answers a one-byte query from the
/// names' signatures: both as a bitmap that ``LandmarkMatches`` reads in place.
extension LandmarkSearchIndex {
    /// The landmarks whose name matched or that have a shared value that did, in order: all of
    /// them, without visiting one, when one field's matching values cover every landmark.
    func union(_ names: ArraySlice<NameMatch>, _ values: [[Int32]]) -> LandmarkMatches {
        if values.allSatisfy(\.isEmpty) { return .names(names) }
        if coverEveryone(values) { return .all(count) }
        var marked = LandmarkBits(count: count)
        marked.words.withUnsafeMutableBufferPointer { marked in
            // The names are in landmark order: each word's bits are gathered, then stored once.
            var (word, bits): (Int, UInt64) = (0, 0)
            for match in names {
                let landmark = Int(match >> 32)
                if landmark >> 6 != word {
                    marked[word] |= bits
                    (word, bits) = (landmark >> 6, 0)
                }
                bits |= 1 << (landmark & 63)
            }
            if !names.isEmpty { marked[word] |= bits }
            mark(values, in: marked)
        }
        return .marked(marked)
    }

    /// A one-byte query's answer: the landmarks whose signature has `bit` or that have one of
    /// `values`, marked straight from the signatures (a name list would only be read back);
    /// `nil` when `isCancelled` said so, which is asked every 65,536 landmarks.
    func landmarks(withBit bit: UInt64, orHaving values: [[Int32]], _ isCancelled: () -> Bool)
        -> LandmarkMatches?
    {
        if coverEveryone(values) { return .all(count) }
        var marked = LandmarkBits(count: count)
        let finished = marked.words.withUnsafeMutableBufferPointer { marked in
            signatures.withUnsafeBufferPointer { signatures in
                for chunk in Swift.stride(from: 0, to: count, by: Self.stride) {
                    if chunk > 0, isCancelled() { return false }
                    // A stride is a whole number of 64-landmark words.
                    for word in chunk >> 6..<(min(count, chunk + Self.stride) + 63) >> 6 {
                        var bits: UInt64 = 0
                        for landmark in word << 6..<min(count, word << 6 + 64)
                        where signatures[landmark] & bit != 0 {
                            bits |= 1 << (landmark & 63)
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

    /// Whether one field's `values` are had by every landmark.
    func coverEveryone(_ values: [[Int32]]) -> Bool {
        shared.indices.contains {
            !values[$0].isEmpty && shared[$0].landmarkCount(having: values[$0]) == count
        }
    }

    /// Marks the landmarks having one of `values`, a bit each.
    private func mark(_ values: [[Int32]], in marked: UnsafeMutableBufferPointer<UInt64>) {
        for field in shared.indices where !values[field].isEmpty {
            shared[field].mark(having: values[field], in: marked)
        }
    }
}
