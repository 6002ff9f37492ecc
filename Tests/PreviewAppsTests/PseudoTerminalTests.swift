import Foundation
import HarnessTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pseudo-terminal a process test runs on gives the test process's other files nothing and
/// takes nothing from them.
@Suite struct PseudoTerminalTests {
    /// Once a run has finished, its terminal's number may name a file opened after (a pipe to a
    /// harness, a socket of a server in this process). Output that reaches the terminal after the
    /// finish (a process restoring the screen as it ends) must not make the run's reader read
    /// that file: the pipe opened here keeps its bytes.
    @Test func aFinishedRunReadsNothingFromAFileOpenedAfterIt() async throws {
        let run = try PseudoTerminalRun(HarnessProcess(executable: URL(filePath: "/bin/sleep")), ["10"])
        // A writer of the terminal that outlives the run's own, as the ending process's is.
        let terminal = dup(run.slave)
        defer { close(terminal) }
        run.finish()

        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        #expect(write(ends[1], "mine", 4) == 4)
        #expect(write(terminal, "late output", 11) == 11)
        // Longer than the reader waits at a time for output.
        try await Task.sleep(for: .milliseconds(200))

        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(ends[0], &buffer, buffer.count)
        #expect(count == 4 && String(decoding: buffer.prefix(4), as: UTF8.self) == "mine", "read \(count)")
    }
}
