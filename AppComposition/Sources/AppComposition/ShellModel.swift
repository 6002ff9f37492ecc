public import DesignSystem
public import Observation
public import Toolkit

/// The signed-in app: a tab per composed feature that is on, each with its own navigation
/// stack, and the screens one feature presents over another's tab. What the features ask of
/// each other is wired by the environment's ``Composition/connect``.
@MainActor @Observable
public final class ShellModel {
    /// The features, one tab each, in the order `1`, `2`, … select them.
    public let features: [AppFeature]
    /// The index of the tab shown.
    public private(set) var selected = 0
    /// A screen another feature presented over a tab, by tab index; it goes when its stack empties.
    public private(set) var presented: [Int: any Screen] = [:]
    /// The signed-in user, when there is one.
    public let user: String?
    /// Each tab's root, by its feature's descriptor.
    @ObservationIgnored private let roots: [ObjectIdentifier: (tab: Int, root: AnyObject)]

    /// Makes a tab for each feature of `environment`'s composition that is on, over its
    /// services, then lets the composition wire them to each other.
    public init(environment: ServiceEnvironment, user: String? = nil) {
        self.user = user
        var features: [AppFeature] = []
        var roots: [ObjectIdentifier: (tab: Int, root: AnyObject)] = [:]
        for feature in environment.composition.features where environment.features.isOn(feature.name) {
            let (tab, root) = feature.tab(in: environment)
            roots[ObjectIdentifier(feature)] = (features.count, root)
            features.append(tab)
        }
        self.features = features
        self.roots = roots
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

    /// The screen shown: what is presented over the selected tab, else its feature.
    public var screen: any Screen { presented[selected] ?? features[selected].screen }

    /// Every screen the shell holds, to start and stop with it.
    var screens: [any Screen] { features.map(\.screen) + presented.values }

    /// Starts every feature's first load, so a screen one feature presents over another's tab
    /// has its data.
    public func start() {
        for feature in features { feature.screen.start() }
    }

    /// Shows tab `index`, keeping each tab's stack, position and what is presented over it.
    public func select(_ index: Int) {
        if features.indices.contains(index) { selected = index }
    }

    /// Shows tab `index` itself, with anything presented over it taken away.
    public func show(_ index: Int) {
        guard features.indices.contains(index) else { return }
        presented[index] = nil
        selected = index
    }

    /// Presents `root`'s screen over tab `index` until its stack is popped empty (Esc).
    public func present<Root: FeatureRoot>(_ root: Root, over index: Int) {
        guard features.indices.contains(index) else { return }
        root.navigator.onChange = { [weak self] path in
            if path.isEmpty { self?.presented[index] = nil }
        }
        presented[index] = FeatureHost(root)
    }

    /// The root presented over tab `index`, if one of type `Root` is.
    public func presented<Root: FeatureRoot>(over index: Int, as type: Root.Type) -> Root? {
        (presented[index] as? FeatureHost<Root>)?.root
    }

    /// The link of the screen shown: the presented one's, else the selected tab's.
    public var link: AppLink? { screen.link }

    /// Shows the tab of `link`'s feature and the screen it names there, with anything
    /// presented over that tab taken away.
    ///
    /// - Throws: ``LinkError/featureOff(_:)`` for a feature turned off, and
    ///   ``LinkError/malformed(_:)`` for a link no tab's grammar has.
    public func open(_ link: AppLink) throws(LinkError) {
        guard let tab = features.firstIndex(where: { $0.screen.link?.feature == link.feature }) else {
            if AppFeatures.names.contains(link.feature) { throw .featureOff(link.feature) }
            throw .malformed("'\(link)' opens no screen: no tab here has \(link.feature) links")
        }
        try features[tab].screen.open(link)
        show(tab)
    }

    /// Says why a link did not open, over the screen shown.
    func say(_ error: LinkError) {
        screen.say(Notice(.error, error.description))
    }
}
