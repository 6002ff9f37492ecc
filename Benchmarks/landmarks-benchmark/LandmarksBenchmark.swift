import Foundation
import LandmarksDomain

/// Measures what the Landmarks UI promises, in a release build:
///
///     swift run -c release landmarks-benchmark [--landmarks N]
///     swift run -c release landmarks-benchmark startup        (the start-up table alone)
///     swift run -c release landmarks-benchmark live-updates   (the live-updates table alone)
///
/// Each number is printed beside a reference measured in the same run, as a ratio: key latency
/// and the search session (typing, backspaces, a paste, clearing) at N landmarks (100,000
/// unless told) against the 14 fixtures, reservation list and form keys and grouping at 10,000
/// reservations against 10, the live data path at 10,000 landmarks against decoding the same
/// bytes alone, and harness start-up against a Foundation hello world (`foundation-hello`). The
/// reference and the measurement alternate in rounds; a ratio is the median of the rounds'
/// ratios, with their spread (lowest–highest) beside it.
@main
enum LandmarksBenchmark {
    /// How many times each reference and its measurement run in turn.
    static let rounds = 5

    static func main() async throws {
        switch CommandLine.arguments.dropFirst().first {
        case "live-updates":
            try await LiveUpdates.report(rounds: rounds)
            return
        case "startup":
            try Startup.report(rounds: rounds)
            return
        default: break
        }
        // `--landmarks N` (or N alone): how many generated landmarks the large side has.
        let arguments = Array(CommandLine.arguments.dropFirst())
        let given = arguments.firstIndex(of: "--landmarks").map { arguments.index(after: $0) }
            .flatMap { arguments.indices.contains($0) ? Int(arguments[$0]) : nil }
        let count = given ?? Int(arguments.first ?? "") ?? 100_000
        let queries = ["lake", "eagle 9", "silver gorge", "town 3", "e"]
        print("Key press → finished frame (80x24, handle + layout + diff + apply), \(rounds) rounds")
        let generateStart = ContinuousClock.now
        let large = Landmark.generated(count: count)
        print("  generated \(count) landmarks in \((ContinuousClock.now - generateStart).formatted)")
        var keys = Comparison()
        var indexBuilds: (small: Duration, large: Duration) = (.zero, .zero)  // the slowest round's
        for _ in 0..<rounds {
            let small = await KeyLatency(landmarks: Landmark.fixtures).run(
                moves: 800, opens: 100, queries: queries)
            let big = await KeyLatency(landmarks: large).run(moves: 800, opens: 100, queries: queries)
            keys.add(reference: small.keys, measured: big.keys)
            indexBuilds = (
                Swift.max(indexBuilds.small, small.indexBuild), Swift.max(indexBuilds.large, big.indexBuild)
            )
        }
        print(
            "  key      n     p50 @14      p99 @14    p50 @\(count)   p99 @\(count)   max @\(count)  p99 ratio (spread)"
        )
        keys.printRows(nameWidth: 7)
        print(
            "  load → search index ready (background): @14 \(indexBuilds.small.formatted), @\(count) \(indexBuilds.large.formatted)"
        )

        await SearchSession.report(large: large, rounds: rounds)

        await ReservationLatency.report(count: 10_000, rounds: rounds)

        try await LivePath.run()

        try await LiveUpdates.report(rounds: rounds)

        try Startup.report(rounds: rounds)
    }
}
