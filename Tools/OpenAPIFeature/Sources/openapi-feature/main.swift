import ArgumentParser
import Foundation
import OpenAPIFeaturePlanning

/// Reads an OpenAPI document and prints, as JSON, the plan of the feature that lists and shows
/// its resource; `new-feature --from-openapi` runs it first, then swift-openapi-generator on
/// the two operations the plan names, and writes the feature from the plan.
struct OpenAPIFeatureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openapi-feature",
        abstract: "Plan the feature that lists and shows an OpenAPI document's resource, as JSON.",
        discussion: """
            Exits 65 with one sentence when the document cannot give a list and a detail screen: \
            it does not read, refers to a component it does not define, has no resource, or \
            needs a parameter value nobody gave. Run by `new-feature --from-openapi`; not needed \
            to build a feature.
            """)

    @Argument(help: "The OpenAPI document, YAML or JSON, version 3.0 or 3.1.")
    var document: String

    @Option(help: "The resource to show: a schema's name or a list path's last segment.")
    var resource: String?

    @Option(
        name: .customLong("parameter"),
        help: ArgumentHelp(
            "A value for a required parameter the feature cannot choose.", valueName: "name=value"))
    var parameters: [String] = []

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: document, encoding: .utf8)
        } catch {
            throw refuse("Cannot read \(document): \(error.localizedDescription)")
        }
        var values: [String: String] = [:]
        for parameter in parameters {
            guard let equals = parameter.firstIndex(of: "="), equals != parameter.startIndex else {
                throw refuse("--parameter takes NAME=VALUE, not '\(parameter)'.")
            }
            values[String(parameter[..<equals])] = String(parameter[parameter.index(after: equals)...])
        }
        do {
            let name = URL(filePath: document).lastPathComponent
            let parsed = try DocumentLoader.load(text, named: name)
            let plan = try Planner(document: parsed, parameters: values).plan(resource: resource)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(plan), as: UTF8.self))
        } catch let refusal as Refusal {
            throw refuse(refusal.description)
        }
    }

    private func refuse(_ sentence: String) -> ExitCode {
        FileHandle.standardError.write(Data((sentence + "\n").utf8))
        return ExitCode(65)
    }
}

OpenAPIFeatureCommand.main()
