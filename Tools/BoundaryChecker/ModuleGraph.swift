import Foundation

/// The declared dependency graph of the tree's own (non-test) targets.
public struct ModuleGraph: Sendable, Equatable {
    /// Each target's name and the names of the tree's targets it depends on, in declaration order.
    public var edges: [(target: String, dependencies: [String])]

    /// A graph of each target's `dependencies`, as the manifests declare them.
    public init(edges: [(target: String, dependencies: [String])]) {
        self.edges = edges.sorted { $0.target < $1.target }
    }

    /// The graph with every module named by the first of `patterns` it matches merged into one
    /// node named by that pattern (`LandmarksDomain` and `ReservationsDomain` into
    /// `{feature}Domain`), each edge kept once and sorted: the same graph whether there are 2
    /// features or 50.
    /// A feature is a name that binds `{feature}` in more than one pattern (`Landmarks` in
    /// `LandmarksApi` and `LandmarksDomain`): `LoggerTestSupport` alone stays a module of its own.
    func merged(by patterns: [Pattern]) -> ModuleGraph {
        let names = Set(edges.flatMap { [$0.target] + $0.dependencies })
        var patternsBound: [String: Int] = [:]
        for name in names {
            for pattern in patterns {
                if let feature = pattern.match(name) { patternsBound[feature, default: 0] += 1 }
            }
        }
        func node(_ name: String) -> String {
            patterns.first { pattern in
                pattern.match(name).map { patternsBound[$0, default: 0] > 1 } ?? false
            }?.text ?? name
        }
        var order: [String] = []
        var dependencies: [String: [String]] = [:]
        for (target, targetDependencies) in edges {
            let merged = node(target)
            if dependencies[merged] == nil { order.append(merged) }
            for dependency in targetDependencies.map(node)
            where !dependencies[merged, default: []].contains(dependency) {
                dependencies[merged, default: []].append(dependency)
            }
        }
        return ModuleGraph(edges: order.map { ($0, (dependencies[$0] ?? []).sorted()) })
    }

    /// A Mermaid flowchart, one edge per line.
    public var mermaid: String {
        var lines = ["graph TD"]
        for (target, dependencies) in edges {
            for dependency in dependencies {
                lines.append("    \(Self.node(target)) --> \(Self.node(dependency))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A Graphviz digraph, one edge per line.
    public var dot: String {
        var lines = ["digraph modules {", "    rankdir=TB;"]
        for (target, dependencies) in edges {
            for dependency in dependencies { lines.append("    \"\(target)\" -> \"\(dependency)\";") }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Mermaid ids may not contain `-`: such names get an id and a label; a pattern's
    /// `{feature}` becomes `each_` in the id, and its label is quoted.
    private static func node(_ name: String) -> String {
        if name.contains("{") {
            let id = name.replacingOccurrences(of: "{feature}", with: "each_").replacingOccurrences(
                of: "-", with: "_")
            return "\(id)[\"\(name)\"]"
        }
        return name.contains("-") ? "\(name.replacingOccurrences(of: "-", with: "_"))[\(name)]" : name
    }

    /// Graphs are equal when they have the same modules and the same edges, in any order.
    public static func == (lhs: ModuleGraph, rhs: ModuleGraph) -> Bool {
        lhs.edges.map(\.target) == rhs.edges.map(\.target)
            && lhs.edges.map(\.dependencies) == rhs.edges.map(\.dependencies)
    }
}

/// Finds cycles in a directed graph whose edges carry a location.
enum CycleFinder {
    /// Each cycle once, as its nodes in order (first node not repeated), found by depth-first search.
    static func cycles(in edges: [String: [String]]) -> [[String]] {
        var state: [String: Int] = [:]  // 1: on the current path, 2: finished
        var path: [String] = []
        var found: [[String]] = []
        func visit(_ node: String) {
            state[node] = 1
            path.append(node)
            for next in edges[node, default: []].sorted() {
                switch state[next] {
                case 1:
                    if let start = path.firstIndex(of: next) { found.append(Array(path[start...])) }
                case nil:
                    visit(next)
                default:
                    break
                }
            }
            path.removeLast()
            state[node] = 2
        }
        for node in edges.keys.sorted() where state[node] == nil { visit(node) }
        return found
    }
}
