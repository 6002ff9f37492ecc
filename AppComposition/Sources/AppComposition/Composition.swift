public import FeatureKit
import Toolkit

/// The features an app composes, in tab order, and the navigation between them that each
/// feature leaves to whoever composes it (a closure it calls, wired here). ``app`` is the
/// app's; a test composes fewer or others.
public struct Composition: Sendable {
    /// The features, one tab each, in the order `1`, `2`, … select them.
    public var features: [any FeatureDescriptor.Type]
    /// Wires what one feature asks of another, once the shell has made their roots.
    public var connect: @MainActor @Sendable (ShellModel) -> Void

    /// A composition of `features`, joined by `connect`.
    public init(
        _ features: [any FeatureDescriptor.Type],
        connect: @escaping @MainActor @Sendable (ShellModel) -> Void = { _ in }
    ) {
        self.features = features
        self.connect = connect
    }

    /// This composition with only the features called `names`, still joined where both ends
    /// are there: a test of the app's shell pins the tabs it reads.
    public func only(_ names: Set<String>) -> Self {
        Composition(features.filter { names.contains($0.name) }, connect: connect)
    }

    /// The features that `--disable` may turn off, by name.
    public var namesThatCanBeTurnedOff: [String] {
        features.filter { $0.canBeTurnedOff }.map { $0.name }
    }
}
