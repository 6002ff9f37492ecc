import Foundation

/// `landmarks-app` from spawn to its first frame with live data and exit: the embedded backend
/// on an existing data directory, a saved token, both features' first loads.
enum AppStartup {
    static func report(directory: URL, runs: Int, rounds: Int, harness: URL) throws {
        let app = directory.appending(path: "landmarks-app")
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            print("  landmarks-app       skipped: build it in the same configuration first")
            return
        }
        let data = FileManager.default.temporaryDirectory.appending(path: "app-startup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let arguments = [
            "--headless", "--data-dir", data.path, "--cache-dir", data.appending(path: "cache").path,
        ]
        // The first run creates and seeds the database and saves the token; it is not counted.
        _ = try Startup.measure(app, arguments, runs: 1)
        var startUp = Comparison()
        for _ in 0..<rounds {
            let preview = try Startup.measure(harness, ["--headless", "--latency", "0"], runs: runs / rounds)
            let started = try Startup.measure(app, arguments, runs: runs / rounds)
            startUp.add(reference: [preview], measured: [started], comparing: \.median)
        }
        let start = startUp.rows[0].measured
        print(
            "  landmarks-app       p50 \(start.median.formatted)   p99 \(start.p99.formatted)   "
                + "÷ landmarks-preview p50 \(startUp.rows[0].ratios.formatted)  (embedded backend, saved token, live data; goal: p99 at most 150 ms)"
        )
    }
}
