import BoundaryChecker
import FeatureGenerator
import Foundation
import Testing

@Suite struct FeatureNameTests {
    @Test func aPluralNameGivesItsSingularAsTheItem() throws {
        let feature = try FeatureName("Trails")
        #expect(feature.item == "Trail")
        #expect(feature.lower == "trails")
        #expect(
            feature.modules == [
                "TrailsApi", "TrailsDomain", "TrailsFeature", "TrailsTestSupport", "trails-preview",
            ])
        #expect(try FeatureName("Weather").item == "WeatherItem")
        #expect(try FeatureName("Trails", item: "Path").item == "Path")
    }

    @Test func theMigrationVersionIsTheNamesOwnAndOutsideTheHandWrittenOnes() throws {
        let trails = try FeatureName("Trails").migrationVersion
        #expect((1000..<10_000).contains(trails))
        #expect(try FeatureName("Trails").migrationVersion == trails)
        #expect(try FeatureName("Hikes").migrationVersion != trails)
    }

    @Test(arguments: ["trails", "Trail-s", "Trails!", "3Trails", "", "List", "Toolkit", "Ünicode"])
    func aNameThatIsNotAFreeSwiftTypeNameIsRefused(_ name: String) {
        #expect(throws: GeneratorError.self) { try FeatureName(name) }
    }

    /// The item is checked as the name is: Streams' item, Stream, is Foundation's class.
    @Test(arguments: ["Streams", "Timers", "Locales"])
    func aNameWhoseItemSwiftOrFoundationHasIsRefused(_ name: String) {
        #expect(throws: GeneratorError.self) { try FeatureName(name) }
    }

    @Test func theItemMustDifferFromTheFeature() {
        #expect(throws: GeneratorError.self) { try FeatureName("Trails", item: "Trails") }
    }
}

@Suite struct RegistrationTests {
    let registration = Registration(path: "scripts/test", marker: "# marker", lines: ["    TrailsPackage"])
    let text = "packages=(\n    CommonPackage\n    # marker\n)\n"

    @Test func linesGoAboveTheMarkerAndComeOutExactly() throws {
        let added = try registration.applied(to: text)
        #expect(added == "packages=(\n    CommonPackage\n    TrailsPackage\n    # marker\n)\n")
        #expect(try registration.removed(from: added) == text)
    }

    @Test func aMissingMarkerOrARepeatIsAnError() throws {
        #expect(throws: GeneratorError.self) { try registration.applied(to: "no marker here\n") }
        #expect(throws: GeneratorError.self) {
            try registration.applied(to: try registration.applied(to: text))
        }
        #expect(throws: GeneratorError.self) { try registration.removed(from: text) }
    }

    /// A product both a harness and the app depend on is one line in two sections of the
    /// manifest: each registration finds its own, between the marker line before it and its own.
    @Test func theSameLineInTwoSectionsIsTwoRegistrations() throws {
        let line = "    .product(name: \"TrailsFeature\")"
        let harness = Registration(
            path: "Package.swift", marker: "// new-feature: harness", lines: ["    \"harness\"", line])
        let app = Registration(path: "Package.swift", marker: "// new-feature: app", lines: [line])
        let manifest = "targets\n// new-feature: harness\napp\n// new-feature: app\n"
        let added = try app.applied(to: try harness.applied(to: manifest))
        #expect(added.components(separatedBy: line).count == 3)
        #expect(app.isApplied(in: added) && harness.isApplied(in: added))
        #expect(try app.removed(from: try harness.removed(from: added)) == manifest)
        #expect(try harness.removed(from: try app.removed(from: added)) == manifest)
    }
}

