import BoundaryChecker
import FeatureGenerator
import Foundation

/// Builds, checks and runs a generated feature, and says what failed.
struct Prover {
    let root: URL
    let feature: FeatureName
    /// Where SwiftPM builds; `nil` for the root's `.build`.
    let scratchPath: URL?
    /// For a feature over someone else's API: its first item's title, what its screens show
    /// first. Its live preset goes to that API, which the proof does not reach, so live is not
    /// run; no suite of it is in check-fidelity.
    var firstOverAPI: String? = nil

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
        for preset in presets where firstOverAPI == nil || preset != "live" {
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
        let fixture = firstOverAPI ?? "First \(feature.itemLower)"
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
        if firstOverAPI == nil { runs.append(("live (embedded backend)", live, fixture)) }
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
