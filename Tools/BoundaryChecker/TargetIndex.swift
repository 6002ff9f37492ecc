import Foundation

/// Resolves what each target declares to the module names it may then import.
struct TargetIndex {
    struct Declared {
        /// Every module the target may import by its declarations.
        var all: Set<String>
        /// Each declared dependency (by name) and the importable modules it provides; executables
        /// provide none (a test depends on them to get them built, not to import them), nor do
        /// build plugins (they run at build time).
        var byDependency: [(String, Set<String>)]
        /// The tree's own targets it depends on, for the graph.
        var ownTargets: [String]
    }

    private let manifests: [PackageManifest]
    private let ownModules: Set<String>

    init(_ manifests: [PackageManifest]) {
        self.manifests = manifests
        self.ownModules = Set(manifests.flatMap { $0.targets.map(\.moduleName) })
    }

    /// Whether `module` is a target of the tree (not an external package or the toolchain).
    func isOwnModule(_ module: String) -> Bool { ownModules.contains(module) }

    func declaredModules(of target: PackageManifest.Target, in manifest: PackageManifest) -> Declared {
        var byDependency: [(String, Set<String>)] = []
        var ownTargets: [String] = []
        for dependency in target.dependencies {
            let (name, targets) = resolve(dependency, in: manifest)
            let own = targets.compactMap { found in found.target.map { (found.manifest, $0) } }
            ownTargets += own.map(\.1.name)
            let importable = targets.compactMap { found -> String? in
                guard let target = found.target else { return found.externalModule }
                return ["executable", "plugin"].contains(target.type) ? nil : target.moduleName
            }
            byDependency.append((name, Set(importable)))
        }
        return Declared(
            all: Set(byDependency.flatMap(\.1)), byDependency: byDependency, ownTargets: ownTargets)
    }

    private struct Found {
        var manifest: PackageManifest?
        var target: PackageManifest.Target?
        var externalModule: String?
    }

    private func resolve(_ dependency: PackageManifest.Dependency, in manifest: PackageManifest) -> (
        String, [Found]
    ) {
        switch dependency {
        case let .target(name):
            return (name, targets(named: [name], in: manifest))
        case let .byName(name):
            if manifest.targets.contains(where: { $0.name == name }) {
                return (name, targets(named: [name], in: manifest))
            }
            if let owner = manifests.first(where: { $0.products[name] != nil }),
                let names = owner.products[name]
            {
                return (name, targets(named: names, in: owner))
            }
            return (name, [Found(externalModule: PackageManifest.Target.moduleName(name))])
        case let .product(name, package):
            let owner = manifests.first {
                $0.name.lowercased() == package.lowercased()
                    || $0.directory.lastPathComponent.lowercased() == package.lowercased()
            }
            if let owner, let names = owner.products[name] { return (name, targets(named: names, in: owner)) }
            return (name, [Found(externalModule: PackageManifest.Target.moduleName(name))])
        }
    }

    private func targets(named names: [String], in manifest: PackageManifest) -> [Found] {
        names.compactMap { name in
            manifest.targets.first { $0.name == name }.map { Found(manifest: manifest, target: $0) }
        }
    }
}
