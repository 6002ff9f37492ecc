public import Foundation

/// A package whose manifest could not be read.
public struct PackageLoadError: Error, CustomStringConvertible {
    /// The folder holding the package's Package.swift.
    public var directory: URL
    /// What `swift package dump-package` said.
    public var message: String

    /// One line naming the package and the problem.
    public var description: String { "\(directory.path)/Package.swift: \(message)" }

    static let unreadable = "unreadable dump-package output"

    /// Whether SwiftPM answered, but not with a manifest.
    var isUnreadableOutput: Bool { message.hasPrefix(Self.unreadable) }
}

/// Finds every package in a tree and asks SwiftPM itself for each one's targets and dependencies.
public enum PackageLoader {
    /// Directories never searched: build output, hidden folders, and `excluded` (relative paths).
    public static func packageDirectories(in root: URL, excluding excluded: [String]) -> [URL] {
        let root = root.standardizedFileURL
        let excludedPaths = Set(excluded.map { root.appending(path: $0).standardizedFileURL.path })
        var found: [URL] = []
        var pending = [root]
        while let directory = pending.popLast() {
            if FileManager.default.fileExists(atPath: directory.appending(path: "Package.swift").path) {
                found.append(directory)
            }
            let children =
                (try? FileManager.default.contentsOfDirectory(
                    at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
                )) ?? []
            for child in children
            where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                let name = child.lastPathComponent
                if name.hasPrefix(".build") || name == "Packages"
                    || excludedPaths.contains(child.standardizedFileURL.path)
                {
                    continue
                }
                pending.append(child)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Loads the manifests of `directories` concurrently, one `dump-package` process each.
    public static func load(_ directories: [URL]) async throws -> [PackageManifest] {
        try await withThrowingTaskGroup(of: PackageManifest.self) { group in
            for directory in directories {
                group.addTask { try await onThreadOfItsOwn { try dumpTryingTwice(directory) } }
            }
            var manifests: [PackageManifest] = []
            for try await manifest in group { manifests.append(manifest) }
            return manifests.sorted { $0.directory.path < $1.directory.path }
        }
    }

    /// A CI run once saw `dump-package` exit 0 with output that was not JSON while a dozen
    /// SwiftPM processes ran at once (the root tests); the cause was not found. So unreadable
    /// output is asked for once more, and a second failure says what came.
    private static func dumpTryingTwice(_ directory: URL) throws -> PackageManifest {
        do {
            return try dump(directory)
        } catch let error as PackageLoadError where error.isUnreadableOutput {
            return try dump(directory)
        }
    }

    private static func dump(_ directory: URL) throws -> PackageManifest {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        // A scratch directory of our own: the package's .build is locked while `swift build` or
        // `swift test` runs there (as when this runs inside the tests), and waiting would hang.
        let scratch = FileManager.default.temporaryDirectory.appending(path: "check-boundaries")
            .appending(path: directory.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_"))
        process.arguments = [
            "swift", "package", "dump-package", "--package-path", directory.path, "--scratch-path",
            scratch.path,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let firstLine = errorText.split(separator: "\n").first.map(String.init) ?? "dump-package failed"
            throw PackageLoadError(directory: directory, message: firstLine)
        }
        do {
            return try PackageManifest(dumpJSON: data, directory: directory)
        } catch {
            let start = String(decoding: data.prefix(120), as: UTF8.self).debugDescription
            throw PackageLoadError(
                directory: directory,
                message: "\(PackageLoadError.unreadable) (\(data.count) bytes, starting \(start)): \(error)")
        }
    }
}
