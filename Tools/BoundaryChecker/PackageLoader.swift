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

    /// Loads the manifests of `directories` concurrently, one `dump-package` process each for
    /// those whose text ``ManifestCache/shared`` has not seen.
    public static func load(_ directories: [URL]) async throws -> [PackageManifest] {
        try await load(directories, cache: .shared)
    }

    /// ``load(_:)`` with `cache`, and `dumpPackage` in place of a `dump-package` process when a
    /// test counts what would have run.
    static func load(
        _ directories: [URL], cache: ManifestCache,
        dumpPackage: @escaping @Sendable (URL) throws -> Data = run
    ) async throws -> [PackageManifest] {
        try await withThrowingTaskGroup(of: PackageManifest.self) { group in
            for directory in directories {
                group.addTask {
                    try await onThreadOfItsOwn { try load(directory, cache: cache, dumpPackage: dumpPackage) }
                }
            }
            var manifests: [PackageManifest] = []
            for try await manifest in group { manifests.append(manifest) }
            return manifests.sorted { $0.directory.path < $1.directory.path }
        }
    }

    /// The manifest of the package in `directory`: from `cache` when it has seen its text, else
    /// from `dumpPackage`, and then kept there.
    private static func load(
        _ directory: URL, cache: ManifestCache, dumpPackage: (URL) throws -> Data
    ) throws -> PackageManifest {
        let key = cacheKey(of: directory)
        if let key, let kept = cache.output(for: key),
            let manifest = try? PackageManifest(dumpJSON: kept, directory: directory)
        {
            return manifest
        }
        let dumped = try dumpTryingTwice(directory, dumpPackage)
        if let key { cache.keep(dumped.output, for: key) }
        return dumped.manifest
    }

    /// The text of the package's manifest, by which its output is cached; `nil` for a manifest
    /// whose output may differ from one folder or run to the next, which is never cached: one
    /// that reads where it is (`Context`, `#filePath`) or its environment, and a package with a
    /// version-specific manifest (`Package@swift-6.0.swift`), which SwiftPM may read instead.
    private static func cacheKey(of directory: URL) -> Data? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        guard !files.contains(where: { $0.hasPrefix("Package@") }),
            let manifest = try? Data(contentsOf: directory.appending(path: "Package.swift"))
        else { return nil }
        let text = String(decoding: manifest, as: UTF8.self)
        let placeDependent = ["Context.", "#file", "ProcessInfo", "getenv", "environment"]
        return placeDependent.contains(where: text.contains) ? nil : manifest
    }

    /// A CI run once saw `dump-package` exit 0 with output that was not JSON while a dozen
    /// SwiftPM processes ran at once (the root tests); the cause was not found. So unreadable
    /// output is asked for once more, and a second failure says what came.
    private static func dumpTryingTwice(_ directory: URL, _ dumpPackage: (URL) throws -> Data) throws
        -> (output: Data, manifest: PackageManifest)
    {
        do {
            return try dump(directory, dumpPackage)
        } catch let error as PackageLoadError where error.isUnreadableOutput {
            return try dump(directory, dumpPackage)
        }
    }

    /// Where `dump-package` works for the package in `directory`: a scratch directory of our own,
    /// as the package's .build is locked while `swift build` or `swift test` runs there (as when
    /// this runs inside the tests), and waiting would hang.
    private static func scratch(for directory: URL) -> URL {
        FileManager.default.temporaryDirectory.appending(path: "check-boundaries")
            .appending(path: directory.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_"))
    }

    /// What `dump-package` printed for the package in `directory`, and the manifest it describes.
    private static func dump(_ directory: URL, _ dumpPackage: (URL) throws -> Data) throws
        -> (output: Data, manifest: PackageManifest)
    {
        let data = try dumpPackage(directory)
        do {
            return (data, try PackageManifest(dumpJSON: data, directory: directory))
        } catch {
            let start = String(decoding: data.prefix(120), as: UTF8.self).debugDescription
            throw PackageLoadError(
                directory: directory,
                message: "\(PackageLoadError.unreadable) (\(data.count) bytes, starting \(start)): \(error)")
        }
    }

    /// What `dump-package` printed for the package in `directory`, or the first line of what it
    /// said when it failed.
    private static func run(_ directory: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "dump-package", "--package-path", directory.path, "--scratch-path",
            scratch(for: directory).path,
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
        return data
    }
}
