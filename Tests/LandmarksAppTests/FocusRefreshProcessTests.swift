import Foundation
import HarnessTesting
import Testing

/// `landmarks-app` on its embedded backend in a pseudo-terminal whose window loses and regains
/// focus (the reports focus reporting asks for): a return after `--refresh-after` seconds away
/// reloads what the screen shows; a shorter absence does not.
@Suite(.serialized, .timeLimit(.minutes(2))) struct FocusRefreshProcessTests {
    let data = FileManager.default.temporaryDirectory.appending(path: "landmarks-focus-\(UUID().uuidString)")

    func app(refreshAfter: Int) throws -> PseudoTerminalRun {
        try PseudoTerminalRun(
            "landmarks-app",
            [
                "--data-dir", data.path, "--cache-dir", data.appending(path: "cache").path,
                "--refresh-after", String(refreshAfter),
            ],
            environment: ["TZ": "UTC"])
    }

    @Test func aReturnAfterLongEnoughAwayRefreshesWhatTheScreenShows() async throws {
        defer { try? FileManager.default.removeItem(at: data) }
        let run = try app(refreshAfter: 0)
        defer { run.finish() }
        try await run.output.wait(for: "14 landmarks")
        #expect(run.output.text.contains("\u{1B}[?1004h"), "the app asks for focus reports")
        #expect(!run.output.plainText.contains("Refreshing"))
        run.type("\u{1B}[O")
        run.type("\u{1B}[I")
        try await run.output.wait(for: "Refreshing…", plain: true)
        run.type("q")
        try await run.waitForExit()
        #expect(run.process.terminationStatus == 0)
    }

    @Test func aShortAbsenceChangesNothingOnScreen() async throws {
        defer { try? FileManager.default.removeItem(at: data) }
        let run = try app(refreshAfter: 60)
        defer { run.finish() }
        try await run.output.wait(for: "14 landmarks")
        run.type("\u{1B}[O")
        run.type("\u{1B}[I")
        // A key after the focus reports: once its frame shows, they were handled.
        run.type("2")
        try await run.output.wait(for: "[2 Reservations]", plain: true)
        #expect(!run.output.plainText.contains("Refreshing"))
        run.type("q")
        try await run.waitForExit()
        #expect(run.process.terminationStatus == 0)
    }
}

/// `--open` and `--print-link` on the built executables: a script opens exactly what it saw.
@Suite(.timeLimit(.minutes(2))) struct LinkProcessTests {
    @Test(arguments: [
        ("landmarks-app", ["--preset", "mock"], "2 enter e"),
        ("landmarks-app", ["--preset", "mock"], "down enter b"),
        ("landmarks-preview", ["--latency", "0"], "/ l a k e enter down enter"),
        ("landmarks-preview", ["--latency", "0"], "right down down enter"),
        ("reservations-preview", ["--latency", "0"], "enter"),
    ])
    func theLinkAfterAFrameOpensTheSameFrame(executable: String, arguments: [String], keys: String)
        async throws
    {
        let process = try HarnessProcess(executable)
        let seen = try await process.run(
            arguments + ["--headless", "--keys", keys, "--print-link"], environment: ["TZ": "UTC"])
        #expect(seen.status == 0, "\(seen.stderr)")
        let link = try #require(seen.stdout.split(separator: "\n").last.map(String.init))
        #expect(link.hasPrefix("landmarks://"))
        let opened = try await process.run(
            arguments + ["--headless", "--open", link, "--print-link"], environment: ["TZ": "UTC"])
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout == seen.stdout)
    }

    @Test func badLinksAreOneSentenceAndExit64() async throws {
        let app = try HarnessProcess("landmarks-app")
        let malformed = try await app.run([
            "--preset", "mock", "--headless", "--open", "landmarks://landmarks/x/y",
        ])
        #expect(malformed.status == 64)
        #expect(
            malformed.stderr.contains(
                "'landmarks://landmarks/x/y' opens no screen; links here: landmarks://landmarks,"))
        let off = try await app.run([
            "--preset", "mock", "--headless", "--disable", "reservations", "--open",
            "landmarks://reservations",
        ])
        #expect(off.status == 64)
        #expect(
            off.stderr.contains("the reservations feature is turned off in this app (--disable reservations)")
        )
        let harness = try await HarnessProcess("reservations-preview").run([
            "--headless", "--open", "landmarks://landmarks",
        ])
        #expect(harness.status == 64, "a harness opens its own feature's links only")
        #expect(harness.stderr.contains("links here: landmarks://reservations,"))
    }
}
