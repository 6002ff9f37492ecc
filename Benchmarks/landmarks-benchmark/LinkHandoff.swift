#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization

/// `landmarks-app open LINK` from its spawn to the running app's finished frame of that screen:
/// the app runs interactively on a pseudo-terminal, and each handoff alternates between two
/// tabs, so every one redraws. The reference, alternating with it round by round, is the same
/// executable printing `open --help`: the cost of starting a process of that size.
enum LinkHandoff {
    static let links = [
        (link: "landmarks://reservations", frame: "[2 Reservations]"),
        (link: "landmarks://landmarks", frame: "[1 Landmarks]"),
    ]

    static func report(directory: URL, handoffs: Int, rounds: Int) throws {
        let executable = directory.appending(path: "landmarks-app")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            print("  link handoff        skipped: build landmarks-app in the same configuration first")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "link-handoff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ProcessInfo.processInfo.environment.merging([
            "LANDMARKS_DATA_DIR": folder.appending(path: "data").path,
            "XDG_RUNTIME_DIR": folder.appending(path: "run").path,
            "LANDMARKS_LOG_DIR": folder.appending(path: "logs").path, "NO_COLOR": "1",
        ]) { $1 }
        let app = try TerminalApp(executable, ["--preset", "mock"], environment: environment)
        defer { app.stop() }
        try app.wait(for: "14 landmarks", after: 0)

        var comparison = Comparison()
        var handed = 0
        for _ in 0..<rounds {
            var reference = Samples(name: "open --help")
            var measured = Samples(name: "link handoff")
            for _ in 0..<(handoffs / rounds) {
                let (link, frame) = links[handed % links.count]
                handed += 1
                try reference.measure {
                    try Startup.run(executable, ["open", "--help"], environment: environment)
                }
                let mark = app.outputCount
                try measured.measure {
                    try Startup.run(executable, ["open", link], environment: environment)
                    try app.wait(for: frame, after: mark)
                }
            }
            comparison.add(reference: [reference], measured: [measured])
        }
        let row = comparison.rows[0]
        print(
            "  link handoff        p50 \(row.measured.median.formatted)   p99 \(row.measured.p99.formatted)   "
                + "÷ open --help p99 \(row.ratios.formatted)  (\(handed) handoffs, spawn to the running app's frame)"
        )
    }
}

/// An executable running interactively on a pseudo-terminal of 100x30, its output read on a
/// thread of its own.
final class TerminalApp: Sendable {
    private let process: Process
    private let master: Int32
    private let output = Mutex<[UInt8]>([])
    private let stopped = Atomic<Bool>(false)

    init(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw CocoaError(.featureUnsupported) }
        self.master = master
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        let fd = master
        Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while !self.stopped.load(ordering: .relaxed) {
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 20) > 0 else { continue }
                let count = read(fd, &chunk, chunk.count)
                if count > 0 { self.output.withLock { $0.append(contentsOf: chunk[0..<count]) } }
            }
        }.start()
    }

    /// How many bytes the app has written so far.
    var outputCount: Int { output.withLock { $0.count } }

    /// Waits until the output written after byte `mark` contains `text`, failing after 10 s.
    func wait(for text: String, after mark: Int) throws {
        let needle = Array(text.utf8)
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            let found = output.withLock { bytes in
                bytes.count >= mark + needle.count && bytes[mark...].firstRange(of: needle) != nil
            }
            if found { return }
            guard ContinuousClock.now < deadline else {
                throw CocoaError(
                    .executableLoad, userInfo: [NSLocalizedDescriptionKey: "no frame with '\(text)'"])
            }
            usleep(100)
        }
    }

    func stop() {
        _ = "q".withCString { write(master, $0, 1) }
        process.waitUntilExit()
        stopped.store(true, ordering: .relaxed)
        close(master)
    }
}
