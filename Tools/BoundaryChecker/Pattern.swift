import Foundation

/// A module or target name pattern from the rules file.
///
/// `*` matches any run of characters. `{feature}` matches a feature's name (`Landmarks` in
/// `LandmarksDomain`, `landmarks` in `landmarks-preview`); within one rule every `{feature}` must
/// be the same feature, compared without case. `{other}` matches any feature but that one.
struct Pattern: Sendable, Hashable, CustomStringConvertible {
    let text: String
    private let regex: NSRegularExpression

    init(_ text: String) {
        self.text = text
        var expression = "^"
        var rest = Substring(text)
        while let character = rest.first {
            if rest.hasPrefix("{feature}") {
                expression += "(?<feature>[A-Za-z][A-Za-z0-9]*?)"
                rest = rest.dropFirst("{feature}".count)
            } else if rest.hasPrefix("{other}") {
                expression += "(?<other>[A-Za-z][A-Za-z0-9]*?)"
                rest = rest.dropFirst("{other}".count)
            } else if character == "*" {
                expression += ".*"
                rest = rest.dropFirst()
            } else {
                expression += NSRegularExpression.escapedPattern(for: String(character))
                rest = rest.dropFirst()
            }
        }
        // Patterns are built from the rules file by the code above, so they are always valid.
        // swift-format-ignore: NeverUseForceTry
        regex = try! NSRegularExpression(pattern: expression + "$")
    }

    var description: String { text }

    /// Whether `name` matches. A `{feature}` must equal `feature` when one is given; `{other}`
    /// must differ from it. Returns the feature the name bound, or `""` when the pattern has none.
    func match(_ name: String, feature: String? = nil) -> String? {
        let range = NSRange(name.startIndex..., in: name)
        guard let result = regex.firstMatch(in: name, range: range) else { return nil }
        func group(_ label: String) -> String? {
            let range = result.range(withName: label)
            guard range.location != NSNotFound, let swiftRange = Range(range, in: name) else { return nil }
            return String(name[swiftRange]).lowercased()
        }
        if let bound = group("feature") {
            if let feature, feature != bound { return nil }
            return bound
        }
        if let other = group("other") {
            if let feature, feature == other { return nil }
        }
        return feature ?? ""
    }

    static func == (lhs: Pattern, rhs: Pattern) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
