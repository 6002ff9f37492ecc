import Foundation
import Testing

/// Runs the built `check-boundaries` executable.
@Suite(.timeLimit(.minutes(2))) struct CheckBoundariesProcessTests {
    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        var directory = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(
            atPath: directory.appending(path: "check-boundaries").path)
        {
            guard directory.pathComponents.count > 1 else { throw CocoaError(.fileNoSuchFile) }
            directory.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = directory.appending(path: "check-boundaries")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    @Test func theRealTreeExitsZero() throws {
        let result = try run([repositoryRoot.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("0 violations"))
    }

    @Test func aViolationPrintsPathLineRuleAndExitsOne() throws {
        let fixture = repositoryRoot.appending(
            path: "Tests/BoundaryCheckerTests/Fixtures/feature-imports-api")
        let result = try run([
            fixture.path, "--rules", repositoryRoot.appending(path: "boundaries.json").path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout.split(separator: "\n") == [
                "Sources/LandmarksFeature/LandmarksFeature.swift:3: feature-imports-api: LandmarksFeature must not import LandmarksApi; use the models and services of its Domain; Api types stay below the Domain"
            ])
    }

    @Test func graphsComeInMermaidAndDot() throws {
        let mermaid = try run([repositoryRoot.path, "--graph", "mermaid"])
        #expect(mermaid.stdout.hasPrefix("graph TD\n"))
        #expect(mermaid.stdout.contains("    LandmarksFeature --> LandmarksDomain\n"))
        let dot = try run([repositoryRoot.path, "--graph", "dot"])
        #expect(dot.stdout.contains("\"LandmarksFeature\" -> \"LandmarksDomain\";"))
        #expect(try run([repositoryRoot.path, "--graph", "svg"]).status == 64)
    }

    @Test func aMissingRulesFileIsAUsageError() throws {
        let result = try run(["/tmp", "--rules", "/nonexistent/boundaries.json"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("there is no rules file at /nonexistent/boundaries.json"))
    }

    @Test func aFolderThatIsNotARepositoryIsOneSentence() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "not-a-repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run([folder.path])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("\(folder.path) is not a repository root (no boundaries.json)"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }
}
