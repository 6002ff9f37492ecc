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

    /// The registrations of `feature`: the root manifest (its package, its harness's product
    /// and target), `scripts/test` (its package's tests), the Backend (its routes, table and
    /// schema) and the app (its services and its tab).
    public static func all(for feature: FeatureName) -> [Registration] {
        let name = feature.name
        let harness = "\(feature.lower)-preview"
        return [
            Registration(
                path: "Package.swift", marker: "// new-feature: harness products go above this line",
                lines: ["        .executable(name: \"\(harness)\", targets: [\"\(harness)\"]),"]),
            Registration(
                path: "Package.swift", marker: "// new-feature: feature packages go above this line",
                lines: ["        .package(path: \"\(name)Package\"),"]),
            Registration(
                path: "Package.swift", marker: "// new-feature: harness targets go above this line",
                lines: [
                    "        .executableTarget(",
                    "            name: \"\(harness)\",",
                    "            dependencies: [",
                    "                \"PreviewSupport\",",
                    "                .product(name: \"LaunchSupport\", package: \"CommonPackage\"),",
                    "                .product(name: \"ArgumentParser\", package: \"swift-argument-parser\"),",
                    "                .product(name: \"\(name)Feature\", package: \"\(name)Package\"),",
                    "            ],",
                    "            path: \"PreviewApps/\(harness)\"",
                    "        ),",
                ]),
            Registration(
                path: "scripts/test", marker: "# new-feature: feature packages go above this line",
                lines: ["    \(name)Package"]),
        ] + backend(feature) + app(feature) + fidelity(feature)
    }

    /// The fidelity check's side: the suite the generator wrote (`Tools/Fidelity`) among the
    /// suites `check-fidelity` runs, with the identifiers of the feature's fixtures kept.
    static func fidelity(_ feature: FeatureName) -> [Registration] {
        let (name, lower, item) = (feature.name, feature.lower, feature.item)
        let check = "Tools/Fidelity/FidelityCheck.swift"
        return [
            Registration(
                path: "Package.swift",
                marker: "// new-feature: feature Domain modules of the fidelity suites go above this line",
                lines: ["                .product(name: \"\(name)Domain\", package: \"\(name)Package\"),"]),
            Registration(
                path: check, marker: "// new-feature: feature Domain imports go above this line",
                lines: ["import \(name)Domain"]),
            Registration(
                path: check, marker: "// new-feature: fidelity suites go above this line",
                lines: [
                    "            AnySuite(.\(lower), known: known.union(\(item).fixtures.map(\\.id))) { service in",
                    "                _ = await deliveries(\"warm\", service.fetchAll(.networkOnly))",
                    "            },",
                ]),
        ]
    }

    /// The Backend's side: its package, and its controller (routes, table, schema) among the
    /// features the server has.
    static func backend(_ feature: FeatureName) -> [Registration] {
        let name = feature.name
        return [
            Registration(
                path: "BackendPackage/Package.swift",
                marker: "// new-feature: feature packages go above this line",
                lines: ["        .package(path: \"../\(name)Package\"),"]),
            Registration(
                path: "BackendPackage/Package.swift",
                marker: "// new-feature: feature Api modules go above this line",
                lines: ["                .product(name: \"\(name)Api\", package: \"\(name)Package\"),"]),
            Registration(
                path: "BackendPackage/Sources/Backend/FeatureBackend.swift",
                marker: "// new-feature: feature backends go above this line",
                lines: ["        \(name)Controller.self,"]),
        ]
    }

    /// The app's side: its modules, and its descriptor among the features the app composes
    /// (its services in every preset and live, its tab and its links). The preview gallery
    /// needs nothing more: it draws every composed feature from its descriptor, and a story says
    /// itself why a link cannot end it.
    static func app(_ feature: FeatureName) -> [Registration] {
        let name = feature.name
        let composition = "AppComposition/Sources/AppComposition/Composition+App.swift"
        return [
            Registration(
                path: "Package.swift",
                marker: "// new-feature: feature modules of the app go above this line",
                lines: ["                .product(name: \"\(name)Feature\", package: \"\(name)Package\"),"]),
            Registration(
                path: composition, marker: "// new-feature: feature imports go above this line",
                lines: ["import \(name)Feature"]),
            Registration(
                path: composition, marker: "// new-feature: composed features go above this line",
                lines: ["            \(name)Descriptor.self,"]),
        ]
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
