import Foundation
import HarnessTesting
import Testing

/// The real `landmarks-app` against damaged or unexpected local state, as a disk error or a
/// mistyped option leaves it: each case ends in one clear sentence and exit 1, or the app recovers
/// by itself, and nothing is lost: a damaged database is left exactly as it was.
@Suite(.serialized, .timeLimit(.minutes(3))) struct DamagedLocalStateTests {
    let app: HarnessProcess
    let folder = TemporaryFolder("landmarks-damaged")
    var root: URL { folder.url }
    var data: URL { root.appending(path: "data") }
    var cache: URL { root.appending(path: "cache") }

    init() throws {
        app = try HarnessProcess("landmarks-app")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func run(data: URL? = nil, cache: URL? = nil, keys: String = "") async throws -> HarnessProcess.Output {
        try await app.run(
            [
                "--headless", "--data-dir", (data ?? self.data).path, "--cache-dir",
                (cache ?? self.cache).path,
                "--keys", keys,
            ],
            environment: ["TZ": "UTC", "SWIFT_BACKTRACE": "enable=no"])
    }

    /// Fills `file` with bytes that are no JSON, no SQLite and no lock.
    func damage(_ file: URL) throws {
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }).write(to: file)
    }

    func files(under directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }
    }

    @Test func aDamagedDatabaseIsReportedInOneSentenceAndLeftAsItWas() async throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let database = data.appending(path: "landmarks.sqlite")
        try damage(database)
        let before = try Data(contentsOf: database)
        let output = try await run()
        #expect(output.status == 1)
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one sentence, no backtrace: \(output.stderr)")
        #expect(output.stderr.contains("landmarks.sqlite"))
        #expect(output.stderr.contains("damaged or is not an SQLite database"))
        #expect(try Data(contentsOf: database) == before, "never recreated over")
    }

    @Test func damagedTokenCacheAndLockFilesAreTreatedAsAbsent() async throws {
        let first = try await run(keys: "f")
        #expect(first.status == 0, "\(first.stderr)")
        let damaged =
            files(under: data).filter { $0.pathExtension == "json" || $0.pathExtension == "lock" }
            + files(under: cache)
        #expect(damaged.count >= 3, "a token, a lock and cache entries: \(damaged)")
        for file in damaged { try damage(file) }
        let second = try await run()
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("14 landmarks"))
        #expect(second.stdout.contains("ada"), "signed in again by itself")
        #expect(second.stdout.contains("★ Turtle Rock"), "the favorite saved in the database is still there")
    }

    @Test func aDataOrCacheDirectoryThatIsAFileIsReported() async throws {
        let file = root.appending(path: "a-file")
        try Data("not a directory".utf8).write(to: file)
        let dataIsFile = try await run(data: file)
        #expect(dataIsFile.status == 1)
        #expect(dataIsFile.stderr.contains("the data directory \(file.path) is a file, not a directory"))
        let cacheIsFile = try await run(cache: file)
        #expect(cacheIsFile.status == 1)
        #expect(cacheIsFile.stderr.contains("the cache directory \(file.path) is a file, not a directory"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "not a directory")
    }

    @Test func aDirectoryThatCannotBeMadeIsReported() async throws {
        // Nothing can be made under /proc, not even by root, which CI runs as.
        let output = try await run(data: URL(filePath: "/proc/landmarks-\(UUID().uuidString)"))
        #expect(output.status == 1)
        #expect(output.stderr.contains("cannot be created"))
        #expect(output.stderr.split(separator: "\n").count == 1)
    }
}
