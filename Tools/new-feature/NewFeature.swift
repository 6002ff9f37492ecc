import ArgumentParser
import BoundaryChecker
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
            behaviour suite, then registers them in six lines: its name in the features of the \
            root Package.swift and of BackendPackage/Package.swift, its descriptor (and import) \
            in the app's composition, its controller among the Backend's and its suite among the \
            fidelity check's. The names are checked first; on any error nothing is written.

            After writing it proves the work: it builds the harness, the app and the preview \
            gallery, checks the module boundaries, runs the harness headless in every preset and \
            the app's new tab, records the whole gallery in Gallery/ (the feature's scenes and \
            coverage rows, the app's scenes with the new tab) and checks that every other \
            feature's files stayed byte for byte as they were, and runs \
            check-fidelity with the feature's behaviour suite (Tools/Fidelity) in it; it \
            exits 1 naming what failed. --remove takes it all away again, leaving the tree as it \
            was (it draws the app's gallery scenes again without the tab); a file a person \
            changed or added in it is kept and named (--force removes it too).

            Examples:
              new-feature Trails --dry-run
              new-feature Trails
              new-feature Trails --remove
            """)

    @Argument(help: "The feature's name: a Swift type name in UpperCamelCase, such as Trails.")
    var name: String

    @Option(help: "The name of one item it shows (default: the name without its final s, such as Trail).")
    var item: String?

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

    func validate() throws {
        if force, !remove { throw ValidationError("--force goes with --remove") }
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
        let change: TreeChange
        do {
            if remove {
                change = try await generator.removing(feature, force: force)
            } else {
                change = try await generator.adding(feature)
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
        let failures = await Prover(root: rootURL, feature: feature, scratchPath: scratch).run()
        guard failures.isEmpty else {
            throw Self.failure(
                "new-feature: the generated feature failed: \(failures.joined(separator: "; "))\n"
                    + "It is written as generated; `new-feature \(feature.name) --remove` takes it away.")
        }
        say(
            "proved: it builds, the boundaries hold, \(feature.lower)-preview renders every preset, and the app's new tab "
                + "every preset and live on the embedded backend; the preview gallery recorded its scenes and the app's "
                + "in Gallery/ (with its coverage rows), and matches them; its presets answer as its routes do"
        )
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

/// Builds, checks and runs a generated feature, and says what failed.
struct Prover {
    let root: URL
    let feature: FeatureName
    /// Where SwiftPM builds; `nil` for the root's `.build`.
    let scratchPath: URL?

    /// `--scratch-path PATH` when one is set, for every `swift build`.
    private var scratchArguments: [String] { scratchPath.map { ["--scratch-path", $0.path] } ?? [] }

    func run() async -> [String] {
        let harness = "\(feature.lower)-preview"
        for product in [harness, "landmarks-app", "preview-gallery", "check-fidelity"] {
            say("==> swift build --product \(product)")
            let build = Command.run(
                "/usr/bin/env", ["swift", "build", "--product", product] + scratchArguments, in: root,
                echo: true)
            guard build.status == 0 else {
                return ["swift build --product \(product) exited \(build.status)"]
            }
        }
        var failures: [String] = []
        say("==> check-boundaries")
        do {
            let report = try await BoundaryChecker(
                root: root, rules: RuleSet(contentsOf: root.appending(path: "boundaries.json"))
            ).check()
            report.errors.forEach { say("\($0)") }
            if !report.errors.isEmpty {
                failures.append("check-boundaries found \(report.errors.count) violations")
            }
        } catch {
            failures.append("check-boundaries could not run: \(error)")
        }
        let binary = Command.run(
            "/usr/bin/env", ["swift", "build", "--show-bin-path"] + scratchArguments, in: root
        ).text
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let presets = Command.run("\(binary)/\(harness)", ["--list-presets"], in: root).text
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        if presets.isEmpty { failures.append("\(harness) --list-presets listed nothing") }
        for preset in presets {
            let run = Command.run("\(binary)/\(harness)", ["--headless", "--preset", preset], in: root)
            let rendered = run.status == 0 && run.text.contains(feature.name)
            say("==> \(harness) --headless --preset \(preset): \(rendered ? "rendered" : "FAILED")")
            if !rendered {
                failures.append("\(harness) --preset \(preset) exited \(run.status):\n\(run.text)")
            }
        }
        failures += app(binary: binary)
        failures += gallery(binary: binary)
        failures += fidelity(binary: binary)
        return failures
    }

    /// The fidelity check with the feature's suite in it: its presets answer as its routes on the
    /// Backend do, its routes are covered, and its gallery's mock and live frames match.
    func fidelity(binary: String) -> [String] {
        let check = Command.run("\(binary)/check-fidelity", [], in: root)
        say("==> check-fidelity: \(check.status == 0 ? "every preset answers as the server does" : "FAILED")")
        if check.status == 0 { say(check.text.trimmingCharacters(in: .newlines)) }
        return check.status == 0 ? [] : ["check-fidelity exited \(check.status):\n\(check.text)"]
    }

    /// The preview gallery recorded whole into Gallery/ (the feature's scenes and coverage rows
    /// new, the app's drawn again with its tab), with every other feature's files compared byte
    /// for byte with what they were: one drawing of the gallery where recording the two and then
    /// checking all took two. A feature with no frames before (one generated with `--no-prove`
    /// beside this one) gets its first, as this one does.
    func gallery(binary: String) -> [String] {
        let folder = root.appending(path: "Gallery")
        let recordedBefore = Self.files(in: folder)
        let foldersBefore = Set(
            recordedBefore.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        // The other features' files, and the coverage table without the rows of the feature, of
        // the app and of features with no frames before.
        let others = { (files: [String: Data]) in
            let new = Set(files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
                .subtracting(foldersBefore).union([feature.lower, "app"])
            var others = files.filter { path, _ in !new.contains { path.hasPrefix("\($0)/") } }
            others["COVERAGE.md"] = others["COVERAGE.md"].map { table in
                Data(
                    String(decoding: table, as: UTF8.self).split(
                        separator: "\n", omittingEmptySubsequences: false
                    )
                    .filter { row in !new.contains { row.hasPrefix("| \($0) |") } }
                    .joined(separator: "\n").utf8)
            }
            return others
        }
        let before = others(recordedBefore)
        let run = Command.run("\(binary)/preview-gallery", ["--record"], in: root)
        say("==> preview-gallery --record: \(run.status == 0 ? "recorded" : "FAILED")")
        guard run.status == 0 else { return ["preview-gallery --record exited \(run.status):\n\(run.text)"] }
        let after = others(Self.files(in: folder))
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        say("==> the other features' scenes: \(changed.isEmpty ? "as they were" : "CHANGED")")
        return changed.isEmpty
            ? [] : ["the feature changed other features' gallery files:\n" + changed.joined(separator: "\n")]
    }

    /// Every file under `folder`, by its path relative to it.
    static func files(in folder: URL) -> [String: Data] {
        let prefix = folder.standardizedFileURL.path + "/"
        var files: [String: Data] = [:]
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walk?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let data = try? Data(contentsOf: url)
            else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = data
        }
        return files
    }

    /// After a removal: the app's gallery scenes drawn again without the feature's tab.
    func redrawApp() -> [String] {
        say("==> swift build --product preview-gallery")
        let build = Command.run(
            "/usr/bin/env", ["swift", "build", "--product", "preview-gallery"] + scratchArguments, in: root,
            echo: true)
        guard build.status == 0 else {
            return ["swift build --product preview-gallery exited \(build.status)"]
        }
        let binary = Command.run(
            "/usr/bin/env", ["swift", "build", "--show-bin-path"] + scratchArguments, in: root
        ).text
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let run = Command.run("\(binary)/preview-gallery", ["--only", "app", "--record"], in: root)
        say("==> preview-gallery --only app --record: \(run.status == 0 ? "recorded" : "FAILED")")
        return run.status == 0
            ? [] : ["preview-gallery --only app --record exited \(run.status):\n\(run.text)"]
    }

    /// The app opened on the feature's tab by its link (whichever key selects it: 3 after
    /// Landmarks and Reservations, more after other generated features): in every preset
    /// but live, then live on the embedded backend (a new data folder, seeded with the demo rows).
    func app(binary: String) -> [String] {
        let data = FileManager.default.temporaryDirectory.appending(
            path: "new-feature-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let fixture = "First \(feature.itemLower)"
        let link = "landmarks://\(feature.lower)"
        var failures: [String] = []
        let shows = [
            "mock": fixture, "empty": "No \(feature.lower)", "error": "r Retry", "slow": fixture,
            "offline": fixture,
        ]
        var runs: [(name: String, arguments: [String], shows: String)] = []
        for preset in ["mock", "empty", "error", "slow", "offline"] {
            runs.append((preset, ["--preset", preset], shows[preset, default: fixture]))
        }
        let live = ["--data-dir", data.path, "--cache-dir", data.appending(path: "cache").path]
        runs.append(("live (embedded backend)", live, fixture))
        for (name, arguments, expected) in runs {
            let run = Command.run(
                "\(binary)/landmarks-app", ["--headless", "--open", link] + arguments, in: root)
            let rendered =
                run.status == 0 && run.text.contains(" \(feature.name)]") && run.text.contains(expected)
            say("==> landmarks-app --headless --open \(link), \(name): \(rendered ? "rendered" : "FAILED")")
            if !rendered {
                failures.append("landmarks-app --open \(link), \(name), exited \(run.status):\n\(run.text)")
            }
        }
        return failures
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
