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

    /// Creates a registration.
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
                    "                .product(name: \"DesignSystem\", package: \"CommonPackage\"),",
                    "                .product(name: \"\(name)Feature\", package: \"\(name)Package\"),",
                    "                .product(name: \"\(name)Domain\", package: \"\(name)Package\"),",
                    "                .product(name: \"ArgumentParser\", package: \"swift-argument-parser\"),",
                    "            ],",
                    "            path: \"PreviewApps/\(harness)\"",
                    "        ),",
                ]),
            Registration(
                path: "scripts/test", marker: "# new-feature: feature packages go above this line",
                lines: ["    \(name)Package"]),
        ] + backend(feature) + app(feature)
    }

    /// The Backend's side: its package, and its controller (routes, table, schema) among the
    /// features the server has.
    static func backend(_ feature: FeatureName) -> [Registration] {
        let name = feature.name
        return [
            Registration(
                path: "BackendPackage/Package.swift", marker: "// new-feature: feature packages go above this line",
                lines: ["        .package(path: \"../\(name)Package\"),"]),
            Registration(
                path: "BackendPackage/Package.swift", marker: "// new-feature: feature Api modules go above this line",
                lines: ["                .product(name: \"\(name)Api\", package: \"\(name)Package\"),"]),
            Registration(
                path: "BackendPackage/Sources/Backend/FeatureBackend.swift",
                marker: "// new-feature: feature backends go above this line",
                lines: ["        \(name)Controller.self,"]),
        ]
    }

    /// The app's side: its modules, and its entry (its services in every preset and live, and
    /// its tab; a file of its own) among the features the app composes.
    static func app(_ feature: FeatureName) -> [Registration] {
        let name = feature.name
        let composition = "AppComposition/Sources/AppComposition"
        return [
            Registration(
                path: "Package.swift", marker: "// new-feature: feature modules of the app go above this line",
                // Domain first: the harness target lists the same two the other way round, and
                // each registration's lines must be found exactly once.
                lines: [
                    "                .product(name: \"\(name)Domain\", package: \"\(name)Package\"),",
                    "                .product(name: \"\(name)Feature\", package: \"\(name)Package\"),",
                ]),
            Registration(
                path: "\(composition)/ComposedFeature.swift", marker: "// new-feature: composed features go above this line",
                lines: ["            \(name)Entry.self,"]),
        ] + gallery(feature)
    }

    /// The preview gallery's side: its modules, and the feature among those it draws.
    static func gallery(_ feature: FeatureName) -> [Registration] {
        let (name, item, lower) = (feature.name, feature.item, feature.lower)
        let gallery = "Tools/preview-gallery/GalleryFeatures.swift"
        return [
            Registration(
                path: "Package.swift", marker: "// new-feature: feature modules of the gallery go above this line",
                // One line: the two lines the app's registration adds must be found only there.
                lines: [
                    "                .product(name: \"\(name)Feature\", package: \"\(name)Package\"), .product(name: \"\(name)Domain\", package: \"\(name)Package\"),"
                ]),
            Registration(
                path: gallery, marker: "// new-feature: feature imports of the gallery go above this line",
                lines: ["import \(name)Domain", "import \(name)Feature"]),
            Registration(
                path: gallery, marker: "// new-feature: gallery features go above this line",
                lines: [
                    "    GalleryFeature(\"\(lower)\", stories: \(name)Stories.all, showsDates: false) { scene in",
                    "        let (service, cleanup) = try await services(\(item)Service.presets, scene)",
                    "        return StagedScreen(FeatureHost(\(name)Model(store: \(item)Store(service: service))), cleanup: cleanup)",
                    "    },",
                ]),
            Registration(
                path: gallery, marker: "// new-feature: stories a link cannot end go above this line",
                lines: [
                    "    \"\(lower)/open\": "
                        + "\"leaves the selection on the \(feature.itemLower) it opened, which a link does not carry\","
                ]),
        ]
    }

    /// `text` with the lines added above the marker.
    ///
    /// - Throws: when the marker is missing or the lines are already there.
    public func applied(to text: String) throws(GeneratorError) -> String {
        var fileLines = text.components(separatedBy: "\n")
        guard let markerIndex = fileLines.firstIndex(where: { $0.contains(marker) }) else {
            throw GeneratorError("\(path) has no line '\(marker)' to register the feature at; restore it first")
        }
        guard Self.range(of: lines, in: fileLines) == nil else {
            throw GeneratorError("\(path) already registers it")
        }
        fileLines.insert(contentsOf: lines, at: markerIndex)
        return fileLines.joined(separator: "\n")
    }

    /// `text` without the lines ``applied(to:)`` added.
    ///
    /// - Throws: when they are not there (edited by hand, or never added).
    public func removed(from text: String) throws(GeneratorError) -> String {
        var fileLines = text.components(separatedBy: "\n")
        guard let range = Self.range(of: lines, in: fileLines) else {
            throw GeneratorError("\(path) does not have the lines the generator added (\(lines[0].trimmed)…)")
        }
        fileLines.removeSubrange(range)
        return fileLines.joined(separator: "\n")
    }

    /// Whether `text` has the lines ``applied(to:)`` adds.
    public func isApplied(in text: String) -> Bool {
        Self.range(of: lines, in: text.components(separatedBy: "\n")) != nil
    }

    private static func range(of block: [String], in lines: [String]) -> Range<Int>? {
        guard !block.isEmpty, block.count <= lines.count else { return nil }
        for start in 0...(lines.count - block.count) where Array(lines[start..<start + block.count]) == block {
            return start..<start + block.count
        }
        return nil
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
