import Foundation

/// Case-insensitive substring search over landmarks' name, park, place and category.
///
/// Built once per set of landmarks: each landmark's searchable text is lowercased into one
/// contiguous byte buffer, so a keystroke scans bytes rather than allocating strings. Matching
/// is on that lowercased UTF-8: a query matches where its bytes appear within one field.
///
/// It keeps the answer to the last query and to each of its prefixes asked on the way there: a
/// query that extends one of them searches only that one's matches, and a backspace back to one
/// is answered from it without a search.
public struct LandmarkSearchIndex: Sendable {
    private let text: [UInt8]
    private let starts: [Int]
    /// The last query's answer and its prefixes' answers, shortest first.
    private var chain: [(query: [UInt8], matches: [Int])] = []

    /// Indexes `landmarks`; matches are reported as indices into this array.
    public init(_ landmarks: [Landmark]) {
        var text: [UInt8] = []
        var starts: [Int] = []
        text.reserveCapacity(landmarks.count * 64)
        starts.reserveCapacity(landmarks.count + 1)
        for landmark in landmarks {
            starts.append(text.count)
            for field in [
                landmark.name, landmark.park, landmark.city, landmark.state, landmark.category.displayName,
            ] {
                text.append(contentsOf: Self.folded(field))
                text.append(0)  // a separator no query contains, so matches never span fields
            }
        }
        starts.append(text.count)
        self.text = text
        self.starts = starts
    }

    /// The number of indexed landmarks.
    public var count: Int { starts.count - 1 }

    /// Indices of the landmarks whose text contains `query`, in order. A blank query matches all.
    public mutating func matches(for query: String) -> [Int] {
        let needle = Self.folded(query.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else {
            chain.removeAll()
            return Array(0..<count)
        }
        while let last = chain.last, !needle.starts(with: last.query) { chain.removeLast() }
        if let last = chain.last, last.query == needle { return last.matches }
        let matches = search(needle, among: chain.last?.matches)
        chain.append((needle, matches))
        return matches
    }

    private func search(_ needle: [UInt8], among candidates: [Int]?) -> [Int] {
        text.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                var result: [Int] = []
                func test(_ index: Int) {
                    if Self.contains(text, from: starts[index], to: starts[index + 1], needle) {
                        result.append(index)
                    }
                }
                if let candidates {
                    candidates.forEach(test)
                } else {
                    (0..<count).forEach(test)
                }
                return result
            }
        }
    }

    private static func contains(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ needle: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let first = needle[0]
        let last = end - needle.count
        var position = start
        while position <= last {
            if text[position] == first {
                var offset = 1
                while offset < needle.count, text[position + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            position += 1
        }
        return false
    }

    /// Lowercased UTF-8; ASCII is folded byte by byte, anything else through `lowercased()`.
    private static func folded(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        }
        return Array(text.lowercased().utf8)
    }
}
