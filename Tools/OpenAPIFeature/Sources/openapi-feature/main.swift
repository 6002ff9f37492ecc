import ArgumentParser
import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import Yams

/// Reads an OpenAPI document and prints, as JSON, the plan of the feature that lists and shows
/// its resource; `new-feature --from-openapi` runs it after swift-openapi-generator accepted the
/// document, and writes the feature from the plan.
struct OpenAPIFeatureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openapi-feature",
        abstract: "Plan the feature that lists and shows an OpenAPI document's resource, as JSON.",
        discussion: """
            Exits 65 with one sentence when the document has nothing a list and a detail screen \
            can show, or no example for a response the feature shows. Run by `new-feature \
            --from-openapi`; not needed to build a feature.
            """)

    @Argument(help: "The OpenAPI document, YAML or JSON, version 3.0 or 3.1.")
    var document: String

    @Option(help: "The resource to show: a schema's name or a list path's last segment.")
    var resource: String?

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: document, encoding: .utf8)
        } catch {
            throw refuse("Cannot read \(document): \(error.localizedDescription)")
        }
        let parsed: OpenAPIKit.OpenAPI.Document
        do {
            let version = try YAMLDecoder().decode(Version.self, from: text).openapi
            if version.hasPrefix("3.0") {
                parsed = try YAMLDecoder().decode(OpenAPIKit30.OpenAPI.Document.self, from: text).convert(
                    to: .v3_1_0)
            } else {
                parsed = try YAMLDecoder().decode(OpenAPIKit.OpenAPI.Document.self, from: text)
            }
        } catch {
            throw refuse("\(document) is not an OpenAPI document OpenAPIKit reads: \(error)")
        }
        do {
            let plan = try Planner(document: parsed).plan(resource: resource)
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

    private struct Version: Decodable {
        var openapi: String
    }
}

OpenAPIFeatureCommand.main()
