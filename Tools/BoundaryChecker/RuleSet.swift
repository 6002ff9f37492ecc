public import Foundation

/// The module boundary rules, read from `boundaries.json` at the root of the tree.
public struct RuleSet: Sendable {
    /// Paths, relative to the root, whose packages are not checked (fixture trees).
    var exclude: [String]
    /// Modules every target may import without declaring them (the toolchain's own).
    var systemModules: Set<String>
    /// Who may import whom: a target matching `module` may import what matches `mayImport`.
    var layers: [Layer]
    /// Imports that are always wrong, each with a name and what to do instead.
    var forbidden: [Forbidden]

    struct Layer: Sendable {
        var module: Pattern
        var mayImport: [Pattern]
    }

    struct Forbidden: Sendable {
        var name: String
        var from: [Pattern]
        var to: [Pattern]
        var instead: String
    }

    /// Reads and validates the rules file.
    public init(contentsOf url: URL) throws {
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        exclude = file.exclude ?? []
        systemModules = Set(file.systemModules)
        layers = file.layers.map {
            Layer(module: Pattern($0.module), mayImport: $0.mayImport.map(Pattern.init))
        }
        forbidden = file.forbidden.map {
            Forbidden(
                name: $0.name, from: $0.from.map(Pattern.init), to: $0.to.map(Pattern.init),
                instead: $0.instead)
        }
    }

    private struct File: Decodable {
        var exclude: [String]?
        var systemModules: [String]
        var layers: [LayerEntry]
        var forbidden: [ForbiddenEntry]
    }

    private struct LayerEntry: Decodable {
        var module: String
        var mayImport: [String]
    }

    private struct ForbiddenEntry: Decodable {
        var name: String
        var from: [String]
        var to: [String]
        var instead: String
    }

    /// The layer rules that every feature has one module of (`{feature}Domain`), in the file's order.
    var featureLayers: [Pattern] {
        layers.map(\.module).filter { $0.text.contains("{feature}") }
    }

    /// The first forbidden rule that `target` importing `module` breaks.
    func forbiddenRule(target: String, importing module: String) -> Forbidden? {
        forbidden.first { rule in
            rule.from.contains { from in
                guard let feature = from.match(target) else { return false }
                return rule.to.contains { $0.match(module, feature: feature.isEmpty ? nil : feature) != nil }
            }
        }
    }

    /// What `target` may import, or `nil` when no layer rule covers it.
    func allowedImports(of target: String) -> [(Pattern, feature: String?)]? {
        let matches = layers.compactMap { layer in layer.module.match(target).map { (layer, $0) } }
        guard !matches.isEmpty else { return nil }
        return matches.flatMap { layer, feature in
            layer.mayImport.map { ($0, feature.isEmpty ? nil : feature) }
        }
    }
}
