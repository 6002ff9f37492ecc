import Foundation
import LandmarksDomain

/// Measures what the Landmarks UI promises, in a release build:
///
///     swift run -c release landmarks-benchmark
///
/// Each number is printed beside a reference measured in the same run, as a ratio: key latency
/// at 100,000 landmarks against the 14 fixtures, reservation list and form keys and grouping at
/// 10,000 reservations against 10, the live data path at 10,000 landmarks against
/// decoding the same bytes alone, and harness start-up against spawning /bin/true.
@main
enum LandmarksBenchmark {
    static func main() async throws {
        let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100_000
        let queries = ["lake", "eagle 9", "silver gorge", "town 3", "e"]
        print("Key press → finished frame (80x24, handle + layout + diff + apply)")
        let generateStart = ContinuousClock.now
        let large = Landmark.generated(count: count)
        print("  generated \(count) landmarks in \((ContinuousClock.now - generateStart).formatted)")
        let reference = await KeyLatency(landmarks: Landmark.fixtures).run(
            moves: 4_000, opens: 500, queries: queries)
        let measured = await KeyLatency(landmarks: large).run(moves: 4_000, opens: 500, queries: queries)
        print(
            "  key      n     p50 @14      p99 @14    p50 @\(count)   p99 @\(count)   max @\(count)  p99 ratio"
        )
        for (ref, big) in [
            (reference.move, measured.move), (reference.open, measured.open),
            (reference.search, measured.search),
        ] {
            let ratio = big.p99.milliseconds / Swift.max(ref.p99.milliseconds, 0.000_1)
            print(
                "  \(big.name.padding(toLength: 7, withPad: " ", startingAt: 0)) \(String(format: "%5d", big.values.count))  "
                    + "\(ref.median.formatted)  \(ref.p99.formatted)    \(big.median.formatted)   \(big.p99.formatted)  "
                    + "\(big.max.formatted)  \(String(format: "%6.2fx", ratio))")
        }
        print(
            "  load → search index ready (background): @14 \(reference.indexBuild.formatted), @\(count) \(measured.indexBuild.formatted)"
        )

        await ReservationLatency.report(count: 10_000)

        try await LivePath.run()

        let directory = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        let harness = directory.appending(path: "landmarks-preview")
        guard FileManager.default.isExecutableFile(atPath: harness.path) else {
            print("\nStart-up: skipped, build landmarks-preview in the same configuration first")
            return
        }
        let runs = 30
        let spawn = try Startup.measure(URL(filePath: "/bin/true"), [], runs: runs)
        let start = try Startup.measure(harness, ["--headless", "--latency", "0"], runs: runs)
        print("\nStart-up to first frame with data and exit (mock, no latency), \(runs) runs")
        print("  /bin/true           p50 \(spawn.median.formatted)   p99 \(spawn.p99.formatted)")
        print(
            "  landmarks-preview   p50 \(start.median.formatted)   p99 \(start.p99.formatted)   "
                + String(format: "p50 ratio %.1fx", start.median.milliseconds / spawn.median.milliseconds))
        try AppStartup.report(directory: directory, runs: runs, harness: start)
    }
}
