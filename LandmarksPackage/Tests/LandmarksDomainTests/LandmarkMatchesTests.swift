import LandmarksTestSupport
import Testing

@testable import LandmarksDomain

@Suite struct LandmarkMatchesTests {
    /// Every way an answer is held reads as the plain list of the same landmarks: count, each
    /// position, and where each landmark is (or that it is not there).
    @Test(arguments: [0, 1, 63, 64, 65, 1_000]) func everyKindReadsAsItsList(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let list = (0..<count).filter { _ in random.next() % 3 == 0 }
        var marked = LandmarkBits(count: count)
        for landmark in list { marked.words[landmark >> 6] |= 1 << (landmark & 63) }
        // Name entries: the landmark in the high 32 bits, an offset in the low ones.
        let names = list.map { UInt64($0) << 32 | UInt64($0 * 7) }
        let kinds: [(String, LandmarkMatches, [Int])] = [
            ("list", LandmarkMatches(list), list),
            ("names", .names(names[...]), list),
            ("names, a slice", .names(names.dropFirst()), Array(list.dropFirst())),
            ("marked", .marked(marked), list),
            ("all", .all(count), Array(0..<count)),
        ]
        for (kind, matches, expected) in kinds {
            #expect(matches.count == expected.count, "\(kind)")
            #expect(Array(matches) == expected, "\(kind)")
            for landmark in 0..<count {
                #expect(
                    matches.position(ofIndex: landmark) == expected.firstIndex(of: landmark),
                    "\(kind) \(landmark)")
            }
        }
    }

    @Test func answersHeldDifferentlyAreEqualWhenTheyHoldTheSameLandmarks() {
        var marked = LandmarkBits(count: 3)
        marked.words[0] = 0b111
        #expect(LandmarkMatches.all(3) == [0, 1, 2])
        #expect(LandmarkMatches.marked(marked) == .all(3))
        #expect(LandmarkMatches.names([1 << 32, 2 << 32]) != .all(3))
    }
}
