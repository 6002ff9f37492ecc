import ArgumentParser
import FeatureGenerator
import Foundation

/// Generates a feature (its package, harness and registrations) from the repository's
/// templates, proves it builds and runs, or takes one away again.
@main
struct NewFeature: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-feature",
        abstract: "Generate a feature from the templates in Tools/FeatureTemplates, or remove one.",
        discussion: """
            Generates NAMEPackage (NAMEApi, NAMEDomain with its service and presets, NAMEFeature \
            with a list and a detail screen, its descriptor, NAMETestSupport, tests for each \
            layer, and its harness name-preview), the Backend's controller and the service's \
            behaviour suite, then registers them in two lines: its name in the features of the \
            root Package.swift and of BackendPackage/Package.swift, from which the \
            FeatureRegistry build plugin lists its descriptor in the app's composition, its \
            controller among the Backend's and its suite among the fidelity check's. The names \
            are checked first; on any error nothing is written.

            After writing it proves the work: it builds the harness, the app and the preview \
            gallery, checks the module boundaries, runs the harness headless in every preset and \
            the app's new tab, records the whole gallery in Gallery/ (the feature's scenes and \
            coverage rows, the app's scenes with the new tab) and checks that every other \
            feature's files stayed byte for byte as they were, and runs \
            check-fidelity with the feature's behaviour suite (Tools/Fidelity) in it; it \
            exits 1 naming what failed. --remove takes it all away again, leaving the tree as it \
            was (it draws the app's gallery scenes again without the tab); a file a person \
            changed or added in it is kept and named (--force removes it too).

            With --from-openapi PATH the feature is over an API we do not own. The resource is \
            found by its schema: a GET answering a list of objects of one named schema (an array, \
            or one inside the answer up to two levels down, as paged answers are) and a GET whose \
            path ends in a parameter answering that schema or a fuller one sharing its identifier \
            (--resource chooses among several). Required parameters other than the identifier \
            take --parameter NAME=VALUE, else the document's default. swift-openapi-generator \
            writes the client and types of the two operations into NAMEApi/Generated \
            (committed, so nothing else builds the generator); NAMEDomain maps the generated \
            types to its model; the mock preset answers the document's examples (inline or by \
            reference), or examples made from its schemas when it has none, through the \
            generated client, and live goes to the document's first server (or --server). It \
            is registered in the root's features only: no controller in our Backend, no suite \
            in check-fidelity (its fidelity test runs against scripts/start-openapi-mock), no \
            live scenes in the gallery, and the proof runs every preset but live. A document \
            that cannot give a feature is refused with one sentence naming why: it does not \
            read, refers to a component it does not define, has no resource (each operation \
            considered and why), or needs a parameter value nobody gave.

            Examples:
              new-feature Trails --dry-run
              new-feature Trails
              new-feature Trails --remove
              new-feature Pets --from-openapi Tools/FeatureTemplates/Examples/pets.yaml
              new-feature Issues --from-openapi ghes.yaml --resource issue-simple \\
                --parameter owner=apple --parameter repo=swift
            """)

    @Argument(help: "The feature's name: a Swift type name in UpperCamelCase, such as Trails.")
    var name: String

    @Option(help: "The name of one item it shows (default: the name without its final s, such as Trail).")
    var item: String?

    @Option(
        name: .customLong("from-openapi"),
        help: ArgumentHelp(
            "Generate the feature over the API this OpenAPI document (3.0 or 3.1, YAML or JSON) describes.",
            valueName: "path"))
    var openAPIDocument: String?

    @Option(help: "With --from-openapi: the resource to show, a schema's name or a list path's last segment.")
    var resource: String?

    @Option(help: "With --from-openapi: the live preset's server instead of the document's first.")
    var server: String?

    @Option(
        name: .customLong("parameter"),
        help: ArgumentHelp(
            "With --from-openapi: the value of a required parameter the feature cannot choose, such as owner=apple (repeatable).",
            discussion:
                "Required path and query parameters other than the detail's identifier are sent with this value, "
                + "else with the document's default; one with neither is refused by name. Kept in the feature's "
                + "plan (openapi-feature.json) beside its server.",
            valueName: "name=value"))
    var parameters: [String] = []

    @Flag(
        help:
            "Print the files it would create and a unified diff of each file it would change; write nothing.")
    var dryRun = false

    @Flag(
        help: ArgumentHelp(
            "Remove the feature: what it generated and its registrations.",
            discussion: "A generated file changed since, or a file in its folders the generator did not "
                + "write, stays where it is and is named; --force removes those too."))
    var remove = false

    @Flag(help: "With --remove, delete what a person changed or added in the feature's folders too.")
    var force = false

    @Flag(
        help: ArgumentHelp(
            "Write the feature without building and running it afterwards.",
            discussion:
                "Nothing is recorded in Gallery/ then. With --remove: the app's frames in Gallery/ are not "
                + "drawn again without its tab."))
    var noProve = false

    @Option(help: "The repository root (default: the current directory).")
    var root = "."

    @Option(
        help: ArgumentHelp(
            "The build folder the proof builds into (default: the root's .build).",
            discussion:
                "scripts/prove-new-feature passes the repository's own, so a copy builds only what changed."))
    var scratchPath: String?

    /// The types Swift Testing declares, which every generated test file sees beside the item.
    static let testingNames: Set<String> = [
        "Issue", "Test", "Suite", "Tag", "Trait", "Comment", "Bug", "Attachment",
    ]

    func validate() throws {
        if force, !remove { throw ValidationError("--force goes with --remove") }
        if openAPIDocument == nil, resource != nil || server != nil || !parameters.isEmpty {
            throw ValidationError("--resource, --server and --parameter go with --from-openapi")
        }
        if let parameter = parameters.first(where: { !$0.contains("=") || $0.hasPrefix("=") }) {
            throw ValidationError("--parameter takes NAME=VALUE, not '\(parameter)'")
        }
        if openAPIDocument != nil, remove {
            throw ValidationError("--from-openapi does not go with --remove")
        }
        if let server,
            URL(string: server).map({ ["http", "https"].contains($0.scheme) && $0.host() != nil }) != true
        {
            throw ValidationError("--server \(server) is not an http or https URL")
        }
        if openAPIDocument != nil, let feature = try? FeatureName(name, item: item),
            OpenAPISource.generatedNames.contains(feature.item)
        {
            throw ValidationError(
                "'\(feature.item)' cannot be the item name: swift-openapi-generator's code has a type of that name; "
                    + "choose another with --item")
        }
        if let feature = try? FeatureName(name, item: item), Self.testingNames.contains(feature.item) {
            throw ValidationError(
                "'\(feature.item)' cannot be the item name: the feature's tests import Swift Testing, which has a type of "
                    + "that name; choose another with --item")
        }
        do {
            _ = try FeatureName(name, item: item)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let rootURL = URL(filePath: root, directoryHint: .isDirectory).standardizedFileURL
        guard FileManager.default.fileExists(atPath: rootURL.appending(path: "boundaries.json").path) else {
            throw ValidationError(
                "\(rootURL.path) is not the repository root (no boundaries.json); pass --root")
        }
        let feature = try FeatureName(name, item: item)
        let generator = FeatureGenerator(root: rootURL)
        var openAPI: OpenAPISource?
        if let openAPIDocument {
            let document = URL(filePath: openAPIDocument).standardizedFileURL
            do {
                openAPI = try OpenAPIGeneration(
                    root: rootURL, document: document, resource: resource, server: server,
                    parameters: parameters
                )
                .source()
            } catch {
                throw Self.failure("new-feature: \(error)\nNothing was written.")
            }
        }
        let change: TreeChange
        do {
            if remove {
                change = try await generator.removing(feature, force: force)
            } else {
                change = try await generator.adding(feature, openAPI: openAPI)
            }
        } catch {
            throw Self.failure("new-feature: \(error); nothing was written")
        }
        if dryRun {
            say(Self.describe(change))
            return
        }
        do {
            try generator.apply(change)
        } catch {
            throw Self.failure("new-feature: \(error)")
        }
        if remove {
            say("removed \(feature.name): \(change.deleted.joined(separator: ", ")) and its registrations")
            for (path, reason) in change.kept.sorted(by: { $0.key < $1.key }) {
                say("kept \(path): \(reason)")
            }
            if !change.kept.isEmpty {
                say("new-feature \(feature.name) --remove --force deletes what was kept too")
            }
            if noProve {
                say(
                    "the app's frames in Gallery/app still show its tab: `swift run preview-gallery --only app --record`"
                )
                return
            }
            let scratch = scratchPath.map {
                URL(filePath: $0, directoryHint: .isDirectory).standardizedFileURL
            }
            let failures = Prover(root: rootURL, feature: feature, scratchPath: scratch).redrawApp()
            guard failures.isEmpty else {
                throw Self.failure(
                    "new-feature: the app's gallery was not drawn again: \(failures.joined(separator: "; "))")
            }
            return
        }
        say(
            "generated \(feature.name): \(change.created.count) files, registered in \(change.changed.keys.sorted().joined(separator: ", "))"
        )
        if noProve { return }
        let scratch = scratchPath.map { URL(filePath: $0, directoryHint: .isDirectory).standardizedFileURL }
        let failures = await Prover(
            root: rootURL, feature: feature, scratchPath: scratch,
            firstOverAPI: openAPI.map(Self.firstTitle(of:))
        ).run()
        guard failures.isEmpty else {
            throw Self.failure(
                "new-feature: the generated feature failed: \(failures.joined(separator: "; "))\n"
                    + "It is written as generated; `new-feature \(feature.name) --remove` takes it away.")
        }
        say(
            openAPI == nil
                ? "proved: it builds, the boundaries hold, \(feature.lower)-preview renders every preset, and the app's "
                    + "new tab every preset and live on the embedded backend; the preview gallery recorded its scenes and "
                    + "the app's in Gallery/ (with its coverage rows), and matches them; its presets answer as its routes do"
                : "proved: it builds, the boundaries hold, \(feature.lower)-preview and the app's new tab render every "
                    + "preset but live (its API is not ours); the preview gallery recorded its scenes and the app's in "
                    + "Gallery/, and matches them; check-fidelity passes without it. Its fidelity test runs against "
                    + "scripts/start-openapi-mock \(feature.name)Package/openapi.yaml"
        )
    }

    /// The title of the first item of the document's list example: what the screens show first.
    static func firstTitle(of source: OpenAPISource) -> String {
        let example = try? JSONSerialization.jsonObject(with: Data(source.plan.list.example.utf8))
        let list = source.plan.list.itemsKeys.reduce(example) { ($0 as? [String: Any])?[$1] }
        let first = (list as? [Any])?.first as? [String: Any]
        return (first?[source.plan.titleField.name] as? String)?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    /// The files a change creates and deletes, and a unified diff of each it changes.
    static func describe(_ change: TreeChange) -> String {
        var lines: [String] = []
        for path in change.created.keys.sorted() { lines.append("create \(path)") }
        for path in change.deleted { lines.append("delete \(path)") }
        for (path, reason) in change.kept.sorted(by: { $0.key < $1.key }) {
            lines.append("keep \(path): \(reason)")
        }
        for (path, contents) in change.changed.sorted(by: { $0.key < $1.key }) {
            lines.append(unifiedDiff(path, contents.before, contents.after))
        }
        return lines.joined(separator: "\n")
    }

    /// `diff -u` of two versions of `path`.
    static func unifiedDiff(_ path: String, _ before: String, _ after: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "new-feature-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appending(path: "before")
        let new = folder.appending(path: "after")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(before.utf8).write(to: old)
            try Data(after.utf8).write(to: new)
        } catch {
            return "change \(path) (no diff: \(error.localizedDescription))"
        }
        let output = Command.run(
            "/usr/bin/env",
            ["diff", "-u", "--label", "a/\(path)", "--label", "b/\(path)", old.path, new.path])
        return output.text.trimmingCharacters(in: .newlines)
    }

    /// Writes `message` to standard error; the exit code to throw, which `@main` exits with.
    static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return .failure
    }
}

/// A process run to its end.
enum Command {
    struct Output {
        var status: Int32
        var text: String
    }

    /// Runs `executable` with `arguments`; its output is collected, or also echoed.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, echo: Bool = false)
        -> Output
    {
        let process = Process()
        process.executableURL = URL(filePath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Output(status: -1, text: "\(executable) could not start: \(error.localizedDescription)")
        }
        var collected = Data()
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
            if echo { FileHandle.standardOutput.write(chunk) }
        }
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: collected, as: UTF8.self))
    }
}

/// Writes a line to standard output at once, so it stays in order with the output of the
/// builds the generator runs.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
