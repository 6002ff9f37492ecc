import Yams

/// The part of a document a plan reads: its `GET` operations' parameters and success answers,
/// and the components they reach. OpenAPIKit decodes a large description slowly (GitHub's 2.5 MB
/// one took 5 s in a release build, nearly all of it in decoding), and a feature never reads the
/// operations that write, the error answers, nor what only they use; leaving those out before
/// decoding cuts the work to a fraction, and a reference that dangles only in a part the feature
/// never reads no longer refuses the document.
enum Pruning {
    /// What a path item keeps: its `GET` and what applies to all of its operations.
    static let pathItemKeys: Set<String> = ["get", "parameters", "servers", "summary", "description", "$ref"]

    /// `root` with only what a plan reads: every path item's `GET` and its success answers, and
    /// the components (schemas, parameters, responses, examples…) those reach through `$ref`s.
    static func pruned(_ root: Node) -> Node {
        guard case let .mapping(document) = root else { return root }
        let kept = mapping(document) { key, value in
            guard key == "paths", case let .mapping(paths) = value else { return value }
            return .mapping(
                mapping(paths) { _, item in
                    guard case let .mapping(operations) = item else { return item }
                    guard case let .mapping(reads) = filtered(operations, pathItemKeys.contains) else {
                        return item
                    }
                    return .mapping(
                        mapping(reads) { key, operation in
                            guard key == "get", case let .mapping(get) = operation else { return operation }
                            return .mapping(
                                mapping(get) { key, value in
                                    guard key == "responses", case let .mapping(responses) = value else {
                                        return value
                                    }
                                    return filtered(responses) { $0.hasPrefix("2") }
                                })
                        })
                })
        }
        guard case let .mapping(components)? = kept["components"] else { return .mapping(kept) }
        // Every component the rest reaches, following references from component to component.
        var reached = references(in: filtered(kept) { $0 != "components" })
        var frontier = reached
        while !frontier.isEmpty {
            var next: Set<String> = []
            for reference in frontier {
                let parts = reference.split(separator: "/", omittingEmptySubsequences: false)
                guard parts.count == 4, parts[0] == "#", parts[1] == "components",
                    case let .mapping(section)? = components[String(parts[2])],
                    let node = section[String(parts[3])]
                else { continue }
                next.formUnion(references(in: node))
            }
            frontier = next.subtracting(reached)
            reached.formUnion(frontier)
        }
        return .mapping(
            mapping(kept) { key, value in
                guard key == "components" else { return value }
                return .mapping(
                    mapping(components) { kind, section in
                        // Security schemes are named by `security`, not referenced: all stay.
                        guard kind != "securitySchemes", case let .mapping(entries) = section else {
                            return section
                        }
                        return filtered(entries) { reached.contains("#/components/\(kind)/\($0)") }
                    })
            })
    }

    private static func mapping(_ mapping: Node.Mapping, _ transform: (String, Node) -> Node) -> Node.Mapping
    {
        Node.Mapping(
            mapping.map { ($0.key, transform($0.key.string ?? "", $0.value)) }, mapping.tag, mapping.style,
            mapping.mark)
    }

    private static func filtered(_ mapping: Node.Mapping, _ keep: (String) -> Bool) -> Node {
        .mapping(
            Node.Mapping(
                mapping.filter { keep($0.key.string ?? "") }.map { ($0.key, $0.value) }, mapping.tag,
                mapping.style,
                mapping.mark))
    }

    /// Every `$ref` under `node`.
    static func references(in node: Node) -> Set<String> {
        var found: Set<String> = []
        var pending = [node]
        while let node = pending.popLast() {
            switch node {
            case let .mapping(mapping):
                for (key, value) in mapping {
                    if key.string == "$ref", let reference = value.string {
                        found.insert(reference)
                    } else {
                        pending.append(value)
                    }
                }
            case let .sequence(sequence):
                pending.append(contentsOf: sequence)
            default:
                break
            }
        }
        return found
    }
}
