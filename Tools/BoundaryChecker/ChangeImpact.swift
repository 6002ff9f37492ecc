import Foundation

/// What a change reaches, as Tuist's selective testing decides it: the targets whose files it
/// touches, every target that depends on one of them (from the manifests' declared
/// dependencies, tests included), and so the packages whose tests must run. A body edit in
/// `LandmarksFeature` reaches `LandmarksFeatureTests`, `landmarks-preview`, `AppComposition` and
/// the root's tests of the app, and nothing in `ReservationsPackage`, which cannot see it.
///
/// ```swift
/// let targets = try await BoundaryChecker(root: root, rules: rules).targets()
/// let impact = ChangeImpact(files: ["LandmarksPackage/Sources/LandmarksFeature/LandmarksModel.swift"], targets: targets)
/// impact.tests  // [("LandmarksPackage", ["LandmarksFeatureTests"]), (".", ["AppCompositionTests", …])]
/// ```
public struct ChangeImpact: Sendable {
    /// One target of the tree, as the impact needs it.
    public struct Target: Sendable, Equatable {
        /// Its name: `LandmarksFeature`.
        public var name: String
        /// Its package's folder, relative to the root: `LandmarksPackage`, or `.` for the root.
        public var package: String
        /// Its sources' folder, relative to the root.
        public var sources: String
        /// Whether it is a test target.
        public var isTest: Bool
        /// The tree's own targets it declares a dependency on.
        public var dependencies: [String]

        /// A target of the tree.
        public init(name: String, package: String, sources: String, isTest: Bool, dependencies: [String]) {
            self.name = name
            self.package = package
            self.sources = sources
            self.isTest = isTest
            self.dependencies = dependencies
        }
    }

    /// Each target the change touches, with the files that touch it (its sources, or its
    /// package's manifest, which touches every target of the package).
    public private(set) var changed: [(target: String, files: [String])] = []
    /// Each target reached through its dependencies, with the one it depends on that was
    /// reached first.
    public private(set) var reached: [(target: String, through: String)] = []
    /// Files in no target's sources and no manifest (scripts, documents, the gallery).
    public private(set) var unplaced: [String] = []
    /// Each package with test targets touched or reached, and those test targets, by name.
    public private(set) var tests: [(package: String, targets: [String])] = []

    /// The impact of changing `files` (paths relative to the root) on `targets`.
    public init(files: [String], targets: [Target]) {
        var changedFiles: [String: [String]] = [:]
        for file in files.sorted() {
            let owners = Self.owners(of: file, in: targets)
            if owners.isEmpty { unplaced.append(file) }
            for owner in owners { changedFiles[owner, default: []].append(file) }
        }
        changed = targets.map(\.name).filter { changedFiles[$0] != nil }.map { ($0, changedFiles[$0] ?? []) }

        var dependents: [String: [String]] = [:]
        for target in targets {
            for dependency in target.dependencies { dependents[dependency, default: []].append(target.name) }
        }
        var seen = Set(changed.map(\.target))
        var pending = changed.map(\.target)
        while !pending.isEmpty {
            let target = pending.removeFirst()
            for dependent in dependents[target, default: []] where !seen.contains(dependent) {
                seen.insert(dependent)
                reached.append((dependent, target))
                pending.append(dependent)
            }
        }
        var byPackage: [String: [String]] = [:]
        for target in targets where target.isTest && seen.contains(target.name) {
            byPackage[target.package, default: []].append(target.name)
        }
        tests = byPackage.keys.sorted().map { ($0, byPackage[$0] ?? []) }
    }

    /// The targets `file` belongs to: the one whose sources hold it (the deepest, when folders
    /// nest), or every target of the package whose manifest it is.
    private static func owners(of file: String, in targets: [Target]) -> [String] {
        let folder = (file as NSString).deletingLastPathComponent
        if (file as NSString).lastPathComponent == "Package.swift" {
            return targets.filter { $0.package == (folder.isEmpty ? "." : folder) }.map(\.name)
        }
        let holding = targets.filter {
            file.hasPrefix($0.sources.hasSuffix("/") ? $0.sources : $0.sources + "/")
        }
        return holding.max { $0.sources.count < $1.sources.count }.map { [$0.name] } ?? []
    }

    /// What it chose and why, one line each: `changed`, `reached`, `unplaced` and `tests` lines,
    /// their words separated by tabs, for `scripts/test --changed` to read.
    public var report: String {
        var lines: [String] = []
        for (target, files) in changed { lines.append("changed\t\(target)\t\(files.joined(separator: " "))") }
        for (target, through) in reached { lines.append("reached\t\(target)\tdepends on \(through)") }
        for file in unplaced { lines.append("unplaced\t\(file)") }
        for (package, targets) in tests {
            lines.append("tests\t\(package)\t\(targets.joined(separator: " "))")
        }
        return lines.joined(separator: "\n")
    }
}

extension BoundaryChecker {
    /// Every target of the tree's packages, with its sources and the tree's own targets it
    /// declares a dependency on: what ``ChangeImpact`` needs, without scanning any import.
    public func targets() async throws -> [ChangeImpact.Target] {
        let manifests = try await PackageLoader.load(
            PackageLoader.packageDirectories(in: root, excluding: rules.exclude))
        let index = TargetIndex(manifests)
        return manifests.flatMap { manifest in
            manifest.targets.map { target in
                ChangeImpact.Target(
                    name: target.name, package: relativePath(manifest.directory).nonEmpty ?? ".",
                    sources: relativePath(manifest.sourceDirectory(of: target)), isTest: target.isTest,
                    dependencies: index.declaredModules(of: target, in: manifest).ownTargets)
            }
        }
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
