import Foundation
import HarnessTesting
import Testing

/// The loop under `scripts/preview`, `scripts/lib/rerun-on-save`, on a pseudo-terminal: a save
/// reopens the screen that was showing, a failed build takes its place, and the next good save
/// brings it back. The build is a stand-in that fails while the watched file says "broken" (a
/// real `swift build` would wait for the tests' own hold on the build folder); the program is
/// the built landmarks harness.
@Suite(.timeLimit(.minutes(1))) struct PreviewScriptProcessTests {
    static let script = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "../../scripts/lib/rerun-on-save").standardized

    @Test func aSaveReopensTheScreenShowingAndABrokenBuildShowsInItsPlace() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "rerun-on-save-\(UUID().uuidString)")
        let watched = folder.appending(path: "watched")
        try FileManager.default.createDirectory(at: watched, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = watched.appending(path: "Edit.swift")
        try Data("// fine\n".utf8).write(to: source)
        let build = """
            if grep -q broken '\(source.path)'; then echo '\(source.path):1:1: error: broken on purpose'; exit 1; fi
            """
        let harness = try HarnessProcess("landmarks-preview")
        let run = try PseudoTerminalRun(
            HarnessProcess(executable: Self.script),
            ["--watch", watched.path, "--build", build, "--", harness.executable.path, "--latency", "0"])
        defer { run.finish() }
        do {
            try await steps(run, source: source)
        } catch {
            Issue.record("what the terminal showed:\n\(run.output.plainText)")
            throw error
        }
    }

    private func steps(_ run: PseudoTerminalRun, source: URL) async throws {
        try await run.output.wait(for: "14 landmarks", plain: true)
        // Enter, one byte, opens the first landmark, Turtle Rock. Down then Enter, typed here under
        // the whole suite's load, once opened Turtle Rock too: the arrow's three bytes were not
        // read as ↓.
        run.type("\r")
        let detail = "Mountains · Joshua Tree National Park"
        try await run.output.wait(for: detail, plain: true)

        var seen = run.output.text.count
        try Data("// broken\n".utf8).write(to: source)
        try await run.output.wait(for: "the build failed", plain: true, after: seen)
        try await run.output.wait(for: "Edit.swift:1:1: error: broken on purpose", plain: true, after: seen)

        seen = run.output.text.count
        try Data("// fine again\n".utf8).write(to: source)
        try await run.output.wait(for: detail, plain: true, after: seen)

        run.type("q")
        try await run.waitForExit()
        #expect(run.process.terminationStatus == 0, "quitting the screen ends the watch")
        try await run.output.wait(for: "save to first frame", after: seen)
        let reloads = run.output.plainText.components(separatedBy: " s, save to first frame ").count - 1
        #expect(reloads == 1, "one save built and drew; the broken one did not")
    }
}
