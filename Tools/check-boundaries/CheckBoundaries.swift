import ArgumentParser
import BoundaryChecker
import Foundation

/// Checks the module boundaries of a tree of SwiftPM packages.
@main
struct CheckBoundaries: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-boundaries",
        abstract: "Check that every import follows the layer rules and is a declared dependency.",
        discussion: """
            Reads each package's targets and dependencies from SwiftPM (swift package dump-package), \
            scans every Swift file's imports, and applies the rules in boundaries.json. Prints each \
            violation as path:line: rule: what to do instead, and exits 1 if there is any.

            Examples:
              check-boundaries
              check-boundaries --graph mermaid
              check-boundaries --graph mermaid --layers
              check-boundaries --affected LandmarksPackage/Sources/LandmarksFeature/LandmarksModel.swift

            --affected prints what a change to the files reaches (scripts/test --changed reads \
            it), one line each, tab-separated: "changed TARGET FILES", "reached TARGET depends on \
            TARGET", "unplaced FILE" (in no target and no manifest) and "tests PACKAGE TARGETS" \
            (the test targets touched or reached, by package folder; "." is the root).
            """)

    @Argument(help: "The root of the tree to check.")
    var path = "."

    @Option(help: "The rules file (default: boundaries.json at the root).")
    var rules: String?

    @Option(help: ArgumentHelp("Print the module graph instead of checking.", valueName: "mermaid|dot"))
    var graph: GraphFormat?

    @Flag(
        help:
            "With --graph: merge each feature's modules into their layer ({feature}Domain…), the same at any number of features."
    )
    var layers = false

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Print what a change to these files (relative to the root) reaches, instead of checking.",
            valueName: "file"))
    var affected: [String] = []

    enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
        case mermaid, dot
    }

    /// Where in the rules file decoding stopped, and why, without Foundation's type dump.
    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context):
            return "'\(key.stringValue)' is missing at \(path(context))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "the top level" : path
    }

    func validate() throws {
        if graph != nil && !affected.isEmpty { throw ValidationError("give --graph or --affected, not both") }
        if layers && graph == nil {
            throw ValidationError("--layers draws the graph: give --graph mermaid or --graph dot too")
        }
    }

    func run() async throws {
        let root = URL(filePath: path, directoryHint: .isDirectory).standardizedFileURL
        let rulesURL = rules.map { URL(filePath: $0) } ?? root.appending(path: "boundaries.json")
        guard FileManager.default.fileExists(atPath: rulesURL.path) else {
            throw ValidationError(
                rules == nil
                    ? "\(root.path) is not a repository root (no boundaries.json): pass the folder that holds it, or --rules"
                    : "there is no rules file at \(rulesURL.path)")
        }
        let ruleSet: RuleSet
        do {
            ruleSet = try RuleSet(contentsOf: rulesURL)
        } catch let error as DecodingError {
            throw ValidationError("the rules file \(rulesURL.path) is not valid: \(Self.describe(error))")
        } catch {
            throw ValidationError(
                "cannot read the rules file \(rulesURL.path): \(error.localizedDescription)")
        }
        if !affected.isEmpty {
            do {
                let targets = try await BoundaryChecker(root: root, rules: ruleSet).targets()
                print(ChangeImpact(files: affected, targets: targets).report)
                return
            } catch {
                FileHandle.standardError.write(Data("check-boundaries: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        let report: BoundaryChecker.Report
        do {
            report = try await BoundaryChecker(root: root, rules: ruleSet).check()
        } catch {
            FileHandle.standardError.write(Data("check-boundaries: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let drawn = layers ? report.layers : report.graph
        switch graph {
        case .mermaid: print(drawn.mermaid)
        case .dot: print(drawn.dot)
        case nil:
            report.findings.forEach { print($0) }
            let errors = report.errors.count
            let warnings = report.findings.count - errors
            FileHandle.standardError.write(
                Data(
                    "check-boundaries: \(errors) violation\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
                        .utf8))
            if errors > 0 { throw ExitCode.failure }
        }
    }
}
