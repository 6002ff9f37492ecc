import Foundation
import HarnessTesting
import Testing

/// A paste, which the terminal marks (bracketed paste mode), is handled whole and drawn once:
/// the search runs for the whole text, not once for each character on the way.
@Suite(.timeLimit(.minutes(1))) struct PasteProcessTests {
    @Test func aPasteIsDrawnOnceForItsLastCharacter() async throws {
        let run = try PseudoTerminalRun("landmarks-preview", ["--latency", "0"])
        defer { run.finish() }
        try await run.output.wait(for: "14 landmarks", plain: true)
        run.type("/")
        try await run.output.wait(for: "Search: █", plain: true)
        let seen = run.output.text.count
        #expect(run.output.text.contains("\u{1B}[?2004h"), "the harness asks for pastes to be marked")
        run.type("\u{1B}[200~lake\u{1B}[201~")
        try await run.output.wait(for: "Search: lake█", plain: true, after: seen)
        try await run.output.wait(for: "Results · ", plain: true, after: seen)
        let drawn = run.output.plainText(after: seen)
        #expect(
            drawn.components(separatedBy: "Search: ").count - 1 == 1, "one frame, not one a key: \(drawn)")
    }
}
