public import Foundation

/// Runs a harness executable built next to the test binary, and captures what it prints.
public struct HarnessProcess: Sendable {
    /// What a finished run gave.
    public struct Output: Sendable {
        /// How the process exited: 0, 64 for a usage error, or a signal's number.
        public var status: Int32
        /// What it printed to standard output.
        public var stdout: String
        /// What it printed to standard error.
        public var stderr: String

        /// What a run gave: its exit status and both outputs.
        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }

        /// Standard output with every run of white space as one space: `--help` text as
        /// sentences, whatever the width it was wrapped to.
        public var words: String {
            stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        /// The first word of each line of standard output: the names `--list-presets` prints,
        /// one to a line.
        public var firstWords: [String] {
            stdout.split(separator: "\n").map { line -> String in
                guard let word = line.split(separator: " ").first else { return "" }
                return String(word)
            }
        }
    }

    /// The executable, built next to the test binary.
    public let executable: URL
    /// Where the run writes its logs (`LANDMARKS_LOG_DIR`), a folder of its own, removed when
    /// the last copy of this harness goes.
    public var logDirectory: URL { logFolder.url }
    private let logFolder = TemporaryFolder("harness-logs")

    /// The executable called `name` in the test binary's build folder.
    ///
    /// - Throws: when it was not built (build the product first).
    public init(_ name: String) throws {
        self.init(executable: try Self.locate(name))
    }

    /// Runs `executable` itself, not one built next to the tests (a browser, say).
    public init(executable: URL) {
        self.executable = executable
    }

    /// Runs the executable with `arguments`, standard input from /dev/null, logs to a temporary
    /// directory, and a deadline so a hang fails the test instead of stalling it.
    ///
    /// - Parameter stopWhen: for a program that runs until stopped (a server): once its output
    ///   holds this text, it gets SIGTERM, as a person stops it with Ctrl-C.
    public func run(
        _ arguments: [String], environment extra: [String: String] = [:], timeout: Duration = .seconds(60),
        stopWhen: String? = nil
    ) async throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANDMARKS_LOG_DIR"] = logDirectory.path
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = { exited.continuation.yield($0.terminationStatus) }
        try process.run()
        let deadline = Task {
            try await Task.sleep(for: timeout)
            process.terminate()
        }
        // Reading blocks, so it runs on threads of its own: a test may serve the child from the
        // cooperative pool (an in-process backend), which blocked reads would starve.
        var stop: (@Sendable (String) -> Void)?
        if let stopWhen {
            stop = { text in
                if text.contains(stopWhen), process.isRunning { process.terminate() }
            }
        }
        async let out = Self.read(stdout.fileHandleForReading, onChunk: stop)
        async let err = Self.read(stderr.fileHandleForReading, onChunk: stop)
        let (outData, errData) = await (out, err)
        var statuses = exited.stream.makeAsyncIterator()
        let status = await statuses.next() ?? -1
        deadline.cancel()
        return Output(
            status: status,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Everything `handle` gives until it closes, telling `onChunk` (when given) the text so far
    /// after each read.
    private static func read(_ handle: FileHandle, onChunk: (@Sendable (String) -> Void)?) async -> Data {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                guard let onChunk else {
                    continuation.resume(returning: (try? handle.readToEnd()) ?? Data())
                    return
                }
                var data = Data()
                while case let chunk = handle.availableData, !chunk.isEmpty {
                    data += chunk
                    onChunk(String(decoding: data, as: UTF8.self))
                }
                continuation.resume(returning: data)
            }
        }
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
