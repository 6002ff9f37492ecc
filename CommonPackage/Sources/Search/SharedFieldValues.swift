/// One field whose values items share (a landmark's park, city, state or category), each distinct value
/// once, lowercased, with the items that have it.
///
/// A value had by many items (a state, a category) keeps them as a bitmap, one bit per
/// item, and one had by few (a city) as a list: whichever takes fewer bytes. A query that
/// matches a common value then marks its items by or-ing words, 64 at a time, rather than
/// setting hundreds of thousands of bits one by one.
struct SharedFieldValues: Sendable {
    /// The distinct values, each followed by a 0.
    private let text: [UInt8]
    /// Where each value starts in `text`, and where the last one ends.
    private let starts: [Int]
    /// How many items have each value.
    private let itemCounts: [Int]
    /// A listed value `v`'s items are `listed[listStarts[v]..<listStarts[v + 1]]`, in order;
    /// the range is empty for a value kept as a bitmap.
    private let listed: [Int32]
    private let listStarts: [Int]
    /// For each value, which of `bitmaps` holds its items, or -1 when they are listed.
    private let bitmapIndex: [Int32]
    /// The bitmaps one after another, `words` words each: item `i` is bit `i % 64` of word
    /// `i / 64`, as in ``ItemBits``.
    private let bitmaps: [UInt64]
    private let words: Int

    init<Item>(_ items: [Item], _ value: (Item) -> String) {
        var ids: [String: Int32] = [:]
        var distinct: [String] = []
        let valueIDs = items.indices.map { index in
            let value = value(items[index])
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
        // A list takes 4 bytes a item, a bitmap an eighth of a byte for every item.
        let words = (items.count + 63) / 64
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
        for (item, id) in valueIDs.enumerated() {
            let bitmap = Int(bitmapIndex[Int(id)])
            if bitmap >= 0 {
                bitmaps[bitmap * words + item >> 6] |= 1 << (item & 63)
            } else {
                listed[next[Int(id)]] = Int32(item)
                next[Int(id)] += 1
            }
        }
        (self.text, self.starts, itemCounts) = (text, starts, counts)
        (self.listed, self.listStarts, self.bitmapIndex, self.bitmaps, self.words) = (
            listed, listStarts, bitmapIndex, bitmaps, words
        )
    }

    var byteCount: Int {
        text.count + (starts.count + itemCounts.count + listStarts.count) * MemoryLayout<Int>.stride
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

    /// How many items have one of `values`.
    func itemCount(having values: [Int32]) -> Int {
        values.reduce(0) { $0 + itemCounts[Int($1)] }
    }

    /// How many entries marking the items of `values` reads: a listed value's items, a
    /// bitmap's words.
    func markingWork(having values: [Int32]) -> Int {
        values.reduce(0) { $0 + (bitmapIndex[Int($1)] >= 0 ? words : itemCounts[Int($1)]) }
    }

    /// Marks the items having one of `values`, a bit each in `marked` (as in
    /// ``ItemBits``, as many words as the items need).
    func mark(having values: [Int32], in marked: UnsafeMutableBufferPointer<UInt64>) {
        bitmaps.withUnsafeBufferPointer { bitmaps in
            listed.withUnsafeBufferPointer { listed in
                for value in values.lazy.map(Int.init) {
                    let bitmap = Int(bitmapIndex[value])
                    if bitmap >= 0 {
                        let words = bitmaps[bitmap * self.words..<(bitmap + 1) * self.words]
                        for (word, bits) in zip(marked.indices, words) { marked[word] |= bits }
                    } else {
                        for item in listed[listStarts[value]..<listStarts[value + 1]].lazy.map(Int.init) {
                            marked[item >> 6] |= 1 << (item & 63)
                        }
                    }
                }
            }
        }
    }
}
