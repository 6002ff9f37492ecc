import DesignSystem
import LandmarksDomain
import LandmarksFeature
import Search
import Toolkit

/// Typing into the Landmarks search field, key press to finished frame, by kind of key: one
/// more character (extend), a backspace, a query's first character, ten characters at once
/// (a paste, which the terminal marks and the search field takes whole) and Esc, which clears
/// the query.
@MainActor
enum SearchSession {
    /// Queries a person types, each within one field of the generated landmarks.
    static let queries = [
        "silver lake 1", "eagle gorge 7", "misty creek 42", "cedar bay 99", "golden peak 3", "town 38",
        "park 5", "montana", "canyons", "quiet lake 5",
    ]

    static func run(landmarks: [Landmark]) async -> [Samples] {
        let store = LandmarkStore(service: .mock(latency: .zero, landmarks: landmarks))
        let root = LandmarksModel(store: store)
        await store.load().value
        await root.list.search.indexReady()
        let screen = InMemoryScreen(FeatureHost(root))
        let press = screen.pressUntilSettled
        var extend = Samples(name: "extend")
        // The frame that shows the character typed, while the search it started may still run.
        var shown = Samples(name: "extend, key shown")
        let clock = ContinuousClock()
        var backspace = Samples(name: "backspace")
        var firstKey = Samples(name: "first key")
        var pasted = Samples(name: "paste")
        var clear = Samples(name: "clear")
        for query in queries {
            let characters = Array(query)
            await press(.character("/"))
            await firstKey.measureAwaiting { await press(.character(characters[0])) }
            for character in characters.dropFirst() {
                let start = clock.now
                let frame = screen.handle(.character(character))
                shown.values.append(clock.now - start)
                await screen.settle(after: frame)
                extend.values.append(clock.now - start)
            }
            for _ in characters { await backspace.measureAwaiting { await press(.backspace) } }
            await pasted.measureAwaiting { await press(.paste(String(characters.prefix(10)))) }
            await clear.measureAwaiting { await press(.escape) }
        }
        return [extend, shown, backspace, firstKey, pasted, clear]
    }

    /// The table: each kind at `count` landmarks beside the 14 fixtures, `rounds` rounds.
    static func report(large: [Landmark], rounds: Int) async {
        var session = Comparison()
        for _ in 0..<rounds {
            let small = await run(landmarks: Landmark.fixtures)
            let big = await run(landmarks: large)
            session.add(reference: small, measured: big)
        }
        let count = large.count
        print("\nSearch session (key → finished frame, 80x24), \(rounds) rounds of \(queries.count) queries")
        print(
            "  key                  n    p50 @14      p99 @14    p50 @\(count)   p99 @\(count)   max @\(count)  p99 ratio (spread)"
        )
        session.printRows(nameWidth: 17)
        let index = SearchIndex(large, .landmarks)
        print(
            "  the index holds \(index.byteCount / max(1, index.count)) bytes per landmark (names, their bigram postings, the shared values)"
        )
    }
}
