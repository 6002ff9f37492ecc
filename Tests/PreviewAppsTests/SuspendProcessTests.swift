import Foundation
import HarnessTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-Z and `fg`, as a shell does them, against a harness and the app on a pseudo-terminal:
/// suspended, the terminal is as it was before the run; continued, the app takes it again and
/// draws the whole screen at the size the terminal has by then.
@Suite(.timeLimit(.minutes(1))) struct SuspendProcessTests {
    enum Suspension: String, CaseIterable, Sendable {
        /// The key, which raw mode delivers as a byte.
        case controlZ
        /// The signal, sent from outside (`kill -TSTP`).
        case sigtstp
    }

    static let runs = [
        ("landmarks-preview", ["--latency", "0"]), ("landmarks-app", ["--preset", "mock"]),
    ]

    @Test(arguments: Suspension.allCases, runs)
    func suspendGivesTheTerminalBackAndContinueRedrawsAtTheNewSize(
        _ suspension: Suspension, run executable: (name: String, arguments: [String])
    ) async throws {
        let wider = try await HarnessProcess(executable.name).run(
            executable.arguments + ["--headless", "--size", "100x30"])
        // The title row: its gap is as wide as the terminal.
        let titleRow = wider.stdout.split(separator: "\n").first { $0.contains("14 landmarks") }
        let widerTitle = try #require(titleRow).trimmingCharacters(in: .whitespaces)
        let run = try PseudoTerminalRun(executable.name, executable.arguments)
        defer { run.finish() }
        try await run.output.wait(for: "14 landmarks")
        #expect(!run.output.plainText.contains(widerTitle), "at 80 columns the title row is shorter")

        switch suspension {
        case .controlZ: run.type("\u{1A}")
        case .sigtstp: kill(run.process.processIdentifier, SIGTSTP)
        }
        try await run.waitUntil(stopped: true)
        let suspended = run.settings
        #expect(suspended.c_lflag == run.settingsBefore.c_lflag, "echo and canonical mode are back")
        #expect(suspended.c_iflag == run.settingsBefore.c_iflag)
        #expect(suspended.c_oflag == run.settingsBefore.c_oflag)
        // The process stopped after writing; under load the test may not have read all of it yet.
        let quitSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?25h\u{1B}[?1049l"
        try await run.output.wait(for: quitSequence)
        let givenBack = run.output.text
        #expect(givenBack.hasSuffix(quitSequence), "as on quit: the last thing written")

        run.resize(columns: 100, rows: 30)
        kill(run.process.processIdentifier, SIGCONT)
        try await run.waitUntil(stopped: false)
        try await run.output.wait(for: widerTitle, plain: true)
        let resumed = String(run.output.text.dropFirst(givenBack.count))
        #expect(resumed.hasPrefix("\u{1B}[?1049h"), "the alternate screen again, first")
        #expect(resumed.contains("\u{1B}[?1004h"), "focus reporting again")
        #expect(run.settings.c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw mode again")

        run.type("q")
        try await run.waitForExit()
        #expect(run.process.terminationStatus == 0)
    }
}
