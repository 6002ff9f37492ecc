/// What one step answered on each side of a pairing.
public struct StepOutcome: Sendable {
    /// The feature whose service ran.
    public var feature: String
    /// The preset and server state.
    public var pairing: Pairing
    /// The step's name.
    public var step: String
    /// The preset's lines, normalised.
    public var preset: [String]
    /// The server's lines, normalised.
    public var server: [String]
    /// What the server answered for the step's requests.
    public var routes: [RouteStatus]

    /// Whether both sides answered the same.
    public var isSame: Bool { preset == server }

    /// The difference, for people: the feature, pairing, step and routes, then each line that
    /// differs with both answers.
    public var difference: String {
        let routes = Set(self.routes).sorted().map(\.description).joined(separator: ", ")
        var lines = [
            "\(feature) · \(pairing.rawValue) ↔ \(pairing.server) · step \"\(step)\""
                + (routes.isEmpty ? "" : " (\(routes))")
        ]
        for index in 0..<max(preset.count, server.count) {
            let mine = index < preset.count ? preset[index] : "(nothing)"
            let theirs = index < server.count ? server[index] : "(nothing)"
            guard mine != theirs else { continue }
            lines.append("    preset \(pairing.rawValue): \(mine)")
            lines.append("    server:      \(theirs)")
        }
        return lines.joined(separator: "\n")
    }
}
