import Yams

/// Finds the first `$ref` in a document that points at nothing, before any tool reads it: a
/// missing component is named with the line that refers to it, where swift-openapi-generator
/// would print its configuration and a message without the name.
struct ReferenceCheck {
    let root: Node
    /// The document's file name, for the sentence.
    let document: String

    /// - Throws: ``Refusal`` naming the first reference that does not resolve, or that points
    ///   outside the document.
    func check() throws(Refusal) {
        let defined = definedComponents()
        var pending: [Node] = [root]
        while let node = pending.popLast() {
            switch node {
            case let .mapping(mapping):
                for (key, value) in mapping {
                    if key.string == "$ref", let reference = value.string {
                        try resolve(reference, at: value.mark?.line, defined: defined)
                    } else {
                        pending.append(value)
                    }
                }
            case let .sequence(sequence):
                pending.append(contentsOf: sequence.reversed())
            default:
                break
            }
        }
    }

    /// The names each `components` section defines: `["schemas": ["Pet", …], …]`.
    private func definedComponents() -> [String: Set<String>] {
        guard case let .mapping(components)? = root["components"] else { return [:] }
        var defined: [String: Set<String>] = [:]
        for (kind, section) in components {
            guard let kind = kind.string, case let .mapping(entries) = section else { continue }
            defined[kind] = Set(entries.keys.compactMap(\.string))
        }
        return defined
    }

    private func resolve(_ reference: String, at line: Int?, defined: [String: Set<String>]) throws(Refusal) {
        let place = line.map { " at line \($0)" } ?? ""
        guard reference.hasPrefix("#") else {
            throw Refusal(
                "\(document) refers to \(reference)\(place), outside the document; bundle it into one file first."
            )
        }
        let tokens = reference.dropFirst().split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            .map { token in
                String(token).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(
                    of: "~0", with: "~"
                )
                .removingPercentEncoding ?? String(token)
            }
        if tokens.count == 3, tokens[0] == "components" {
            guard defined[tokens[1]]?.contains(tokens[2]) == true else {
                let kind = tokens[1].hasSuffix("s") ? String(tokens[1].dropLast()) : tokens[1]
                throw Refusal(
                    "\(document) refers to \(reference)\(place), but defines no \(kind) named '\(tokens[2])'."
                )
            }
            return
        }
        var node: Node? = root
        for token in tokens {
            node = node.flatMap { current in
                if case .sequence = current { Int(token).flatMap { current[$0] } } else { current[token] }
            }
        }
        guard node != nil else {
            throw Refusal("\(document) refers to \(reference)\(place), which points at nothing in it.")
        }
    }
}
