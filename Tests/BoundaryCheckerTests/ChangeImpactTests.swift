import Foundation
import Testing

@testable import BoundaryChecker

/// What `scripts/test --changed` runs: the tests of what a change touches and of everything
/// that depends on it, and no other.
@Suite struct ChangeImpactTests {
    /// A tree like this one, smaller: two features, one common module, the app and its tests.
    static let targets = [
        target("Toolkit", in: "CommonPackage"),
        target("ToolkitTests", in: "CommonPackage", test: true, ["Toolkit"]),
        target("TrailsDomain", in: "TrailsPackage", ["Toolkit"]),
        target("TrailsFeature", in: "TrailsPackage", ["TrailsDomain"]),
        target("TrailsFeatureTests", in: "TrailsPackage", test: true, ["TrailsFeature"]),
        target("TrailsDomainTests", in: "TrailsPackage", test: true, ["TrailsDomain"]),
        target("ParksDomain", in: "ParksPackage", ["Toolkit"]),
        target("ParksDomainTests", in: "ParksPackage", test: true, ["ParksDomain"]),
        ChangeImpact.Target(
            name: "AppComposition", package: ".", sources: "AppComposition/Sources/AppComposition",
            isTest: false, dependencies: ["TrailsFeature", "ParksDomain"]),
        ChangeImpact.Target(
            name: "AppCompositionTests", package: ".", sources: "Tests/AppCompositionTests", isTest: true,
            dependencies: ["AppComposition"]),
        ChangeImpact.Target(
            name: "FeatureGeneratorTests", package: ".", sources: "Tests/FeatureGeneratorTests", isTest: true,
            dependencies: []),
    ]

    static func target(_ name: String, in package: String, test: Bool = false, _ dependencies: [String] = [])
        -> ChangeImpact.Target
    {
        ChangeImpact.Target(
            name: name, package: package, sources: "\(package)/\(test ? "Tests" : "Sources")/\(name)",
            isTest: test, dependencies: dependencies)
    }

    @Test func anEditInAFeatureRunsItsPackageAndTheAppNotTheOtherFeatures() {
        let impact = ChangeImpact(
            files: ["TrailsPackage/Sources/TrailsFeature/TrailList.swift"], targets: Self.targets)
        #expect(impact.changed.map(\.target) == ["TrailsFeature"])
        #expect(
            impact.reached.map(\.target) == ["TrailsFeatureTests", "AppComposition", "AppCompositionTests"])
        #expect(impact.reached.first { $0.target == "AppCompositionTests" }?.through == "AppComposition")
        #expect(impact.tests.map(\.package) == [".", "TrailsPackage"])
        #expect(impact.tests.first { $0.package == "." }?.targets == ["AppCompositionTests"])
        #expect(impact.tests.first { $0.package == "TrailsPackage" }?.targets == ["TrailsFeatureTests"])
    }

    @Test func anEditInACommonModuleReachesEveryoneWhoDependsOnIt() {
        let impact = ChangeImpact(files: ["CommonPackage/Sources/Toolkit/Clock.swift"], targets: Self.targets)
        #expect(impact.tests.map(\.package) == [".", "CommonPackage", "ParksPackage", "TrailsPackage"])
        #expect(impact.tests.first { $0.package == "." }?.targets == ["AppCompositionTests"])
    }

    @Test func aTestEditRunsThatTestAlone() {
        let impact = ChangeImpact(
            files: ["ParksPackage/Tests/ParksDomainTests/ParkTests.swift"], targets: Self.targets)
        #expect(impact.reached.isEmpty)
        #expect(impact.tests.map(\.package) == ["ParksPackage"])
    }

    @Test func aManifestTouchesEveryTargetOfItsPackageAndOtherFilesAreUnplaced() {
        let impact = ChangeImpact(files: ["ParksPackage/Package.swift", "README.md"], targets: Self.targets)
        #expect(impact.changed.map(\.target) == ["ParksDomain", "ParksDomainTests"])
        #expect(impact.unplaced == ["README.md"])
        let root = ChangeImpact(files: ["Package.swift"], targets: Self.targets)
        #expect(
            root.changed.map(\.target) == ["AppComposition", "AppCompositionTests", "FeatureGeneratorTests"])
        #expect(
            root.report.split(separator: "\n").last
                == "tests\t.\tAppCompositionTests FeatureGeneratorTests")
    }

    /// This tree: an edit in Landmarks' Feature module runs LandmarksPackage's tests and the
    /// root's, not ReservationsPackage's (its Domain depends on Landmarks' Domain, not its Feature).
    @Test func thisTreeKeepsAFeatureEditInItsPackageAndTheApp() async throws {
        let rules = try RuleSet(contentsOf: repositoryRoot.appending(path: "boundaries.json"))
        let targets = try await BoundaryChecker(root: repositoryRoot, rules: rules).targets()
        let impact = ChangeImpact(
            files: ["LandmarksPackage/Sources/LandmarksFeature/LandmarksModel.swift"], targets: targets)
        #expect(impact.tests.map(\.package) == [".", "LandmarksPackage"])
        #expect(impact.tests.first { $0.package == "." }?.targets.contains("AppCompositionTests") == true)
        #expect(impact.reached.contains { $0.target == "landmarks-preview" })
        let domain = ChangeImpact(
            files: ["LandmarksPackage/Sources/LandmarksDomain/Landmark.swift"], targets: targets)
        #expect(domain.tests.map(\.package).contains("ReservationsPackage"))
    }
}
