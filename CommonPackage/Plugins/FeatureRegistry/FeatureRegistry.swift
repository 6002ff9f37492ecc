import Foundation
import PackagePlugin

/// Registers every feature with the target that uses it: writes, at build time, the Swift that
/// lists the features its manifest's `features` list names (AppComposition's descriptors, the
/// Backend's controllers, the fidelity check's suites), so a feature is registered in that list
/// and nowhere else.
///
/// The names come from the target's dependencies: each product `{Name}{layer}` of a package
/// `{Name}Package` the target depends on, in the order declared, which the list makes; for the
/// fidelity check, those of them with a behaviour suite (`{Name}Behaviour.swift`) in the target.
@main
struct FeatureRegistry: BuildToolPlugin {
    /// What each target that may use the plugin registers, and the layer whose products name
    /// its features.
    private static let kinds: [String: (kind: String, layer: String)] = [
        "AppComposition": ("app", "Feature"),
        "Backend": ("backend", "Api"),
        "Fidelity": ("fidelity", "Domain"),
    ]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let (kind, layer) = Self.kinds[target.name] else {
            throw FeatureRegistryError(
                "FeatureRegistry registers features with \(Self.kinds.keys.sorted().joined(separator: ", ")), "
                    + "not \(target.name)")
        }
        let packages = Set(context.package.dependencies.map(\.package.displayName))
        var names = target.dependencies.compactMap { dependency -> String? in
            guard case let .product(product) = dependency, product.name.hasSuffix(layer) else { return nil }
            let name = String(product.name.dropLast(layer.count))
            return packages.contains("\(name)Package") ? name : nil
        }
        if kind == "fidelity" {
            // A feature over someone else's API has no routes of ours to check its presets
            // against, and no behaviour suite here: only features with `{Name}Behaviour.swift`.
            let files = Set(target.sourceModule?.sourceFiles.map(\.url.lastPathComponent) ?? [])
            names = names.filter { files.contains("\($0)Behaviour.swift") }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "RegisteredFeatures.swift")
        return [
            .buildCommand(
                displayName: "Registering \(names.joined(separator: ", ")) with \(target.name)",
                executable: try context.tool(named: "feature-registry").url,
                arguments: [kind, output.path] + names,
                outputFiles: [output])
        ]
    }
}

struct FeatureRegistryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
