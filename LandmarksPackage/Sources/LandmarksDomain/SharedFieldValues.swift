/// One field whose values landmarks share (park, city, state or category), each distinct value
/// once, lowercased, with the landmarks that have it.
///
/// A value had by many landmarks (a state, a category) keeps them as a bitmap, one bit per
/// landmark, and one had by few (a city) as a list: whichever takes fewer bytes. A query that
/// matches a common value then marks its landmarks by or-ing words, 64 at a time, rather than
/// setting hundreds of thousands of bits one by one.
struct SharedFieldValues: Sendable {
    /// The distinct values, each followed by a 0.
    private let text: [UInt8]
    /// Where each value starts in `text`, and where the last one ends.
    private let starts: [Int]
    /// How many landmarks have each value.
    private let landmarkCounts: [Int]
    /// A listed value `v`'s landmarks are `listed[listStarts[v]..<listStarts[v + 1]]`, in order;
    /// the range is empty for a value kept as a bitmap.
    private let listed: [Int32]
    private let listStarts: [Int]
    /// For each value, which of `bitmaps` holds its landmarks, or -1 when they are listed.
    private let bitmapIndex: [Int32]
    /// The bitmaps one after another, `words` words each: landmark `i` is bit `i % 64` of word
    /// `i / 64`, as in ``LandmarkBits``.
    private let bitmaps: [UInt64]
    private let words: Int

    init(_ landmarks: [Landmark], _ value: (Landmark) -> String) {
        var ids: [String: Int32] = [:]
        var distinct: [String] = []
        let valueIDs = landmarks.indices.map { index in
            let value = value(landmarks[index])
            if let id = ids[value] { return id }
            let id = Int32(distinct.count)
            ids[value] = id
            distinct.append(value)
            return id
        }
        var text: [UInt8] = []
        var starts: [Int] = []
        for value in distinct {
            starts.append(text.count)
            text += SearchText.folded(value)
            text.append(0)
        }
        starts.append(text.count)
        var counts = [Int](repeating: 0, count: distinct.count)
        for id in valueIDs { counts[Int(id)] += 1 }
        // A list takes 4 bytes a landmark, a bitmap an eighth of a byte for every landmark.
        let words = (landmarks.count + 63) / 64
        var bitmapIndex = [Int32](repeating: -1, count: distinct.count)
        var bitmapCount: Int32 = 0
        for id in distinct.indices where counts[id] * 4 > words * 8 {
            bitmapIndex[id] = bitmapCount
            bitmapCount += 1
        }
        var listStarts = [Int](repeating: 0, count: distinct.count + 1)
        for id in distinct.indices {
            listStarts[id + 1] = listStarts[id] + (bitmapIndex[id] < 0 ? counts[id] : 0)
        }
        var next = Array(listStarts.dropLast())
        var listed = [Int32](repeating: 0, count: listStarts[distinct.count])
        var bitmaps = [UInt64](repeating: 0, count: Int(bitmapCount) * words)
        for (landmark, id) in valueIDs.enumerated() {
            let bitmap = Int(bitmapIndex[Int(id)])
            if bitmap >= 0 {
                bitmaps[bitmap * words + landmark >> 6] |= 1 << (landmark & 63)
            } else {
                listed[next[Int(id)]] = Int32(landmark)
                next[Int(id)] += 1
            }
        }
        (self.text, self.starts, landmarkCounts) = (text, starts, counts)
        (self.listed, self.listStarts, self.bitmapIndex, self.bitmaps, self.words) = (
            listed, listStarts, bitmapIndex, bitmaps, words
        )
    }

    var byteCount: Int {
        text.count + (starts.count + landmarkCounts.count + listStarts.count) * MemoryLayout<Int>.stride
            + (listed.count + bitmapIndex.count) * MemoryLayout<Int32>.stride
            + bitmaps.count * MemoryLayout<UInt64>.stride
    }

    /// The values among `candidates` (every value when `nil`) that hold `needle`.
    func values(holding needle: SearchNeedle, among candidates: [Int32]?) -> [Int32] {
        text.withUnsafeBufferPointer { text in
            let holds = { (value: Int32) in
                needle.first(in: text, from: starts[Int(value)], to: starts[Int(value) + 1] - 1) != nil
            }
            return candidates?.filter(holds) ?? (0..<Int32(starts.count - 1)).filter(holds)
        }
    }

    /// How many landmarks have one of `values`.
    func landmarkCount(having values: [Int32]) -> Int {
        values.reduce(0) { $0 + landmarkCounts[Int($1)] }
    }

    /// How many entries marking the landmarks of `values` reads: a listed value's landmarks, a
    /// bitmap's words.
    func markingWork(having values: [Int32]) -> Int {
        values.reduce(0) { $0 + (bitmapIndex[Int($1)] >= 0 ? words : landmarkCounts[Int($1)]) }
    }

    /// Marks the landmarks having one of `values`, a bit each in `marked` (as in
    /// ``LandmarkBits``, as many words as the landmarks need).
    func mark(having values: [Int32], in marked: UnsafeMutableBufferPointer<UInt64>) {
        bitmaps.withUnsafeBufferPointer { bitmaps in
            listed.withUnsafeBufferPointer { listed in
                for value in values.lazy.map(Int.init) {
                    let bitmap = Int(bitmapIndex[value])
                    if bitmap >= 0 {
                        let words = bitmaps[bitmap * self.words..<(bitmap + 1) * self.words]
                        for (word, bits) in zip(marked.indices, words) { marked[word] |= bits }
                    } else {
                        for landmark in listed[listStarts[value]..<listStarts[value + 1]].lazy.map(Int.init) {
                            marked[landmark >> 6] |= 1 << (landmark & 63)
                        }
                    }
                }
            }
        }
    }
}
