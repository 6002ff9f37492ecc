import Foundation

/// Case-insensitive substring search over landmarks' name, park, place and category.
///
/// Built once per set of landmarks: each landmark's searchable text is lowercased into one
/// contiguous byte buffer, so a keystroke scans bytes rather than allocating strings. Matching
/// is on that lowercased UTF-8: a query matches where its bytes appear within one field.
///
/// Each landmark also has a signature, 64 bits saying which bytes its text holds: a landmark
/// whose signature lacks one of the query's bytes is passed over without reading its text. A
/// letter, a digit and the space each have a bit of their own, so a one-character query of
/// those is answered from the signatures alone; other bytes share the remaining bits.
///
/// It keeps the answer to the last query and to each of its prefixes asked on the way there: a
/// query that extends one of them searches only that one's matches, and a backspace back to one
/// is answered from it without a search.
public struct LandmarkSearchIndex: Sendable {
    private let text: [UInt8]
    private let starts: [Int]
    private let signatures: [UInt64]
    /// How often each byte value occurs in `text`: a query is looked for by its rarest byte.
    private let frequencies: [Int]
    /// The last query's answer and its prefixes' answers, shortest first.
    private var chain: [(query: [UInt8], matches: [Int])] = []

    /// Indexes `landmarks`; matches are reported as indices into this array.
    public init(_ landmarks: [Landmark]) {
        var text: [UInt8] = []
        var starts: [Int] = []
        var signatures: [UInt64] = []
        text.reserveCapacity(landmarks.count * 64)
        starts.reserveCapacity(landmarks.count + 1)
        signatures.reserveCapacity(landmarks.count)
        for landmark in landmarks {
            starts.append(text.count)
            var signature: UInt64 = 0
            for field in [
                landmark.name, landmark.park, landmark.city, landmark.state, landmark.category.displayName,
            ] {
                let folded = Self.folded(field)
                signature |= Self.signature(of: folded)
                text.append(contentsOf: folded)
                text.append(0)  // a separator no query contains, so matches never span fields
            }
            signatures.append(signature)
        }
        starts.append(text.count)
        self.text = text
        self.starts = starts
        self.signatures = signatures
        var frequencies = [Int](repeating: 0, count: 256)
        for byte in text { frequencies[Int(byte)] += 1 }
        self.frequencies = frequencies
    }

    /// The number of indexed landmarks.
    public var count: Int { starts.count - 1 }

    /// The bytes the index holds, the kept answers aside: the text, where each landmark's
    /// starts, and the signatures.
    public var byteCount: Int {
        text.count + starts.count * MemoryLayout<Int>.stride + signatures.count * MemoryLayout<UInt64>.stride
    }

    /// Indices of the landmarks whose text contains `query`, in order. A blank query matches all.
    public mutating func matches(for query: String) -> [Int] {
        matches(for: query) { false } ?? []
    }

