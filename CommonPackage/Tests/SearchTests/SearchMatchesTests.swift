import Testing

@testable import Search

@Suite struct SearchMatchesTests {
    /// Every way an answer is held reads as the plain list of the same places: count, each
    /// position, and where each place is (or that it is not there).
    @Test(arguments: [0, 1, 63, 64, 65, 1_000]) func everyKindReadsAsItsList(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let list = (0..<count).filter { _ in random.next() % 3 == 0 }
        var marked = ItemBits(count: count)
        for place in list { marked.words[place >> 6] |= 1 << (place & 63) }
        // Name entries: the place in the high 32 bits, an offset in the low ones.
        let names = list.map { UInt64($0) << 32 | UInt64($0 * 7) }
        let kinds: [(String, SearchMatches, [Int])] = [
            ("list", SearchMatches(list), list),
            ("names", .names(names[...]), list),
            ("names, a slice", .names(names.dropFirst()), Array(list.dropFirst())),
            ("marked", .marked(marked), list),
            ("all", .all(count), Array(0..<count)),
        ]
        for (kind, matches, expected) in kinds {
            #expect(matches.count == expected.count, "\(kind)")
            #expect(Array(matches) == expected, "\(kind)")
            for place in 0..<count {
                #expect(
                    matches.position(ofIndex: place) == expected.firstIndex(of: place),
                    "\(kind) \(place)")
            }
        }
    }

    @Test func answersHeldDifferentlyAreEqualWhenTheyHoldTheSamePlaces() {
        var marked = ItemBits(count: 3)
        marked.words[0] = 0b111
        #expect(SearchMatches.all(3) == [0, 1, 2])
        #expect(SearchMatches.marked(marked) == .all(3))
        #expect(SearchMatches.names([1 << 32, 2 << 32]) != .all(3))
    }
}
