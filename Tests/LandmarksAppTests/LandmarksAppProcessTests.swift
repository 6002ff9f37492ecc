import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import HarnessTesting
import Testing

/// Runs the real `landmarks-app` binary, headless, as a person or CI would: every preset, the
/// embedded backend in a temporary data directory across two runs, and `--server` against a
/// separate `landmarks-server` process.
@Suite(.serialized, .timeLimit(.minutes(3))) struct LandmarksAppProcessTests {
    let app: HarnessProcess
    let data = FileManager.default.temporaryDirectory.appending(path: "landmarks-app-\(UUID().uuidString)")

    init() throws {
        app = try HarnessProcess("landmarks-app")
    }

    func run(_ arguments: [String]) async throws -> HarnessProcess.Output {
        try await app.run(["--headless"] + arguments, environment: ["TZ": "UTC"])
    }

    func embedded(_ keys: String) async throws -> HarnessProcess.Output {
        try await run([
            "--data-dir", data.path, "--cache-dir", data.appending(path: "cache").path, "--keys", keys,
        ])
    }

    @Test(arguments: [
        ("mock", "14 landmarks"), ("empty", "No landmarks"), ("error", "r Retry"),
        ("slow", "14 landmarks"), ("offline", "Showing cached data"),
    ])
    func everyPresetRuns(preset: String, shows: String) async throws {
        let started = ContinuousClock.now
        let output = try await run(["--preset", preset, "--frames"])
        let elapsed = ContinuousClock.now - started
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(shows))
        if ["mock", "slow"].contains(preset) {
            // Both show the spinner before the data; slow is told apart by how long the data
            // takes (2.5 s at least; mock's 300 ms has no upper bound here, as a loaded machine
            // can stretch any run).
            let frames = output.stdout.components(separatedBy: "── frame ").dropFirst()
            #expect(frames.dropLast().contains { $0.contains("Loading landmarks…") })
            if preset == "slow" { #expect(elapsed >= .milliseconds(2500), "slow took \(elapsed)") }
        }
        #expect(
            output.stdout.components(separatedBy: "── frame ").last?.contains(
                " [1 Landmarks]  2 Reservations") == true)
        let reservations = try await run(["--preset", preset, "--keys", "2"])
        #expect(reservations.stdout.contains("[2 Reservations]"))
    }

    @Test func theEmbeddedBackendKeepsFavoritesAndVisitsAcrossRuns() async throws {
        defer { try? FileManager.default.removeItem(at: data) }
        let list = try await embedded("")
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("ada · ctrl-o Sign out"))
        #expect(list.stdout.contains("14 landmarks"))

        let favorite = try await embedded("down enter f")
        #expect(favorite.stdout.contains("St. Mary Lake  ★ Favorite"))
        let booked = try await embedded("down down enter b down right ctrl-s")
        #expect(booked.stdout.contains("✔ Booked Lake McDonald"))
        let landmark = try await embedded("2 enter l")
        #expect(
            landmark.stdout.contains("Lake McDonald") && landmark.stdout.contains("Glacier National Park"))
        #expect(landmark.stdout.contains("[2 Reservations]"))

        let secondRun = try await embedded("2")
        #expect(secondRun.stdout.contains("── Upcoming · 1"))
        #expect(secondRun.stdout.contains("Lake McDonald"))
        let favorites = try await embedded("")
        #expect(favorites.stdout.contains("★ St. Mary Lake"))
        let attributes = try FileManager.default.attributesOfItem(
            atPath: data.appending(path: "sessions/embedded.json").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func serverTalksToASeparateLandmarksServer() async throws {
        let server = try await ServerProcess.start(data: data)
        defer {
            server.stop()
            try? FileManager.default.removeItem(at: data)
        }
        let arguments = [
            "--server", server.url.absoluteString, "--data-dir", data.appending(path: "app").path,
            "--cache-dir",
            data.appending(path: "cache").path,
        ]
        let signIn = try await run(arguments)
        #expect(signIn.stdout.contains("Sign in"))
        let signedIn = try await run(
            arguments + ["--keys", "g r a c e enter g r a c e - p a s s w o r d enter 2"])
        #expect(signedIn.stdout.contains("grace · ctrl-o Sign out"))
        #expect(signedIn.stdout.contains("No reservations"))
        let signedOut = try await run(arguments + ["--keys", "ctrl-o"])
        #expect(signedOut.stdout.contains("Signed out."))
    }

    @Test(arguments: [
        ["--preset", "nope"], ["--disable", "landmarks"],
        ["--preset", "mock", "--server", "http://127.0.0.1:1"],
        ["--preset", "offline", "--data-dir", "/tmp"], ["--keys", "warp"], ["--password", "x"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) async throws {
        let output = try await run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: "))
    }

    @Test func listPresetsAndHelp() async throws {
        let presets = try await app.run(["--list-presets"])
        #expect(presets.firstWords == ["live", "mock", "empty", "error", "slow", "offline"])
        let help = try await app.run(["--help"])
        for option in [
            "--server", "--preset", "--data-dir", "--disable", "--headless", "--keys", "--user", "ctrl-o",
        ] {
            #expect(help.stdout.contains(option), "\(option)")
        }
    }
}
