/// One field whose values landmarks share (park, city, state or category), each distinct value
/// once, lowercased, with the landmarks that have it.
struct SharedFieldValues: Sendable {
    /// The distinct values, each followed by a 0.
    private let text: [UInt8]
    /// Where each value starts in `text`, and where the last one ends.
    private let starts: [Int]
    /// Value `v`'s landmarks are `landmarks[landmarkStarts[v]..<landmarkStarts[v + 1]]`, in order.
    private let landmarks: [Int32]
    private let landmarkStarts: [Int]

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
        var landmarkStarts = [Int](repeating: 0, count: distinct.count + 1)
        for id in valueIDs { landmarkStarts[Int(id) + 1] += 1 }
        for id in distinct.indices { landmarkStarts[id + 1] += landmarkStarts[id] }
        var next = Array(landmarkStarts.dropLast())
        var byValue = [Int32](repeating: 0, count: landmarks.count)
        for (landmark, id) in valueIDs.enumerated() {
            byValue[next[Int(id)]] = Int32(landmark)
            next[Int(id)] += 1
        }
        (self.text, self.starts, self.landmarks, self.landmarkStarts) = (
            text, starts, byValue, landmarkStarts
        )
    }

    var byteCount: Int {
        text.count + (starts.count + landmarkStarts.count) * MemoryLayout<Int>.stride
            + landmarks.count * MemoryLayout<Int32>.stride
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
        values.reduce(0) { $0 + landmarkStarts[Int($1) + 1] - landmarkStarts[Int($1)] }
    }

    func forEachLandmark(having values: [Int32], _ body: (Int) -> Void) {
        for value in values {
            for landmark in landmarks[landmarkStarts[Int(value)]..<landmarkStarts[Int(value) + 1]] {
                body(Int(landmark))
            }
        }
    }
}
