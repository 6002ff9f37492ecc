import BoundaryChecker
import Foundation
import Stencil

/// The templates a feature is written from: which files of `Tools/FeatureTemplates` a kind of
/// feature takes, the partials they include, and each rendered with Stencil and laid out by
/// `swift format`.
extension FeatureGenerator {
    /// One template: the folder of its kind and its path there.
    struct Template {
        var folder: URL
        var path: String
    }

    /// The templates of a feature: the ordinary ones, or for a feature over an OpenAPI document
    /// those in `OpenAPI/` over them, without what only a feature of our own backend has (the
    /// Backend's controller, the fidelity suite, the hand-written Api layer and its tests).
    func templateFiles(openAPI: Bool) throws(GeneratorError) -> [Template] {
        let ordinary = try stencils(in: templates).filter { path in
            !path.hasPrefix(Self.openAPIFolder + "/")
                && !(openAPI && Self.ownBackendOnly.contains { path.hasPrefix($0) })
        }
        guard openAPI else { return ordinary.map { Template(folder: templates, path: $0) } }
        let folder = templates.appending(path: Self.openAPIFolder, directoryHint: .isDirectory)
        let overlay = try stencils(in: folder)
        return
            (ordinary.filter { !overlay.contains($0) }.map { Template(folder: templates, path: $0) }
            + overlay.map { Template(folder: folder, path: $0) }).sorted { $0.path < $1.path }
    }

    /// What templates of both kinds share: the files in `Partials/`, which a template
    /// `{% include %}`s by name.
    private func partials() throws -> DictionaryLoader {
        let folder = templates.appending(path: "Partials", directoryHint: .isDirectory)
        var partials: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            partials[name] = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
        }
        return DictionaryLoader(templates: partials)
    }

    /// The folder of the templates of a feature over an OpenAPI document.
    static let openAPIFolder = "OpenAPI"

    /// What only a feature served by our own Backend has.
    static let ownBackendOnly = [
        "BackendPackage/", "Tools/Fidelity/", "__Name__Package/Sources/__Name__Api/",
        "__Name__Package/Tests/__Name__ApiTests/",
    ]

    /// The `*.stencil` files under `folder`, by path relative to it.
    private func stencils(in folder: URL) throws(GeneratorError) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { throw GeneratorError("no templates at \(folder.path)") }
        let base = folder.standardizedFileURL.path + "/"
        let files = enumerator.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }
            .filter { $0.hasSuffix(".stencil") }
            .sorted()
        guard !files.isEmpty else { throw GeneratorError("no templates (*.stencil) in \(folder.path)") }
        return files
    }

    /// `__Name__Package/Sources/__Name__Api/__Item__ApiModel.swift.stencil` →
    /// `TrailsPackage/Sources/TrailsApi/TrailApiModel.swift`.
    static func path(of template: String, for feature: FeatureName) -> String {
        String(template.dropLast(".stencil".count))
            .replacingOccurrences(of: "__Name__", with: feature.name)
            .replacingOccurrences(of: "__Item__", with: feature.item)
            .replacingOccurrences(of: "__name__", with: feature.lower)
    }

    func render(_ template: Template, for feature: FeatureName, openAPI: OpenAPISource?)
        async throws(GeneratorError) -> String
    {
        var context: [String: Any] = [
            "Name": feature.name, "Item": feature.item, "name": feature.lower, "item": feature.itemLower,
            "migrationVersion": feature.migrationVersion,
        ]
        context.merge(openAPI?.context ?? [:]) { _, new in new }
        let rendered: String
        do {
            let text = try String(contentsOf: template.folder.appending(path: template.path), encoding: .utf8)
            rendered = try Environment(loader: try partials(), trimBehaviour: .smart).renderTemplate(
                string: text, context: context)
        } catch {
            throw GeneratorError("template \(template.path) did not render: \(error)")
        }
        return template.path.hasSuffix(".swift.stencil") ? await laidOut(rendered) : rendered
    }

    /// `source` laid out by `swift format` with the tree's `.swift-format`, as `scripts/lint`
    /// wants it whatever the feature's name makes a line's length; as it is when swift-format
    /// cannot run. Adding and removing both render through here, so a removal still knows its
    /// own files.
    ///
    /// swift-format runs on a thread of its own (`onThreadOfItsOwn`).
    private func laidOut(_ source: String) async -> String {
        let configuration = root.appending(path: ".swift-format")
        return await onThreadOfItsOwn { Self.laidOut(source, configuration: configuration) }
    }

    private static func laidOut(_ source: String, configuration: URL) -> String {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["swift", "format", "format", "--configuration", configuration.path]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return source }
        // swift-format reads all of its input before it writes: the writes cannot block on it.
        input.fileHandleForWriting.write(Data(source.utf8))
        try? input.fileHandleForWriting.close()
        let formatted = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return source }
        return String(decoding: formatted, as: UTF8.self)
    }
}
