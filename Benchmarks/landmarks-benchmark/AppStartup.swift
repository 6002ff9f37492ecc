import Foundation

/// `landmarks-app` from spawn to its first frame with live data and exit: the embedded backend
/// on an existing data directory, a saved token, both features' first loads.
enum AppStartup {
    static func report(directory: URL, runs: Int, harness: Samples) throws {
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
        let start = try Startup.measure(app, arguments, runs: runs)
        print(
            "  landmarks-app       p50 \(start.median.formatted)   p99 \(start.p99.formatted)   "
                + String(
                    format: "÷ landmarks-preview p50 %.1fx",
                    start.median.milliseconds / harness.median.milliseconds)
                + "  (embedded backend, saved token, live data)")
    }
}
