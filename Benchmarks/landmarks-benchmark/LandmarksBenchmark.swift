import Foundation
import LandmarksDomain

/// Measures what the Landmarks UI promises, in a release build:
///
///     swift run -c release landmarks-benchmark [--landmarks N]
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
        if CommandLine.arguments.dropFirst().first == "live-updates" {
            try await LiveUpdates.report(rounds: rounds)
            return
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

        let directory = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        let harness = directory.appending(path: "landmarks-preview")
        let hello = directory.appending(path: "foundation-hello")
        guard FileManager.default.isExecutableFile(atPath: harness.path),
            FileManager.default.isExecutableFile(atPath: hello.path)
        else {
            print(
                "\nStart-up: skipped, build landmarks-preview and foundation-hello in the same configuration first"
            )
            return
        }
        let runs = 30
        let plain = ["--headless", "--latency", "0"]
        let opening = plain + ["--open", "landmarks://landmarks/categories/lakes/\(Landmark.fixtures[1].id)"]
        var spawn = Samples(name: "/bin/true")
        var startUp = Comparison()
        var open = Comparison()
        for _ in 0..<rounds {
            spawn.values += try Startup.measure(URL(filePath: "/bin/true"), [], runs: runs / rounds).values
            let greeted = try Startup.measure(hello, [], runs: runs / rounds)
            let started = try Startup.measure(harness, plain, runs: runs / rounds)
            let opened = try Startup.measure(harness, opening, runs: runs / rounds)
            startUp.add(reference: [greeted], measured: [started], comparing: \.median)
            open.add(reference: [started], measured: [opened], comparing: \.median)
        }
        let (greeting, start) = (startUp.rows[0].reference, startUp.rows[0].measured)
        let opened = open.rows[0].measured
        print(
            "\nStart-up to first frame with data and exit (mock, no latency), \(runs) runs in \(rounds) rounds"
        )
        print("  /bin/true           p50 \(spawn.median.formatted)   p99 \(spawn.p99.formatted)")
        print(
            "  foundation-hello    p50 \(greeting.median.formatted)   p99 \(greeting.p99.formatted)   "
                + "(imports Foundation, prints one line)")
        print(
            "  landmarks-preview   p50 \(start.median.formatted)   p99 \(start.p99.formatted)   "
                + "÷ foundation-hello p50 \(startUp.rows[0].ratios.formatted)  (goal: at most 2x)")
        print(
            "    with --open       p50 \(opened.median.formatted)   p99 \(opened.p99.formatted)   "
                + "÷ without p50 \(open.rows[0].ratios.formatted)  (a landmark over its category)")
        try AppStartup.report(directory: directory, runs: runs, rounds: rounds, harness: harness)
        try LinkHandoff.report(directory: directory, handoffs: 50, rounds: rounds)
    }
}
