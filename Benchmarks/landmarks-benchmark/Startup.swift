import Foundation

/// Wall time from spawning a process to its exit, for `runs` runs.
enum Startup {
    static func measure(_ executable: URL, _ arguments: [String], runs: Int) throws -> Samples {
        var samples = Samples(name: executable.lastPathComponent)
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try samples.measure {
                try process.run()
                process.waitUntilExit()
            }
            guard process.terminationStatus == 0 else {
                throw CocoaError(
                    .executableLoad,
                    userInfo: [
                        NSLocalizedDescriptionKey: "\(executable.path) exited \(process.terminationStatus)"
                    ])
            }
        }
        return samples
    }
}
