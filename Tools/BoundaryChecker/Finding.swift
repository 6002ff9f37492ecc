/// One broken rule (an error) or a suspicious declaration (a warning), at a file and line.
public struct Finding: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Errors fail the check; warnings are only reported.
    public enum Severity: Sendable, Hashable {
        /// Fails the check.
        case error
        /// Reported; does not fail the check.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// The file, relative to the checked root.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The rule's name, such as `feature-imports-api`.
    public var rule: String
    /// What is wrong and what to do instead.
    public var message: String

    /// `path:line: rule: message`, with `warning: ` before the rule for warnings.
    public var description: String {
        "\(file):\(line): \(severity == .warning ? "warning: " : "")\(rule): \(message)"
    }

    /// Orders by file, then line, then rule.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.rule) < (rhs.file, rhs.line, rhs.rule)
    }
}
