import Foundation
import Testing

@testable import BoundaryChecker

/// The repository root, three levels above this file.
let repositoryRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func check(_ root: URL) async throws -> BoundaryChecker.Report {
    let local = root.appending(path: "boundaries.json")
    let rulesFile =
        FileManager.default.fileExists(atPath: local.path)
        ? local : repositoryRoot.appending(path: "boundaries.json")
    return try await BoundaryChecker(root: root, rules: RuleSet(contentsOf: rulesFile)).check()
}

@Suite(.timeLimit(.minutes(2))) struct BoundaryCheckerTests {
    @Test func theRealTreePasses() async throws {
        let report = try await check(repositoryRoot)
        #expect(report.errors.isEmpty, "\(report.errors.map(\.description).joined(separator: "\n"))")
        #expect(
            report.graph.edges.contains {
                $0.target == "LandmarksFeature" && $0.dependencies.contains("LandmarksDomain")
            })
    }

    @Test(arguments: [
        ("feature-imports-api", "Sources/LandmarksFeature/LandmarksFeature.swift", 3),
        ("feature-imports-feature", "Sources/ReservationsFeature/ReservationsFeature.swift", 3),
        ("domain-imports-feature", "Sources/ReservationsDomain/ReservationsDomain.swift", 3),
        ("api-imports-domain", "Sources/ReservationsApi/ReservationsApi.swift", 3),
        ("app-imports-api", "Sources/AppComposition/AppComposition.swift", 3),
        ("harness-imports-other-feature", "Sources/landmarks-preview/main.swift", 3),
        ("undeclared-import", "Sources/LandmarksFeature/LandmarksFeature.swift", 3),
        ("dependency-cycle", "Sources/B/B.swift", 2),
    ])
    func eachFixtureFailsWithItsRuleAtItsLine(rule: String, file: String, line: Int) async throws {
        let report = try await check(
            repositoryRoot.appending(path: "Tests/BoundaryCheckerTests/Fixtures/\(rule)"))
        #expect(report.errors.map(\.rule) == [rule])
        #expect(report.errors.first?.file == file)
        #expect(report.errors.first?.line == line)
        #expect(report.errors.first?.message.contains(";") == true, "says what to do instead")
    }

    @Test func unusedDependenciesAreWarningsThatDoNotFail() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "unused-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appending(path: "Sources/LandmarksApi")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appending(path: "Sources/Toolkit"), withIntermediateDirectories: true)
        try "public enum T {}\n".write(
            to: directory.appending(path: "Sources/Toolkit/T.swift"), atomically: true, encoding: .utf8)
        try "public enum A {}\n".write(
            to: source.appending(path: "A.swift"), atomically: true, encoding: .utf8)
        try """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(name: "unused", targets: [
            .target(name: "Toolkit"),
            .target(name: "LandmarksApi", dependencies: ["Toolkit"]),
        ])
        """.write(to: directory.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        let report = try await check(directory)
        #expect(report.errors.isEmpty)
        #expect(
            report.findings.map(\.description) == [
                "Package.swift:5: warning: unused-dependency: LandmarksApi declares Toolkit but never imports it; remove it from its dependencies"
            ])
    }

    @Test func theReadmeShowsTheCurrentModuleGraphByLayer() async throws {
        let readme = try String(contentsOf: repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        let graph = try await check(repositoryRoot).layers.mermaid
        #expect(
            readme.contains("```mermaid\n\(graph)\n```"),
            "README.md's graph is stale: paste the output of `swift run check-boundaries --graph mermaid --layers`"
        )
    }

    /// By layer, every feature's modules are one node per layer, whatever the features' names,
    /// so a feature more leaves the graph as it was; a module that only looks like a layer
    /// (`LoggerTestSupport`, the one module `Logger` has in `{feature}TestSupport`) stays itself.
    @Test func theGraphByLayerIsTheSameWhateverTheFeatures() async throws {
        let report = try await check(repositoryRoot)
        let layers = report.layers.mermaid
        for module in ["LandmarksDomain", "ReservationsFeature", "landmarks-preview"] {
            #expect(!layers.contains(module), "\(module) is drawn by name")
        }
        #expect(
            layers.contains("    each_Feature[\"{feature}Feature\"] --> each_Domain[\"{feature}Domain\"]\n"))
        #expect(
            layers.contains("each__preview[\"{feature}-preview\"] --> each_Feature[\"{feature}Feature\"]"))
        #expect(layers.contains("LoggerTestSupport --> Logger"))
        let renamed = ModuleGraph(
            edges: report.graph.edges.map { edge in
                func renamed(_ name: String) -> String {
                    name.replacingOccurrences(of: "Landmarks", with: "Trails")
                        .replacingOccurrences(of: "landmarks-preview", with: "trails-preview")
                }
                return (renamed(edge.target), edge.dependencies.map(renamed))
            })
        let rules = try RuleSet(contentsOf: repositoryRoot.appending(path: "boundaries.json"))
        #expect(renamed.merged(by: rules.featureLayers).mermaid == layers)
    }
}
