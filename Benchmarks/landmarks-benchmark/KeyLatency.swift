import DesignSystem
import LandmarksDomain
import LandmarksFeature
import Search
import Toolkit

/// Drives the Landmarks screen in memory exactly as the harness does (handle the key, lay out
/// the frame under observation tracking, diff it, apply it to a terminal) and times each key.
@MainActor
struct KeyLatency {
    let landmarks: [Landmark]

    struct Result {
        var move: Samples
        var open: Samples
        var search: Samples
        /// Load to search index ready: built in the background once per load, off the key path.
        var indexBuild: Duration

        /// The three kinds of key, in the order the report prints them.
        var keys: [Samples] { [move, open, search] }
    }

    func run(moves: Int, opens: Int, queries: [String]) async -> Result {
        let store = LandmarkStore(service: .mock(latency: .zero, landmarks: landmarks))
        let root = LandmarksModel(store: store)
        let clock = ContinuousClock()
        let loaded = clock.now
        await store.load().value
        await root.list.search.indexReady()
        let indexBuild = clock.now - loaded
        let screen = InMemoryScreen(FeatureHost(root))
        let press = screen.press

        var move = Samples(name: "move")
        for index in 0..<moves { move.measure { press(index % 400 < 200 ? .down : .up) } }
        var open = Samples(name: "open")
        for _ in 0..<opens {
            open.measure { press(.enter) }
            press(.escape)
            press(.down)
        }
        var search = Samples(name: "search")
        press(.character("/"))
        // A search expected to read many entries answers off the main actor: the time is to the
        // frame with the answer.
        let settled = screen.pressUntilSettled
        for query in queries {
            for character in query { await search.measureAwaiting { await settled(.character(character)) } }
            for _ in query { await search.measureAwaiting { await settled(.backspace) } }
        }
        return Result(move: move, open: open, search: search, indexBuild: indexBuild)
    }
}
