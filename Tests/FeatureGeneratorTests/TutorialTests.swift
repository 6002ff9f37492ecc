import FeatureGenerator
import Foundation
import Testing

/// The "Add a feature" tutorial (`docs/Tutorials.docc`) shows the files `new-feature Trails`
/// writes, each step naming the file's path in the repository. These tests generate Trails again
/// in a copy of the repository and fail when a step's file is not byte for byte what the
/// generator writes there, so the tutorial cannot drift from the generator (and
/// `scripts/prove-new-feature` compiles and tests those same files).
///
/// After a template or a registered file changes on purpose, write the steps again:
/// `LANDMARKS_RECORD_TUTORIAL=1 swift test --filter TutorialTests`.
@Suite(.timeLimit(.minutes(2))) struct TutorialTests {
    static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = repository.appending(path: "docs/Tutorials.docc")

    /// Each `@Code(name: PATH, file: FILE)` of a tutorial (by default "Add a feature"): the
    /// repository path and the resource.
    static func steps(of tutorial: String = "AddAFeature") throws -> [(path: String, file: String)] {
        let text = try String(
            contentsOf: catalog.appending(path: "\(tutorial).tutorial"), encoding: .utf8)
        return text.matches(of: /@Code\(name: "([^"]+)", file: "([^"]+)"\)/).map {
            (String($0.output.1), String($0.output.2))
        }
    }

    /// The tutorials' names, from the catalog's `*.tutorial` files but the table of contents.
    static func tutorials() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".tutorial") && $0 != "Landmarks.tutorial" }
            .map { String($0.dropLast(".tutorial".count)) }.sorted()
    }

    @Test func theTutorialShowsEveryLayer() throws {
        let paths = try Self.steps().map(\.path)
        for layer in [
            "TrailsApi/", "TrailsDomain/", "TrailsFeature/", "Backend/TrailsController.swift",
            "trails-preview/",
        ] {
            #expect(paths.contains { $0.contains(layer) }, "no step shows \(layer)")
        }
        #expect(
            paths.contains("Package.swift"),
            "no step shows the root manifest, where the feature is registered")
        let resources = try FileManager.default.contentsOfDirectory(
            atPath: Self.catalog.appending(path: "Resources").path
        ).filter { !$0.hasSuffix(".png") }
        let shown = try Self.tutorials().flatMap { try Self.steps(of: $0).map(\.file) }
        #expect(Set(resources) == Set(shown), "a resource no step shows, or a step with no file")
        #expect(shown.count == Set(shown).count, "two steps show one resource")
    }

    /// "A feature over someone else's API" shows what `new-feature Pets --from-openapi` writes
    /// into PetsPackage: `scripts/prove-openapi-feature` runs swift-openapi-generator, which this
    /// test does not build, and compares every step's file with what it wrote.
    @Test func theOpenAPITutorialShowsTheGeneratedFeature() throws {
        let steps = try Self.steps(of: "OverSomeoneElsesAPI")
        #expect(
            steps.allSatisfy { $0.path.hasPrefix("PetsPackage/") }, "a step outside the generated package")
        for layer in ["openapi.yaml", "PetsApi/", "PetsDomain/", "PetsFeature/", "Tests/"] {
            #expect(steps.contains { $0.path.contains(layer) }, "no step shows \(layer)")
        }
    }

    @Test func everyStepIsWhatTheGeneratorWrites() async throws {
        let copy = FileManager.default.temporaryDirectory.appending(path: "tutorial-\(UUID().uuidString)")
        try await FeatureGenerator.copySources(of: Self.repository, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let generator = FeatureGenerator(root: copy)
        let trails = try FeatureName("Trails")
        // A person may have generated Trails here: the tutorial is what a fresh one writes.
        if FileManager.default.fileExists(atPath: copy.appending(path: "TrailsPackage").path) {
            try generator.apply(try await generator.removing(trails, force: true))
        }
        let change = try await generator.adding(trails)
        let record = ProcessInfo.processInfo.environment["LANDMARKS_RECORD_TUTORIAL"] != nil
        for step in try Self.steps() {
            let written = change.created[step.path] ?? change.changed[step.path]?.after
            guard let written else {
                Issue.record("the tutorial shows \(step.path), which new-feature Trails does not write")
                continue
            }
            let resource = Self.catalog.appending(path: "Resources/\(step.file)")
            if record {
                try written.write(to: resource, atomically: true, encoding: .utf8)
                continue
            }
            #expect(
                (try? String(contentsOf: resource, encoding: .utf8)) == written,
                """
                docs/Tutorials.docc/Resources/\(step.file) is not what new-feature Trails writes at \
                \(step.path); LANDMARKS_RECORD_TUTORIAL=1 swift test --filter TutorialTests writes it again
                """)
        }
    }
}
