import Foundation

/// Runs a harness executable built next to the test binary, and captures what it prints.
struct HarnessProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let executable: URL
    let logDirectory: URL

    init(_ name: String) throws {
        executable = try Self.locate(name)
        logDirectory = FileManager.default.temporaryDirectory.appending(
            path: "harness-logs-\(UUID().uuidString)")
    }

    /// Runs the executable with `arguments`, standard input from /dev/null, logs to a temporary
    /// directory, and a deadline so a hang fails the test instead of stalling it.
    func run(_ arguments: [String], timeout: Duration = .seconds(60)) async throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANDMARKS_LOG_DIR"] = logDirectory.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let deadline = Task {
            try await Task.sleep(for: timeout)
            process.terminate()
        }
        async let out = stdout.fileHandleForReading.readToEnd()
        async let err = stderr.fileHandleForReading.readToEnd()
        let (outData, errData) = try await (out, err)
        process.waitUntilExit()
        deadline.cancel()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outData ?? Data(), as: UTF8.self),
            stderr: String(decoding: errData ?? Data(), as: UTF8.self))
    }

    /// Finds `name` in the directory of the running test binary or one of its parents (on macOS
    /// the binary sits inside an .xctest bundle).
    private static func locate(_ name: String) throws -> URL {
        var directory = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(
            .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "\(name) was not built; run scripts/test"])
    }
}