/// The generator against a copy of this repository's sources: what it writes, and that
/// removing leaves the copy exactly as it was.
@Suite(.timeLimit(.minutes(2))) struct FeatureGeneratorTests {
    static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The name of the feature these tests generate: Trails, unless a person has generated it in
    /// this repository (the suite must pass after `new-feature Trails` too), else the next one
    /// free. Each ends in "s", so its item is the name without it.
    static let name =
        ["Trails", "Hikes", "Campsites", "Ferries"].first { name in
            !FileManager.default.fileExists(atPath: repository.appending(path: "\(name)Package").path)
        } ?? "Lighthouses"

    /// The feature itself.
    static var feature: FeatureName { get throws { try FeatureName(name) } }

    /// Its name, its item's and its lower-case one, for the paths it writes.
    let upper = Self.name
    let item = String(Self.name.dropLast())
    let lower = Self.name.lowercased()

    /// A scratch copy of the sources (no build folders, no Git).
    func copyOfTheRepository() async throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appending(
            path: "feature-generator-\(UUID().uuidString)")
        try await FeatureGenerator.copySources(of: Self.repository, to: copy)
        return copy
    }

    /// The files whose mode or bytes differ between two snapshots.
    func changes(_ before: [String: Data], _ after: [String: Data]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    /// Every file under `root` (no build folders): its mode and its bytes. Read on a thread of
    /// its own, as the generator copies the tree, to keep this suite off the shared pool.
    func snapshot(_ root: URL) async -> [String: Data] {
        await onThreadOfItsOwn { Self.reading(root) }
    }

    static func reading(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let base = root.standardizedFileURL.path + "/"
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
                let mode =
                    (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]) as? Int
                files[String(url.standardizedFileURL.path.dropFirst(base.count))] =
                    Data("\(mode ?? -1) ".utf8) + data
            }
        }
        return files
    }

    @Test func generatingThenRemovingLeavesTheTreeByteForByteAsItWas() async throws {
        let copy = try await copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        // The gallery's table, which the copy leaves out; removing takes the feature's rows away.
        let coverage = copy.appending(path: "Gallery/COVERAGE.md")
        try FileManager.default.createDirectory(
            at: coverage.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.repository.appending(path: "Gallery/COVERAGE.md"), to: coverage)
        let before = await snapshot(copy)
        let generator = FeatureGenerator(root: copy)
        let feature = try Self.feature

        let adding = try await generator.adding(feature)
        #expect(changes(before, await snapshot(copy)) == [], "working out the change writes nothing")
        #expect(
            adding.created["\(upper)Package/Sources/\(upper)Domain/\(item)Service.swift"]?.contains(
                "struct \(item)Service") == true)
        #expect(
            adding.created["\(upper)Package/Sources/\(lower)-preview/\(upper)Preview.swift"]?.contains(
                "\"\(lower)-preview\"")
                == true)
        #expect(adding.created.values.allSatisfy { !$0.contains("{{") && !$0.contains("__Name__") })
        // One name in the `features` list of each manifest that depends on every feature: the
        // root's (the app and the fidelity check) and the Backend's. The FeatureRegistry plugin
        // lists the descriptors, suites and controllers from them.
        #expect(adding.changed.keys.sorted() == ["BackendPackage/Package.swift", "Package.swift"])
        for change in adding.changed.values {
            let (before, after) = (
                change.before.components(separatedBy: "\n"), change.after.components(separatedBy: "\n")
            )
            #expect(after.count == before.count + 1)
            #expect(Set(after).subtracting(before) == ["    \"\(upper)\","])
        }
        #expect(
            adding.created["Tools/Fidelity/\(upper)Behaviour.swift"]?.contains(
                "extension FidelitySuite where Service == \(item)Service") == true)
        #expect(
            adding.created["BackendPackage/Sources/Backend/\(upper)Controller.swift"]?.contains(
                "FeatureMigration(version: ") == true)
        #expect(
            adding.created["\(upper)Package/Sources/\(upper)Feature/\(upper)Descriptor.swift"]?.contains(
                "title = \"\(upper)\"") == true)

        try generator.apply(adding)
        #expect(
            FileManager.default.fileExists(atPath: copy.appending(path: "\(upper)Package/Package.swift").path)
        )
        await #expect(throws: GeneratorError.self) { try await generator.adding(feature) }
        // What the proof records in the gallery: the feature's frames and its coverage rows.
        let frame = copy.appending(path: "Gallery/\(lower)/mock/open/80x24.txt")
        try FileManager.default.createDirectory(
            at: frame.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a frame\n".utf8).write(to: frame)
        let table = try String(contentsOf: coverage, encoding: .utf8)
        try table.replacingOccurrences(
            of: "| app | opening", with: "| \(lower) | open | ✔ | ✔ | ✔ | ✔ | ✔ | ✔ |\n| app | opening"
        )
        .write(to: coverage, atomically: true, encoding: .utf8)

        let removing = try await generator.removing(feature)
        #expect(removing.deleted.contains("Gallery/\(lower)"))
        #expect(removing.deleted.contains("\(upper)Package"), "a folder with nothing kept goes whole")
        try generator.apply(removing)
        #expect(changes(before, await snapshot(copy)) == [])
    }

    /// A plan as `openapi-feature` prints it, of a list of things with a name and a date.
    static let plan = #"""
        {
          "title" : "Thing API", "serverURL" : "https://things.example/v1", "schema" : "Thing",
          "servers" : ["https://things.example/v1"], "exampleSource" : "document", "parameters" : {},
          "schemaType" : "Components.Schemas.Thing", "leftOut" : ["photos: a list"],
          "list" : {
            "operationID" : "list_things", "method" : "listThings", "summary" : "GET /things (list_things)",
            "status" : 200, "statusCase" : "ok", "itemsPath" : ["items"], "itemsKeys" : ["items"],
            "itemsAccess" : ".items", "itemsOptional" : false, "arguments" : "", "keyType" : "String",
            "pathParameterIsInteger" : false, "example" : "{\"items\" : [{\"id\" : \"a\", \"name\" : \"A\"}]}"
          },
          "detail" : {
            "operationID" : "get_thing", "method" : "getThing", "summary" : "GET /things/{id} (get_thing)",
            "status" : 200, "statusCase" : "ok", "itemsPath" : [], "itemsKeys" : [], "pathParameter" : "id",
            "itemsAccess" : "", "itemsOptional" : false, "arguments" : "path: .init(id: key)", "keyType" : "Int",
            "pathParameterIsInteger" : true, "example" : "{\"id\" : \"a\", \"name\" : \"A\"}"
          },
          "id" : {
            "name" : "id", "swiftName" : "id", "label" : "Id", "doc" : "The id.", "type" : "String",
            "optional" : false, "mapping" : "String(api.id)", "display" : "text"
          },
          "titleField" : {
            "name" : "name", "swiftName" : "name", "label" : "Name", "doc" : "Its name.", "type" : "String",
            "optional" : false, "mapping" : "api.name", "display" : "text"
          },
          "fields" : [{
            "name" : "made_at", "swiftName" : "madeAt", "label" : "Made at", "doc" : "When it was made.",
            "type" : "Date", "optional" : true, "mapping" : "api.madeAt", "display" : "date"
          }]
        }
        """#

    @Test func aFeatureOverAnOpenAPIDocumentRegistersInTheRootOnlyAndComesOutAgain() async throws {
        let copy = try await copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let before = await snapshot(copy)
        let generator = FeatureGenerator(root: copy)
        let feature = try FeatureName("Things")
        let generated = "// Generated by swift-openapi-generator, do not modify.\npublic struct Client {}\n"
        let source = try OpenAPISource(
            planJSON: Self.plan, document: "openapi: 3.0.3\n", generated: ["Client.swift": generated])

        let adding = try await generator.adding(feature, openAPI: source)
        // No controller in our Backend, no suite in the fidelity check, no hand-written Api.
        #expect(adding.changed.keys.sorted() == ["Package.swift"])
        #expect(!adding.created.keys.contains { !$0.hasPrefix("ThingsPackage/") })
        #expect(adding.created["ThingsPackage/Sources/ThingsApi/Generated/Client.swift"] == generated)
        #expect(adding.created["ThingsPackage/openapi-feature.json"] == Self.plan)
        #expect(
            adding.created["ThingsPackage/openapi-generator-config.yaml"]?.contains(
                "[list_things, get_thing]") == true)
        #expect(
            adding.created.keys.contains { $0.contains("ThingEndpoints") || $0.contains("ApiModel") } == false
        )
        let service = try #require(adding.created["ThingsPackage/Sources/ThingsDomain/ThingService.swift"])
        #expect(service.contains("guard let key = Int(id) else { throw .notFound }"), "an integer identifier")
        #expect(service.contains("api.listThings()") && service.contains("answer.body.json.items"))
        let model = try #require(adding.created["ThingsPackage/Sources/ThingsDomain/Thing.swift"])
        #expect(model.contains("public var madeAt: Date?") && model.contains("// - photos: a list"))
        #expect(adding.created.values.allSatisfy { !$0.contains("{{") && !$0.contains("{%") })

        try generator.apply(adding)
        // A file a person adds among the generated ones is theirs: a removal keeps it.
        let mine = copy.appending(path: "ThingsPackage/Sources/ThingsApi/Generated/Mine.swift")
        try Data("// mine\n".utf8).write(to: mine)
        let keeping = try await generator.removing(feature)
        #expect(keeping.kept.keys.sorted() == ["ThingsPackage/Sources/ThingsApi/Generated/Mine.swift"])
        try FileManager.default.removeItem(at: mine)
        try generator.apply(try await generator.removing(feature))
        #expect(changes(before, await snapshot(copy)) == [])
    }

    @Test func removingKeepsWhatAPersonChangedOrAddedAndNamesIt() async throws {
        let copy = try await copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let before = await snapshot(copy)
        let generator = FeatureGenerator(root: copy)
        let feature = try Self.feature
        try generator.apply(try await generator.adding(feature))
        let changed = "\(upper)Package/Sources/\(upper)Feature/\(item)ListView.swift"
        let added = "\(upper)Package/Sources/\(upper)Feature/\(item)Map.swift"
        let controller = "BackendPackage/Sources/Backend/\(upper)Controller.swift"
        try Data("// mine\n".utf8).write(to: copy.appending(path: added))
        try (String(contentsOf: copy.appending(path: changed), encoding: .utf8) + "// edited\n")
            .write(to: copy.appending(path: changed), atomically: true, encoding: .utf8)
        try (String(contentsOf: copy.appending(path: controller), encoding: .utf8) + "// edited\n")
            .write(to: copy.appending(path: controller), atomically: true, encoding: .utf8)

        let removing = try await generator.removing(feature)
        #expect(
            removing.kept == [
                added: "the generator did not write it", changed: "changed since it was generated",
                controller: "changed since it was generated",
            ])
        #expect(removing.deleted.contains("\(upper)Package/Sources/\(lower)-preview/\(upper)Preview.swift"))
        #expect(removing.deleted.contains("\(upper)Package/Package.swift"))
        #expect(!removing.deleted.contains("\(upper)Package"))
        try generator.apply(removing)
        let left = changes(before, await snapshot(copy))
        #expect(left.sorted() == [added, changed, controller].sorted(), "only what the person wrote is left")

        // Asked to, what was kept goes too (the registrations are gone already), and the tree is
        // as it was.
        let forced = try await generator.removing(feature, force: true)
        #expect(forced.kept.isEmpty)
        #expect(forced.changed.keys.sorted() == [], "nothing is registered any more")
        try generator.apply(forced)
        #expect(changes(before, await snapshot(copy)) == [])
    }

    @Test func anExistingFeatureOrModuleNameIsRefusedAndNothingIsWritten() async throws {
        let copy = try await copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let before = await snapshot(copy)
        let generator = FeatureGenerator(root: copy)
        await #expect(throws: GeneratorError.self) {
            try await generator.adding(try FeatureName("Landmarks"))
        }
        await #expect(throws: GeneratorError.self) {
            try await generator.adding(try FeatureName("LaunchSupport"))
        }
        await #expect(throws: GeneratorError.self) { try await generator.removing(try Self.feature) }
        #expect(changes(before, await snapshot(copy)) == [])
    }
}
