import Foundation
import HarnessTesting
import Testing

/// Runs the built `check-boundaries` executable.
///
/// Through ``HarnessProcess``, which reads the output on threads of its own: a read that blocked
/// here would hold one of the few threads every async test in this process shares for as long
/// as the checker runs over the whole tree (40 s on a loaded 2-core machine), and two of them
/// would stop every in-process server and process test until they end.
@Suite(.timeLimit(.minutes(2))) struct CheckBoundariesProcessTests {
    let checker: HarnessProcess

    init() throws {
        checker = try HarnessProcess("check-boundaries")
    }

    func run(_ arguments: [String]) async throws -> HarnessProcess.Output {
        try await checker.run(arguments, timeout: .seconds(100))
    }

    @Test func theRealTreeExitsZero() async throws {
        let result = try await run([repositoryRoot.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("0 violations"))
    }

    @Test func aViolationPrintsPathLineRuleAndExitsOne() async throws {
        let fixture = repositoryRoot.appending(
            path: "Tests/BoundaryCheckerTests/Fixtures/feature-imports-api")
        let result = try await run([
            fixture.path, "--rules", repositoryRoot.appending(path: "boundaries.json").path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout.split(separator: "\n") == [
                "Sources/LandmarksFeature/LandmarksFeature.swift:3: feature-imports-api: LandmarksFeature must not import LandmarksApi; use the models and services of its Domain; Api types stay below the Domain"
            ])
    }

    @Test func graphsComeInMermaidAndDot() async throws {
        let mermaid = try await run([repositoryRoot.path, "--graph", "mermaid"])
        #expect(mermaid.stdout.hasPrefix("graph TD\n"))
        #expect(mermaid.stdout.contains("    LandmarksFeature --> LandmarksDomain\n"))
        let dot = try await run([repositoryRoot.path, "--graph", "dot"])
        #expect(dot.stdout.contains("\"LandmarksFeature\" -> \"LandmarksDomain\";"))
        #expect(try await run([repositoryRoot.path, "--graph", "svg"]).status == 64)
        let layers = try await run([repositoryRoot.path, "--graph", "mermaid", "--layers"])
        #expect(
            layers.stdout.contains(
                "    each_Feature[\"{feature}Feature\"] --> each_Domain[\"{feature}Domain\"]\n"))
        let alone = try await run([repositoryRoot.path, "--layers"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--layers draws the graph"))
    }

    @Test func aMissingRulesFileIsAUsageError() async throws {
        let result = try await run(["/tmp", "--rules", "/nonexistent/boundaries.json"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("there is no rules file at /nonexistent/boundaries.json"))
    }

    @Test func aFolderThatIsNotARepositoryIsOneSentence() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "not-a-repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await run([folder.path])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("\(folder.path) is not a repository root (no boundaries.json)"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }
}
