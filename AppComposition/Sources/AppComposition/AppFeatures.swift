public import Env

/// Which features are on: every one but those turned off by name (`--disable reservations`,
/// `LANDMARKS_DISABLE=reservations`).
public struct AppFeatures: Sendable, Hashable {
    /// The names `--disable` accepts: the app's features that can be turned off.
    public static var names: [String] { Composition.app.namesThatCanBeTurnedOff }

    /// The features turned off, by name.
    public var off: Set<String>

    /// Every feature on but those called `off`.
    public init(off: Set<String> = []) {
        self.off = off
    }

    /// Every feature on but those `--disable` (`names`) or `LANDMARKS_DISABLE` (in `env`) names
    /// (`FeatureFlags` lists the names given as its enabled flags).
    public init(disabling names: [String], env: Env?) {
        let disabled = FeatureFlags(names + (env?.disabledFeatures.enabled ?? []))
        self.init(off: Set(Self.names.filter { disabled.isEnabled($0) }))
    }

    /// Whether the feature called `name` is on.
    public func isOn(_ name: String) -> Bool { !off.contains(name) }
}
