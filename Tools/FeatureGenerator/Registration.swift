import Foundation

/// Lines a feature adds to a file the repository already has, just above a marker line that
/// stays there, so removing the feature removes exactly those lines and the file is as before.
public struct Registration: Sendable, Equatable {
    /// The file, relative to the repository root.
    public var path: String
    /// Text on the marker line.
    public var marker: String
    /// The lines added above it.
    public var lines: [String]

    /// Inserts `lines` into the file at `path`, above the line holding `marker`.
    public init(path: String, marker: String, lines: [String]) {
        self.path = path
        self.marker = marker
        self.lines = lines
    }

    /// The registrations of `feature`: its name in the `features` list of each manifest that
    /// depends on every feature, one per kind: the root's, for the app (its descriptor among
    /// the features composed, in every preset and live, its tab and its links; the preview
    /// gallery draws every composed feature from it) and the fidelity check (its suite), and the
    /// Backend's (its controller: routes, table, schema). The FeatureRegistry plugin lists the
    /// descriptors, the suites and the controllers from those lists at build time. Its harness
    /// is a product of its own package, and `scripts/test` finds the package by its folder, so
    /// neither is registered.
    ///
    /// A feature over someone else's API (`backend` false) has no controller: it is in the
    /// root's list only.
    public static func all(for feature: FeatureName, backend: Bool = true) -> [Registration] {
        let names = "// new-feature: feature names go above this line"
        return (backend ? ["Package.swift", "BackendPackage/Package.swift"] : ["Package.swift"]).map {
            Registration(path: $0, marker: names, lines: ["    \"\(feature.name)\","])
        }
    }

    /// `text` with the lines added above the marker.
    ///
    /// - Throws: when the marker is missing or the lines are already there.
    public func applied(to text: String) throws(GeneratorError) -> String {
        var fileLines = text.components(separatedBy: "\n")
        guard let section = section(in: fileLines) else {
            throw GeneratorError(
                "\(path) has no line '\(marker)' to register the feature at; restore it first")
        }
        guard Self.range(of: lines, in: fileLines, within: section) == nil else {
            throw GeneratorError("\(path) already registers it")
        }
        fileLines.insert(contentsOf: lines, at: section.upperBound)
        return fileLines.joined(separator: "\n")
    }

    /// `text` without the lines ``applied(to:)`` added.
    ///
    /// - Throws: when they are not there (edited by hand, or never added).
    public func removed(from text: String) throws(GeneratorError) -> String {
        var fileLines = text.components(separatedBy: "\n")
        guard let section = section(in: fileLines),
            let range = Self.range(of: lines, in: fileLines, within: section)
        else {
            throw GeneratorError("\(path) does not have the lines the generator added (\(lines[0].trimmed)…)")
        }
        fileLines.removeSubrange(range)
        return fileLines.joined(separator: "\n")
    }

    /// Whether `text` has the lines ``applied(to:)`` adds.
    public func isApplied(in text: String) -> Bool {
        let fileLines = text.components(separatedBy: "\n")
        guard let section = section(in: fileLines) else { return false }
        return Self.range(of: lines, in: fileLines, within: section) != nil
    }

    /// Where this registration's lines go: after the marker line before this one's (any
    /// `new-feature:` line), or the top of the file, up to this one's. So the same line may be
    /// registered in two sections of a file (a product both a harness and the app depend on).
    private func section(in fileLines: [String]) -> Range<Int>? {
        guard let markerIndex = fileLines.firstIndex(where: { $0.contains(marker) }) else { return nil }
        let previous = fileLines[..<markerIndex].lastIndex { $0.contains("new-feature: ") }
        return (previous.map { $0 + 1 } ?? 0)..<markerIndex
    }

    private static func range(of block: [String], in lines: [String], within section: Range<Int>) -> Range<
        Int
    >? {
        guard !block.isEmpty, block.count <= section.count else { return nil }
        for start in section.lowerBound...(section.upperBound - block.count)
        where Array(lines[start..<start + block.count]) == block {
            return start..<start + block.count
        }
        return nil
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
