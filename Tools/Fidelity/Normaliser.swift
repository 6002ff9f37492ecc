public import Foundation

/// What must differ between a preset and the server, made the same before the lines are compared:
/// identifiers the server generates (each new one becomes `new-1`, `new-2`, … in the order it
/// first appears), and the wording of a transport failure, which is the platform's (a refused
/// connection on Linux, the network is offline in a preset): both say the server was not
/// reached, and the kind is compared.
public struct Normaliser: Sendable {
    /// The identifiers both sides share (the fixtures'), kept as they are.
    public var known: Set<UUID>

    /// A normaliser keeping `known`.
    public init(known: Set<UUID>) {
        self.known = known
    }

    /// `lines`, normalised together, so one new identifier gets one name throughout.
    public func normalise(_ lines: [String]) -> [String] {
        var names: [String: String] = [:]
        return lines.map { line in
            var line = line
            for match in line.matches(of: Self.uuid).reversed() {
                let text = String(line[match.range])
                guard let id = UUID(uuidString: text), !known.contains(id) else { continue }
                let name = names[text] ?? "new-\(names.count + 1)"
                names[text] = name
                line.replaceSubrange(match.range, with: name)
            }
            return line.replacing(Self.transport) { _ in "transport(…)" }
        }
    }

    nonisolated(unsafe) private static let uuid =
        #/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/#
    nonisolated(unsafe) private static let transport = #/transport\("[^"]*"\)/#
}
