import Foundation
import HarnessTesting
import Synchronization
import Testing

@testable import BoundaryChecker

/// The boundary checker asks SwiftPM for a manifest once per text: the same manifest in another
/// folder (a copy of the tree) is read from the cache, and a changed one, or one whose output may
/// depend on where it is, is asked for again.
@Suite(.timeLimit(.minutes(2))) struct ManifestCacheTests {
    let temporary = TemporaryFolder("manifest-cache")
    var folder: URL { temporary.url }

    /// A package in `folder/name` whose manifest declares one target, `target`, after `extra`.
    func package(_ name: String, target: String, extra: String = "") throws -> URL {
        let directory = folder.appending(path: name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.0
        import PackageDescription
        \(extra)
        let package = Package(name: "Cached", targets: [.target(name: "\(target)")])
        """.write(to: directory.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        return directory
    }

    /// Loads `directories` with `cache`, counting the folders SwiftPM would have been asked about,
    /// and answering as it would: with the target its manifest names.
    func load(_ directories: [URL], _ cache: ManifestCache, asked: Asked) async throws -> [String] {
        try await PackageLoader.load(directories, cache: cache) { directory in
            asked.folders.withLock { $0.append(directory.lastPathComponent) }
            let manifest = try String(contentsOf: directory.appending(path: "Package.swift"), encoding: .utf8)
            let target = manifest.split(separator: "\"").dropFirst(3).first.map(String.init) ?? ""
            return Data(
                #"{"name": "Cached", "products": [], "targets": [{"name": "\#(target)", "type": "regular", "dependencies": []}]}"#
                    .utf8)
        }
        .compactMap { $0.targets.first?.name }
    }

    @Test func aManifestSeenInAnotherFolderIsNotAskedForAgainAndAChangedOneIs() async throws {
        let cache = ManifestCache(folder: folder.appending(path: "cache"))
        let asked = Asked()
        #expect(try await load([package("tree", target: "Core")], cache, asked: asked) == ["Core"])
        #expect(try await load([package("copy", target: "Core")], cache, asked: asked) == ["Core"])
        #expect(try await load([package("changed", target: "Renamed")], cache, asked: asked) == ["Renamed"])
        #expect(asked.folders.withLock { $0 } == ["tree", "changed"])
    }

    @Test func aManifestThatReadsWhereItIsIsAlwaysAskedFor() async throws {
        let cache = ManifestCache(folder: folder.appending(path: "cache"))
        let asked = Asked()
        let extra = "let here = Context.packageDirectory"
        for name in ["first", "second"] {
            #expect(
                try await load([package(name, target: "Core", extra: extra)], cache, asked: asked) == ["Core"]
            )
        }
        #expect(asked.folders.withLock { $0 } == ["first", "second"])
    }

    @Test func theRealDumpOfATreeManifestIsKeptAndReadBackTheSame() async throws {
        let cache = ManifestCache(folder: folder.appending(path: "cache"))
        let common = repositoryRoot.appending(path: "CommonPackage")
        let dumped = try await PackageLoader.load([common], cache: cache)
        let kept = try #require(
            cache.output(for: try Data(contentsOf: common.appending(path: "Package.swift"))))
        #expect(try PackageManifest(dumpJSON: kept, directory: common) == dumped.first)
        #expect(try await PackageLoader.load([common], cache: cache) == dumped)
    }
}

/// The folders SwiftPM was asked about, in order.
final class Asked: Sendable {
    let folders = Mutex<[String]>([])
}