    /// Indices of the landmarks whose text contains `query`, in order; `nil` when `isCancelled`
    /// said so, which a search asks every 65,536 landmarks (a query made stale by the next key
    /// stops within a fraction of a millisecond). A cancelled search keeps no answer.
    public mutating func matches(for query: String, isCancelled: () -> Bool) -> [Int]? {
        let needle = Self.folded(query.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else {
            chain.removeAll()
            return Array(0..<count)
        }
        if let kept = kept(for: needle) { return kept }
        guard let matches = search(needle, among: chain.last?.matches, isCancelled: isCancelled) else {
            return nil
        }
        chain.append((needle, matches))
        return matches
    }

    /// The answer kept for `query`, when it was the last query or one of the prefixes asked on
    /// the way there (a backspace): no search needed. `nil` otherwise. Either way the answers
    /// kept are then those to `query`'s prefixes, as after ``matches(for:)``.
    public mutating func keptMatches(for query: String) -> [Int]? {
        kept(for: Self.folded(query.trimmingCharacters(in: .whitespaces)))
    }

    /// Keeps only the answers to `needle`'s prefixes, and returns the one to `needle` itself.
    private mutating func kept(for needle: [UInt8]) -> [Int]? {
        while let last = chain.last, !needle.starts(with: last.query) { chain.removeLast() }
        return chain.last.flatMap { $0.query == needle ? $0.matches : nil }
    }

    /// How many landmarks a search looks at between two questions of whether it was cancelled.
    private static let stride = 65_536

    private func search(_ needle: [UInt8], among candidates: [Int]?, isCancelled: () -> Bool) -> [Int]? {
        let wanted = Self.signature(of: needle)
        var result: [Int] = []
        // A byte with a bit of its own: every landmark whose signature has it holds it.
        let answeredBySignature = needle.count == 1 && Self.hasOwnBit(needle[0])
        // The needle's rarest byte is looked for first, with memchr: it stops least often.
        let anchor = needle.indices.min { frequencies[Int(needle[$0])] < frequencies[Int(needle[$1])] } ?? 0
        return text.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                if candidates == nil, !answeredBySignature {
                    return scanAll(text, for: needle, anchor: anchor, isCancelled: isCancelled)
                }
                let keeps = { (index: Int) in
                    signatures[index] & wanted == wanted
                        && (answeredBySignature
                            || Self.firstMatch(
                                text, from: starts[index], to: starts[index + 1], needle, anchor: anchor)
                                != nil)
                }
                let total = candidates?.count ?? count
                for chunk in Swift.stride(from: 0, to: total, by: Self.stride) {
                    if isCancelled() { return nil }
                    let range = chunk..<min(total, chunk + Self.stride)
                    if let candidates {
                        for position in range where keeps(candidates[position]) {
                            result.append(candidates[position])
                        }
                    } else {
                        for index in range where keeps(index) { result.append(index) }
                    }
                }
                return result
            }
        }
    }

    /// Every landmark holding `needle`, found by one pass of memchr over the whole text: after a
    /// match the pass goes on from the next landmark. A match never spans two landmarks, whose
    /// fields all end in a separator no query holds.
    private func scanAll(
        _ text: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>, anchor: Int,
        isCancelled: () -> Bool
    ) -> [Int]? {
        var result: [Int] = []
        var landmark = 0
        var from = 0
        var nextQuestion = Self.stride
        while let found = Self.firstMatch(text, from: from, to: text.count, needle, anchor: anchor) {
            while starts[landmark + 1] <= found { landmark += 1 }
            if landmark >= nextQuestion {
                if isCancelled() { return nil }
                nextQuestion = landmark + Self.stride
            }
            result.append(landmark)
            from = starts[landmark + 1]
        }
        return result
    }

    /// Where `needle` first lies whole within `text[start..<end]`, looking for its byte at `anchor`
    /// with memchr and comparing the rest where that byte is.
    private static func firstMatch(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        _ needle: UnsafeBufferPointer<UInt8>,
        anchor: Int
    ) -> Int? {
        guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return nil }
        let byte = Int32(needle[anchor])
        var position = start + anchor
        let last = end - needle.count + anchor
        while position <= last, let hit = memchr(base + position, byte, last - position + 1) {
            let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + found - anchor, needleBase, needle.count) == 0 { return found - anchor }
            position = found + 1
        }
        return nil
    }

    /// The bits of the bytes in `bytes`: a to z, 0 to 9 and the space have one each (37 bits),
    /// every other byte one of the 27 left, by its value; the fields' separator none.
    private static func signature(of bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0) { $0 | bit(for: $1) }
    }

    private static func bit(for byte: UInt8) -> UInt64 {
        switch byte {
        case 0: 0
        case 0x61...0x7A: 1 << (byte - 0x61)
        case 0x30...0x39: 1 << (byte - 0x30 + 26)
        case 0x20: 1 << 36
        default: 1 << (37 + byte % 27)
        }
    }

    private static func hasOwnBit(_ byte: UInt8) -> Bool { byte != 0 && bit(for: byte) < 1 << 37 }

    /// Lowercased UTF-8; ASCII is folded byte by byte, anything else through `lowercased()`.
    private static func folded(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        }
        return Array(text.lowercased().utf8)
    }
}
