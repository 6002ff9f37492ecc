public import Foundation

/// Checks a tree of SwiftPM packages against the module boundary rules.
///
/// ```swift
/// let rules = try RuleSet(contentsOf: root.appending(path: "boundaries.json"))
/// let report = try await BoundaryChecker(root: root, rules: rules).check()
/// report.findings.forEach { print($0) }
/// ```
public struct BoundaryChecker: Sendable {
    /// The result of a check.
    public struct Report: Sendable {
        /// Every error and warning, sorted by file and line.
        public var findings: [Finding]
        /// The declared graph of the tree's own targets.
        public var graph: ModuleGraph
        /// The same graph by layer: each feature's modules merged into the layer rule they
        /// match (`{feature}Api`, `{feature}Domain`, `{feature}Feature`…), so it reads the same
        /// at any number of features.
        public var layers: ModuleGraph
        /// The findings that fail the check.
        public var errors: [Finding] { findings.filter { $0.severity == .error } }
    }

    let root: URL
    let rules: RuleSet

    /// The build plugin that writes, in a target that uses it, the code that lists every feature
    /// the target depends on, importing their modules: a feature's module the target declares
    /// counts as imported there.
    static let featureRegistry = "FeatureRegistry"

    /// Creates a checker for the tree at `root`.
    public init(root: URL, rules: RuleSet) {
        self.root = root.standardizedFileURL
        self.rules = rules
    }

    /// Loads every package's manifest from SwiftPM, scans every target's imports, and applies the rules.
    public func check() async throws -> Report {
        let manifests = try await PackageLoader.load(
            PackageLoader.packageDirectories(in: root, excluding: rules.exclude))
        let index = TargetIndex(manifests)
        var findings: [Finding] = []
        var importEdges: [String: [String]] = [:]
        var importSites: [String: (file: String, line: Int)] = [:]
        var graph: [(String, [String])] = []

        let targets = manifests.flatMap { manifest in manifest.targets.map { (manifest, $0) } }
        var scanned = ImportScanner.imports(below: targets.map { $0.0.sourceDirectory(of: $0.1) })[...]

        for manifest in manifests {
            let manifestFile = manifest.directory.appending(path: "Package.swift")
            let manifestText = (try? String(contentsOf: manifestFile, encoding: .utf8)) ?? ""
            let manifestLines = manifestText.split(separator: "\n", omittingEmptySubsequences: false)
            for target in manifest.targets {
                let declared = index.declaredModules(of: target, in: manifest)
                var imported: Set<String> = []
                for (file, imports) in scanned.removeFirst() {
                    let path = relativePath(file)
                    for statement in imports where statement.module != target.moduleName {
                        imported.insert(statement.module)
                        if rules.systemModules.contains(statement.module) { continue }
                        findings += check(statement, in: path, target: target, declared: declared.all)
                        if !target.isTest, index.isOwnModule(statement.module) {
                            importEdges[target.moduleName, default: []].append(statement.module)
                            let key = "\(target.moduleName)->\(statement.module)"
                            if importSites[key] == nil { importSites[key] = (path, statement.line) }
                        }
                    }
                }
                if target.plugins.contains(Self.featureRegistry) {
                    imported.formUnion(
                        declared.all.filter { module in
                            rules.featureLayers.contains { $0.match(module) != nil }
                        })
                }
                findings += unusedDependencies(
                    of: target, declared: declared, imported: imported, manifest: manifest,
                    manifestLines: manifestLines)
                if !target.isTest { graph.append((target.name, declared.ownTargets)) }
            }
        }
        for cycle in CycleFinder.cycles(in: importEdges) {
            let closing = "\(cycle[cycle.count - 1])->\(cycle[0])"
            let site = importSites[closing] ?? ("Package.swift", 1)
            findings.append(
                Finding(
                    severity: .error, file: site.file, line: site.line, rule: "dependency-cycle",
                    message:
                        "\((cycle + [cycle[0]]).joined(separator: " → ")); break the cycle by moving the shared "
                        + "code into a lower module or passing a closure in"))
        }
        let moduleGraph = ModuleGraph(edges: graph)
        return Report(
            findings: findings.sorted(), graph: moduleGraph,
            layers: moduleGraph.merged(by: rules.featureLayers))
    }

    private func check(
        _ statement: ImportStatement, in path: String, target: PackageManifest.Target, declared: Set<String>
    ) -> [Finding] {
        var findings: [Finding] = []
        func add(_ rule: String, _ message: String) {
            findings.append(
                Finding(severity: .error, file: path, line: statement.line, rule: rule, message: message))
        }
        let module = statement.module
        if !target.isTest {
            if let rule = rules.forbiddenRule(target: target.name, importing: module) {
                add(rule.name, "\(target.name) must not import \(module); \(rule.instead)")
            } else if let allowed = rules.allowedImports(of: target.name) {
                if !allowed.contains(where: { $0.0.match(module, feature: $0.feature) != nil }) {
                    let list = allowed.map(\.0.text).joined(separator: ", ")
                    add("layer", "\(target.name) may not import \(module); it may import only \(list)")
                }
            } else {
                add(
                    "unlisted-module",
                    "no layer rule in boundaries.json covers \(target.name); add one that says what it may import"
                )
            }
        }
        if !declared.contains(module) {
            add(
                "undeclared-import",
                "\(module) is not a declared dependency of \(target.name); add it to the target's dependencies in Package.swift"
            )
        }
        return findings
    }

    private func unusedDependencies(
        of target: PackageManifest.Target, declared: TargetIndex.Declared, imported: Set<String>,
        manifest: PackageManifest, manifestLines: [Substring]
    ) -> [Finding] {
        let unused = declared.byDependency.filter { !$0.1.isEmpty && $0.1.isDisjoint(with: imported) }
        guard !unused.isEmpty else { return [] }
        let line = Self.line(declaring: target.name, in: manifestLines)
        let file = relativePath(manifest.directory.appending(path: "Package.swift"))
        return unused.map { dependency, _ in
            Finding(
                severity: .warning, file: file, line: line, rule: "unused-dependency",
                message:
                    "\(target.name) declares \(dependency) but never imports it; remove it from its dependencies"
            )
        }
    }

    /// The line of the target's declaration: the first `name: "X"` that is not a product's.
    private static func line(declaring target: String, in lines: [Substring]) -> Int {
        let products = [".library(", ".executable(", ".product("]
        let index = lines.firstIndex { line in
            line.contains("name: \"\(target)\"") && !products.contains { line.contains($0) }
        }
        return (index ?? 0) + 1
    }

    func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        if path == root.path || path + "/" == root.path { return "" }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
