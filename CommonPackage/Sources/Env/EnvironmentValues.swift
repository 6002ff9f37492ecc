import Foundation

/// The process environment with blank values treated as unset, and typed readers over it.
struct EnvironmentValues {
    private let storage: [String: String]

    init(_ environment: [String: String]) {
        storage = environment.filter { !$0.value.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    subscript(key: String) -> String? {
        storage[key]?.trimmingCharacters(in: .whitespaces)
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
