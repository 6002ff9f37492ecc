public import DesignSystem
public import FeatureKit
public import Toolkit

/// The signed-in app: a tab per composed feature that is on (``tabs``), each tab's root by its
/// feature's descriptor, and what the features ask of each other, wired by the environment's
/// ``Composition/connect``.
@MainActor
public final class ShellModel {
    /// The features' tabs, in the order `1`, `2`, … select them.
    public let tabs: TabScreen
    /// Each tab's root, by its feature's descriptor.
    private let roots: [ObjectIdentifier: (tab: Int, root: AnyObject)]
    /// The features' other devices as one: what a story's `elsewhere:` steps act through.
    public let otherDevice: OtherDevice

    /// Makes a tab for each feature of `environment`'s composition that is on, over its
    /// services, with `user` and `keyBindings` on the app bar, then lets the composition wire
    /// them to each other.
    public init(environment: ServiceEnvironment, user: String? = nil, keyBindings: [KeyBinding] = []) {
        var tabs: [TabScreen.Tab] = []
        var roots: [ObjectIdentifier: (tab: Int, root: AnyObject)] = [:]
        var devices: [OtherDevice] = []
        for feature in environment.composition.features where environment.features.isOn(feature.name) {
            let composed = environment.services.tab(feature)
            roots[ObjectIdentifier(feature)] = (tabs.count, composed.root)
            tabs.append(composed.tab)
            devices.append(composed.otherDevice)
        }
        self.tabs = TabScreen(tabs, user: user, keyBindings: keyBindings)
        self.roots = roots
        otherDevice = OtherDevice(combining: devices)
        environment.composition.connect(self)
    }

    /// The root of `feature`'s tab; `nil` when it is off or not composed.
    public func root<Feature: FeatureDescriptor>(_ feature: Feature.Type) -> Feature.Root? {
        roots[ObjectIdentifier(feature)]?.root as? Feature.Root
    }

    /// The index of `feature`'s tab; `nil` when it is off or not composed.
    public func tab<Feature: FeatureDescriptor>(_ feature: Feature.Type) -> Int? {
        roots[ObjectIdentifier(feature)]?.tab
    }

    /// Shows the tab of `link`'s feature and the screen it names there.
    ///
    /// - Throws: `LinkError.featureOff(_:)` for a feature turned off, and
    ///   `LinkError.malformed(_:)` for a link no tab's grammar has.
    public func open(_ link: AppLink) throws(LinkError) {
        if tabs.tab(opening: link.feature) == nil, AppFeatures.names.contains(link.feature) {
            throw .featureOff(link.feature)
        }
        try tabs.open(link)
    }
}
