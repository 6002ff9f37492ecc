import Foundation

/// The set of optional behaviours that are switched on.
public struct FeatureFlags: Sendable, Equatable {
    /// Names of the enabled flags, lowercased.
    public private(set) var enabled: Set<String>

    /// Creates flags from a list of names.
    public init(_ names: some Sequence<String>) {
        enabled = Set(names.map { $0.lowercased() })
    }

    /// Parses a comma-separated list such as `"offline-banner, verbose-network"`.
    public init(list: String) {
        self.init(
            list.split(separator: ",")
                .map { EnvironmentValues.trimmed(String($0)) }
                .filter { !$0.isEmpty }
        )
    }

    /// Whether the flag named `name` is on.
    public func isEnabled(_ name: String) -> Bool {
        enabled.contains(name.lowercased())
    }
}
