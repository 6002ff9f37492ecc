import ArgumentParser
import Foundation
import LandmarksDomain

/// Measures what the Landmarks UI promises, in a release build:
///
///     swift run -c release landmarks-benchmark [--landmarks N]
///     swift run -c release landmarks-benchmark search [--landmarks N]   (the search session alone)
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
struct LandmarksBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "landmarks-benchmark",
        abstract:
            "Measures what the Landmarks UI promises, each number beside a reference from the same run.",
        discussion: """
            Build it in release: swift run -c release landmarks-benchmark. Without a subcommand it \
            prints every table; the start-up rows need landmarks-preview, landmarks-app and \
            foundation-hello built in release too.
            """,
        subcommands: [
            Everything.self, KeysTable.self, SearchTable.self, StartupTable.self, LiveUpdatesTable.self,
        ],
        defaultSubcommand: Everything.self)

    /// How many times each reference and its measurement run in turn.
    static let rounds = 5
}

/// Every table: keys, the search session, reservations, the live data path, live updates and
/// start-up.
struct Everything: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "all", abstract: "Every table (the default).")

    @OptionGroup var size: LandmarkCount

    func run() async throws {
        let rounds = LandmarksBenchmark.rounds
        let large = await KeysTable.report(count: size.value, rounds: rounds)

        await SearchSession.report(large: large, rounds: rounds)

        await ReservationLatency.report(count: 10_000, rounds: rounds)

        try await LivePath.run()

        try await LiveUpdates.report(rounds: rounds)

        try Startup.report(rounds: rounds)
    }
}

/// The key table and the reservations table: what a key costs on each screen.
struct KeysTable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "The key tables alone: Landmarks and Reservations, key to frame.")

    @OptionGroup var size: LandmarkCount

    func run() async {
        _ = await Self.report(count: size.value, rounds: LandmarksBenchmark.rounds)
        await ReservationLatency.report(count: 10_000, rounds: LandmarksBenchmark.rounds)
    }

    /// Prints the Landmarks key table at `count` generated landmarks beside the 14 fixtures, and
    /// hands back the landmarks generated, for the next table.
    static func report(count: Int, rounds: Int) async -> [Landmark] {
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
        return large
    }
}

/// How many generated landmarks the large side has: `--landmarks N`, or `N` alone.
struct LandmarkCount: ParsableArguments {
    @Option(help: "How many generated landmarks the large side has.")
    var landmarks: Int?

    @Argument(help: "The same as --landmarks, given alone.")
    var count: Int?

    func validate() throws {
        if let given = landmarks ?? count, given < 1 {
            throw ValidationError("the number of landmarks must be at least 1, not \(given)")
        }
    }

    /// The number given, or 100,000.
    var value: Int { landmarks ?? count ?? 100_000 }
}

/// The search session table alone.
struct SearchTable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "The search session alone: typing, backspaces, a paste and clearing, key to frame.")

    @OptionGroup var size: LandmarkCount

    func run() async {
        let large = Landmark.generated(count: size.value)
        await SearchSession.report(large: large, rounds: LandmarksBenchmark.rounds)
    }
}

/// The start-up table alone.
struct StartupTable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup",
        abstract: "Start-up to the first frame with data, beside a Foundation hello world.")

    func run() throws { try Startup.report(rounds: LandmarksBenchmark.rounds) }
}

/// The live-updates table alone.
struct LiveUpdatesTable: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live-updates",
        abstract: "From a booking written through one instance to the other client's store having applied it."
    )

    func run() async throws { try await LiveUpdates.report(rounds: LandmarksBenchmark.rounds) }
}
