import Foundation

/// The declared dependency graph of the tree's own (non-test) targets.
public struct ModuleGraph: Sendable, Equatable {
    /// Each target's name and the names of the tree's targets it depends on, in declaration order.
    public var edges: [(target: String, dependencies: [String])]

    /// A graph of each target's `dependencies`, as the manifests declare them.
    public init(edges: [(target: String, dependencies: [String])]) {
        self.edges = edges.sorted { $0.target < $1.target }
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

    /// Mermaid ids may not contain `-`: such names get an id and a label.
    private static func node(_ name: String) -> String {
        name.contains("-") ? "\(name.replacingOccurrences(of: "-", with: "_"))[\(name)]" : name
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
