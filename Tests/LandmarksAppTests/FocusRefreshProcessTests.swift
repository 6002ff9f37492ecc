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
