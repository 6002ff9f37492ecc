import Foundation

// Writes the Swift that lists every feature a target registers, for the FeatureRegistry build
// plugin: `feature-registry app|backend|fidelity OUTPUT NAME...`, NAME as in the manifest's
// `features` list (`Trails`), in its order. A feature is registered by its name in that list and
// by nothing else: the plugin reads the names from the target's dependencies, which the list
// makes.

/// The code one kind of target gets for its features.
enum Kind: String, CaseIterable {
    /// AppComposition: each feature's descriptor, from its Feature module, in tab order.
    case app
    /// Backend: each feature's controller, next to the generated code in Backend.
    case backend
    /// Fidelity: each feature's behaviour suite, from its `Tools/Fidelity/XBehaviour.swift`.
    case fidelity

    func source(for names: [String]) -> String {
        let header = """
            // Made by the FeatureRegistry plugin from this target's dependencies, which the
            // `features` list of its Package.swift makes. Not to be edited: add or remove a feature
            // in that list (or with `swift run new-feature`).

            """
        switch self {
        case .app:
            return header + (["FeatureKit"] + names.map { "\($0)Feature" }).map { "import \($0)\n" }.joined()
                + """

                extension Composition {
                    /// Every feature of the manifest's `features` list, in its order: the tab order.
                    static let registeredFeatures: [any FeatureDescriptor.Type] = [
                \(names.map { "        \($0)Descriptor.self,\n" }.joined())    ]
                }

                """
        case .backend:
            return header + """
                extension FeatureBackends {
                    /// Every feature of the manifest's `features` list, in its order: the order its
                    /// routes are registered in.
                    static let all: [any FeatureBackend.Type] = [
                \(names.map { "        \($0)Controller.self,\n" }.joined())    ]
                }

                """
        case .fidelity:
            return header + """
                import Foundation
                import Toolkit

                extension AnySuite {
                    /// Every feature's suite, in the manifest's order.
                    static func registered(known: Set<UUID>, clock: CalendarClock) -> [AnySuite] {
                        [
                \(names.map { "            .\($0.lowercased())(known: known, clock: clock),\n" }.joined())        ]
                    }
                }

                """
        }
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let kind = Kind(rawValue: arguments.first!) else {
    let kinds = Kind.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: feature-registry \(kinds) OUTPUT NAME...\n".utf8))
    exit(64)
}
let output = URL(filePath: arguments.dropFirst().first!)
let source = Data(kind.source(for: Array(arguments.dropFirst(2))).utf8)
// Written only when it changes, so the target compiles again only when a feature comes or goes.
if (try? Data(contentsOf: output)) != source {
    do {
        try source.write(to: output, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("feature-registry: cannot write \(output.path): \(error)\n".utf8))
        exit(1)
    }
}
