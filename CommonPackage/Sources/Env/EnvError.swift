/// A configuration value that was set but cannot be used.
public enum EnvError: Error, Equatable, CustomStringConvertible {
    /// `key` holds `value`, which is not `expected`.
    case invalidValue(key: String, value: String, expected: String)

    /// One line that names the variable and what it should hold.
    public var description: String {
        switch self {
        case let .invalidValue(key, value, expected):
            "\(key)=\"\(value)\" is not valid: expected \(expected)"
        }
    }
}
