import Foundation
import Synchronization
import HarnessTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `landmarks-preview` interactively on a pseudo-terminal and checks that however it ends,
/// the terminal is left as it was: same settings, cursor shown, alternate screen left.
@Suite(.timeLimit(.minutes(1))) struct TerminalRestoreTests {
    enum Ending: String, CaseIterable, Sendable {
        case quitKey, controlC, sigterm
    }

    @Test(arguments: Ending.allCases)
    func theTerminalIsRestored(ending: Ending) async throws {
        let run = try PseudoTerminalRun("landmarks-preview", ["--latency", "0"])
        defer { run.finish() }
        let (output, process, master) = (run.output, run.process, run.master)
        let before = run.settingsBefore

        try await output.wait(for: "14 landmarks")
        switch ending {
        case .quitKey: _ = write(master, "q", 1)
        case .controlC: _ = write(master, "\u{03}", 1)
        case .sigterm: process.terminate()
        }
        process.waitUntilExit()
        // The reader may still be draining what the process wrote last.
        try await output.wait(for: "\u{1B}[?1049l")

        var after = termios()
        tcgetattr(run.slave, &after)
        #expect(after.c_lflag == before.c_lflag, "echo and canonical mode are back")
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
        let text = output.text
        #expect(text.contains("\u{1B}[?1049h"), "it used the alternate screen")
        let restore = try #require(text.range(of: "\u{1B}[?1049l", options: .backwards))
        #expect(text[..<restore.lowerBound].hasSuffix("\u{1B}[?25h"), "cursor shown, then the screen left")
        switch ending {
        case .quitKey, .controlC:
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        case .sigterm:
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        }
    }
}

/// `--story` plays its keys in a real terminal, one every 600 ms, then the person has the screen.
@Suite(.timeLimit(.minutes(1))) struct StoryPlaybackTests {
    @Test func theStoryPlaysThenThePersonsKeysWork() async throws {
        let run = try PseudoTerminalRun("landmarks-preview", ["--latency", "0", "--story", "categories"])
        defer { run.finish() }
        let started = ContinuousClock.now
        try await run.output.wait(for: "14 landmarks")
        // Typed while the story plays: ignored. Taken, it would open the search field, the
        // story's keys would type into it, and the category would never open.
        run.type("/")
        // The category's own page: its title row, not its row in the Categories list.
        try await run.output.wait(for: " Mountains" + String(repeating: " ", count: 40), plain: true)
        #expect(ContinuousClock.now - started >= .milliseconds(3 * 600 - 100), "three keys, 600 ms apart")
        run.type("q")
        try await run.waitForExit()
        #expect(run.process.terminationStatus == 0, "after the story, the person's q quits")
    }
}
