import Foundation
import HarnessTesting
import Testing

/// Runs the real `reservations-preview` binary, headless, the way CI and a person would. The
/// mock data sits around today, so these read what a frame says, not which day it names.
@Suite(.timeLimit(.minutes(2))) struct ReservationsPreviewProcessTests {
    let harness: HarnessProcess

    init() throws {
        harness = try HarnessProcess("reservations-preview")
    }

    func run(_ arguments: [String]) async throws -> HarnessProcess.Output {
        try await harness.run(arguments, environment: ["TZ": "America/New_York"])
    }

    @Test func mockListsUpcomingThenPast() async throws {
        let output = try await run(["--headless", "--preset", "mock"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 24 + 1, "24 rows and a final newline")
        #expect(lines[0].hasSuffix("2 upcoming"))
        #expect(
            lines[1].hasPrefix("── Upcoming · 2 · 1 cancelled "),
            "the title's count, and the cancelled one named")
        #expect(lines[2].hasPrefix("▸ ") && lines[2].contains("Turtle Rock"))
        #expect(lines[4].hasSuffix("cancelled"))
        #expect(lines[5].hasPrefix("── Past · 2"))
        #expect(output.stderr.isEmpty)
    }

    /// Empty is the same server as the app's: nothing on it, so nothing to book either.
    @Test func emptySaysThereAreNoneAndThatNoLandmarkCanBeBooked() async throws {
        let output = try await run(["--headless", "--preset", "empty"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("No reservations"))
        #expect(output.stdout.contains("n New  r Refresh  q Quit"))
        let form = try await run(["--headless", "--preset", "empty", "--keys", "n"])
        #expect(form.stdout.contains("Landmark    No landmarks to book"))
    }

    @Test func theMockPresetBooksAVisit() async throws {
        let booked = try await run([
            "--headless", "--preset", "mock", "--latency", "0", "--keys", "n ctrl-s esc",
        ])
        #expect(booked.stdout.contains("── Upcoming · 3 · 1 cancelled"))
    }

    @Test func errorShowsTheMessageAndRetryLoadsAgain() async throws {
        let output = try await run(["--headless", "--preset", "error", "--keys", "r", "--frames"])
        #expect(output.status == 0)
        let frames = output.stdout.components(separatedBy: "── frame ").dropFirst()
        #expect(frames.map { $0.contains("Loading reservations…") } == [true, false, true, false])
        #expect(frames.last?.contains("Couldn't reach the server: connection refused.") == true)
        #expect(frames.last?.contains("r Retry") == true)
    }

    @Test func slowShowsASpinnerThenTheData() async throws {
        let start = ContinuousClock.now
        let output = try await run(["--headless", "--preset", "slow", "--frames"])
        #expect(ContinuousClock.now - start >= .milliseconds(2500))
        let frames = output.stdout.components(separatedBy: "── frame ").dropFirst()
        #expect(frames.first?.contains("⠋ Loading reservations…") == true)
        #expect(frames.last?.contains("Turtle Rock") == true)
    }

    @Test func aVisitBookedWithKeysShowsItsDetailAndStaysInTheList() async throws {
        let keys = "n right down right right down right down right down W i n d o w ctrl-s"
        let output = try await run(["--headless", "--latency", "0", "--keys", keys])
        #expect(output.status == 0)
        #expect(output.stdout.contains("✔ Booked Silver Salmon Creek"))
        #expect(output.stdout.contains("Time         7:30 PM"))
        #expect(output.stdout.contains("Party        party of 3"))
        #expect(output.stdout.contains(" Window"))
        let list = try await run(["--headless", "--latency", "0", "--keys", keys + " esc"])
        #expect(list.stdout.contains("── Upcoming · 3 · 1 cancelled"))
    }

    @Test func cancellingAsksFirstThenShowsTheCancellation() async throws {
        let output = try await run(["--headless", "--latency", "0", "--keys", "enter c y"])
        #expect(output.stdout.contains("Turtle Rock  Cancelled"))
        #expect(output.stdout.contains("Status       Cancelled"))
    }

    @Test func lNamesTheLandmarkTheAppWouldOpen() async throws {
        let output = try await run(["--headless", "--latency", "0", "--keys", "enter l"])
        #expect(
            output.stdout.contains(
                "ℹ The app would open Turtle Rock here; this harness has no landmark screens."))
    }

    @Test func generatedReservationsScale() async throws {
        let output = try await run([
            "--headless", "--reservations", "10000", "--latency", "0", "--keys", "end",
        ])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.first?.hasSuffix("4,279 upcoming") == true, "generated visits, less the cancelled")
        #expect(lines.dropLast().last?.hasPrefix("▸ ") == true, "end selects the last, oldest visit")
    }

    @Test(arguments: [
        ["--headless", "--preset", "nope"],
        ["--headless", "--keys", "down warp"],
        ["--headless", "--preset", "error", "--reservations", "10"],
        ["--headless", "--reservations", "-1"],
        ["--headless", "--latency", "70000"],
        ["--headless", "--user", "ada"],
        ["--headless", "--preset", "live", "--password", "secret"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) async throws {
        let output = try await run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: "))
        #expect(output.stdout.isEmpty)
    }

    @Test func anUnknownPresetListsTheValidNames() async throws {
        let output = try await run(["--headless", "--preset", "nope"])
        #expect(
            output.stderr.contains(
                "unknown preset 'nope'; valid presets: mock, empty, error, slow, offline, live"))
    }

    @Test func offlineShowsTheCachedListAndSaysSo() async throws {
        let output = try await run(["--headless", "--preset", "offline"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Showing cached data"))
        #expect(output.stdout.contains("Turtle Rock"))
    }

    @Test func listPresetsPrintsOneLineEach() async throws {
        let output = try await run(["--list-presets"])
        #expect(output.status == 0)
        #expect(output.firstWords == ["mock", "empty", "error", "slow", "offline", "live"])
    }

    @Test func helpExplainsTheOptionsAndKeys() async throws {
        let output = try await run(["--help"])
        #expect(output.status == 0)
        for text in [
            "--preset", "--list-presets", "--headless", "--size", "--keys", "--frames", "--reservations",
            "--latency", "--server", "--user", "--password", "--cache-dir", "--timeout", "ctrl-s",
            "shift-tab",
        ] {
            #expect(output.stdout.contains(text), "\(text)")
        }
        // Favorites are the Landmarks feature's: this harness has no f.
        #expect(!output.stdout.contains("favorite"))
    }

    @Test func logsGoToTheLogFileNotTheScreen() async throws {
        let output = try await run(["--headless", "--latency", "0"])
        let log = try String(
            contentsOf: harness.logDirectory.appending(path: "reservations-preview.log"), encoding: .utf8)
        #expect(log.contains("loaded reservations"))
        #expect(!output.stdout.contains("loaded reservations"))
    }
}
