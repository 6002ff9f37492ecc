import Foundation
import Testing

/// A step of `scripts/test` passes only when it ran tests: `scripts/test --filter X`, with an X
/// that matches nothing, fails instead of passing with nothing tested.
@Suite struct TestScriptStepTests {
    /// Runs `counted` (scripts/lib/counted-tests.sh) over a command printing `output` and exiting
    /// with `status`; returns the exit status and what it wrote to standard error.
    func counted(printing output: String, status: Int32 = 0) throws -> (status: Int32, errors: String) {
        let library = ReadmeCommandsTests.repositoryRoot.appending(path: "scripts/lib/counted-tests.sh").path
        let process = Process()
        process.executableURL = URL(filePath: "/bin/bash")
        process.arguments = [
            "-euo", "pipefail", "-c",
            #"source "$1"; counted bash -c 'printf "%s\n" "$0"; exit $1' "$2" "$3""#, "bash", library, output,
            "\(status)",
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func aStepThatRanTestsPasses() throws {
        #expect(
            try counted(printing: "Executed 0 tests\n✔ Test run with 12 tests in 3 suites passed").status == 0
        )
        #expect(try counted(printing: "Executed 4 tests, with 0 failures").status == 0)
    }

    @Test func aStepThatRanNoTestFailsAndSaysWhy() throws {
        let (status, errors) = try counted(printing: "Executed 0 tests\n✔ Test run with 0 tests passed")
        #expect(status == 1)
        #expect(errors.contains("ran no test"))
    }

    @Test func aStepThatFailedKeepsItsStatus() throws {
        #expect(try counted(printing: "✘ Test run with 3 tests failed", status: 2).status == 2)
    }
}
