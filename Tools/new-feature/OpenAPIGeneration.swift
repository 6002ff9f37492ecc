import FeatureGenerator
import Foundation

/// Turns an OpenAPI document into what ``FeatureGenerator`` writes a feature over it from:
/// swift-openapi-generator checks the whole document, `openapi-feature` plans the feature (or
/// says in one sentence why it cannot), and the generator writes the client and types of the
/// two operations the feature calls. Both tools are built on demand from `Tools/OpenAPIFeature`
/// into `.build-openapi`: nothing else builds them.
struct OpenAPIGeneration {
    /// The repository root, where `Tools/OpenAPIFeature` is and `.build-openapi` goes.
    let root: URL
    /// The OpenAPI document `--from-openapi` names.
    let document: URL
    /// `--resource`, when given.
    let resource: String?
    /// `--server`, when given: the live preset's server instead of the document's.
    let server: String?
    /// `--parameter NAME=VALUE`s, for the required parameters the feature cannot choose.
    let parameters: [String]

    /// Why a document gives no feature: the generator's own message, or the planner's sentence.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// The source of the feature.
    ///
    /// - Throws: ``Refusal`` when a tool does not build, the document is not valid OpenAPI, or it
    ///   has nothing the feature can show.
    func source() throws(Refusal) -> OpenAPISource {
        let text: String
        do {
            text = try String(contentsOf: document, encoding: .utf8)
        } catch {
            throw Refusal(description: "cannot read \(document.path): \(error.localizedDescription)")
        }
        let tools = try build()
        let work = FileManager.default.temporaryDirectory.appending(
            path: "new-feature-openapi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }

        // 1. The plan, or the sentence that says why there is none: the planner reads only the
        // GET operations and what they refer to, so a part of the document the feature never
        // calls (an operation the generator cannot translate, a reference that dangles there)
        // refuses nothing.
        var arguments = [document.path]
        if let resource { arguments += ["--resource", resource] }
        for parameter in parameters { arguments += ["--parameter", parameter] }
        let planned = Command.run(tools.planner.path, arguments)
        guard planned.status == 0 else {
            throw Refusal(description: planned.text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var planJSON = planned.text
        if let server { planJSON = try Self.plan(planJSON, server: server) }
        let source: OpenAPISource
        do {
            source = try OpenAPISource(planJSON: planJSON, document: text, generated: [:])
        } catch {
            throw Refusal(description: error.description)
        }

        // 2. The client and types of the two operations the feature calls; the generator's own
        // message when it cannot translate them.
        let output = work.appending(path: "generated")
        try generate(with: source.configuration, into: output, tools: tools)
        var generated: [String: String] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        for name in names where name.hasSuffix(".swift") {
            generated[name] = try? String(contentsOf: output.appending(path: name), encoding: .utf8)
        }
        do {
            return try OpenAPISource(planJSON: planJSON, document: text, generated: generated)
        } catch {
            throw Refusal(description: error.description)
        }
    }

    /// Where the two tools are.
    struct Tools {
        /// swift-openapi-generator.
        var generator: URL
        /// `openapi-feature`, the planner.
        var planner: URL
    }

    /// The two tools, built; or those in `LANDMARKS_OPENAPI_TOOLS`, a folder holding both already
    /// built (the proof scripts' copies of the tree use the repository's). The planner is built
    /// for release: it reads GitHub's 2.5 MB description in 1.2 s so, and in 2.5 to 4 s of CPU
    /// time built for debugging, near its 5 s bound on a loaded machine.
    private func build() throws(Refusal) -> Tools {
        if let tools = ProcessInfo.processInfo.environment["LANDMARKS_OPENAPI_TOOLS"], !tools.isEmpty {
            let folder = URL(filePath: tools, directoryHint: .isDirectory)
            for tool in ["swift-openapi-generator", "openapi-feature"]
            where !FileManager.default.isExecutableFile(atPath: folder.appending(path: tool).path) {
                throw Refusal(description: "LANDMARKS_OPENAPI_TOOLS is \(tools), which holds no \(tool)")
            }
            return Tools(
                generator: folder.appending(path: "swift-openapi-generator"),
                planner: folder.appending(path: "openapi-feature"))
        }
        return Tools(
            generator: try built("swift-openapi-generator", configuration: "debug"),
            planner: try built("openapi-feature", configuration: "release"))
    }

    /// `product` of `Tools/OpenAPIFeature`, built into `.build-openapi` in `configuration`.
    private func built(_ product: String, configuration: String) throws(Refusal) -> URL {
        let arguments = [
            "swift", "build", "-c", configuration, "--package-path",
            root.appending(path: "Tools/OpenAPIFeature").path,
            "--scratch-path", root.appending(path: ".build-openapi").path,
        ]
        say(
            "==> swift build -c \(configuration) --product \(product) (Tools/OpenAPIFeature; a minute or two the first time)"
        )
        let build = Command.run("/usr/bin/env", arguments + ["--product", product])
        guard build.status == 0 else {
            throw Refusal(description: "\(product) did not build:\n\(build.text)")
        }
        let bin = Command.run("/usr/bin/env", arguments + ["--show-bin-path"])
        return URL(
            filePath: bin.text.trimmingCharacters(in: .whitespacesAndNewlines), directoryHint: .isDirectory
        )
        .appending(path: product)
    }

    /// Runs swift-openapi-generator on the document with `configuration`.
    ///
    /// - Throws: ``Refusal`` with the generator's error lines when it fails.
    private func generate(with configuration: String, into folder: URL, tools: Tools)
        throws(Refusal)
    {
        let config = folder.appending(path: "openapi-generator-config.yaml")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(configuration.utf8).write(to: config)
        } catch {
            throw Refusal(description: "cannot write the generator's settings: \(error.localizedDescription)")
        }
        let run = Command.run(
            tools.generator.path,
            ["generate", "--config", config.path, "--output-directory", folder.path, document.path])
        guard run.status == 0 else {
            // Its messages name the document and the place: "openapi.yaml: error: …". It prints
            // each twice (a diagnostic, then the error it exits with) after its settings.
            // Its settings' last line and the first message share a line: each message is taken
            // from the document's path on.
            var seen: Set<String> = []
            let errors = run.text.split(separator: "\n").compactMap { line -> String? in
                guard !line.hasPrefix("Error: "), let start = line.range(of: document.path + ":"),
                    line[start.upperBound...].contains("error:")
                else { return nil }
                let message = String(line[start.lowerBound...])
                return seen.insert(message).inserted ? message : nil
            }
            throw Refusal(
                description: "swift-openapi-generator refused \(document.lastPathComponent): "
                    + (errors.isEmpty ? run.text : errors.joined(separator: "\n")))
        }
    }

    /// `planJSON` with the live server replaced by `server`, an http or https URL (`validate()`
    /// checked it).
    private static func plan(_ planJSON: String, server: String) throws(Refusal) -> String {
        do {
            var plan = try JSONDecoder().decode(OpenAPISource.Plan.self, from: Data(planJSON.utf8))
            plan.serverURL = server
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(plan), as: UTF8.self) + "\n"
        } catch {
            throw Refusal(description: "the plan openapi-feature printed does not read: \(error)")
        }
    }
}
