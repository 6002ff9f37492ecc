import Foundation

/// The process environment with blank values treated as unset, and typed readers over it.
struct EnvironmentValues {
    private let storage: [String: String]

    init(_ environment: [String: String]) {
        storage = environment
    }

    /// The value of `key` without surrounding whitespace; `nil` when unset or blank. Trimmed when
    /// read, not up front: a process reads a handful of the environment's variables.
    subscript(key: String) -> String? {
        guard let value = storage[key].map(Self.trimmed), !value.isEmpty else { return nil }
        return value
    }

    /// `value` without the spaces and tabs around it (`CharacterSet.whitespaces`: tab, the
    /// Unicode space separators and the zero width space), line breaks kept. Written out because
    /// Foundation's `trimmingCharacters(in:)` goes through NSString on Linux, a tenth of a
    /// millisecond on first use; WireContract's `trimmingWhitespace()` is the same for the
    /// modules above it.
    static func trimmed(_ value: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = value.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    func serverEnvironment() throws(EnvError) -> ServerEnvironment {
        guard let raw = self[EnvKey.serverEnvironment] else { return .development }
        guard let value = ServerEnvironment(rawValue: raw.lowercased()) else {
            throw .invalidValue(
                key: EnvKey.serverEnvironment, value: raw,
                expected: ServerEnvironment.allCases.map(\.rawValue).joined(separator: ", ")
            )
        }
        return value
    }

    func url(_ key: String) throws(EnvError) -> URL? {
        guard let raw = self[key] else { return nil }
        guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme), url.host != nil
        else {
            throw .invalidValue(key: key, value: raw, expected: "an absolute http or https URL")
        }
        return url
    }

    func directory(_ key: String) throws(EnvError) -> URL? {
        guard let raw = self[key] else { return nil }
        guard raw.hasPrefix("/") else {
            throw .invalidValue(key: key, value: raw, expected: "an absolute path")
        }
        return URL(filePath: raw, directoryHint: .isDirectory)
    }
}
