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
            """)

    @Argument(help: "The root of the tree to check.")
    var path = "."

    @Option(help: "The rules file (default: boundaries.json at the root).")
    var rules: String?

    @Option(help: ArgumentHelp("Print the module graph instead of checking.", valueName: "mermaid|dot"))
    var graph: GraphFormat?

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
        let report: BoundaryChecker.Report
        do {
            report = try await BoundaryChecker(root: root, rules: ruleSet).check()
        } catch {
            FileHandle.standardError.write(Data("check-boundaries: \(error)\n".utf8))
            throw ExitCode(2)
        }
        switch graph {
        case .mermaid: print(report.graph.mermaid)
        case .dot: print(report.graph.dot)
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
