public import DesignSystem
public import Toolkit

/// Each feature's services, kept under its ``FeatureDescriptor`` as SwiftUI's environment keeps
/// a value under its key, with the clock their presets read dates around. A feature whose
/// services were never set has its empty preset's, a server with nothing on it, which every
/// feature's presets declare: the lookup always answers.
///
/// ```swift
/// var services = FeatureServices(clock: .system)
/// _ = services.setPreset(.mock, for: [TrailsDescriptor.self])
/// let trails: TrailService = services[TrailsDescriptor.self]
/// ```
public struct FeatureServices: Sendable {
    /// Now, the time zone and the locale dates are read in.
    public var clock: CalendarClock
    private var services: [ObjectIdentifier: any Sendable] = [:]

    /// No services set, with dates around `clock`.
    public init(clock: CalendarClock) {
        self.clock = clock
    }

    /// The services of `feature`: what was set, else its empty preset's. Only this subscript
    /// sets a feature's entry, and only to its own `Services`, so what is read back is of that
    /// type.
    public subscript<Feature: FeatureDescriptor>(feature: Feature.Type) -> Feature.Services {
        get {
            services[ObjectIdentifier(feature)] as? Feature.Services ?? Feature.presets(clock: clock).empty()
        }
        set { services[ObjectIdentifier(feature)] = newValue }
    }

    /// Sets each of `features` to its preset `name` (mock, empty, error, slow or offline), so a
    /// preset means the same in the app as in a harness.
    ///
    /// - Returns: whether every one has a simulated preset of that name.
    public mutating func setPreset(
        _ name: PresetName, tuning: PresetTuning = PresetTuning(), for features: [any FeatureDescriptor.Type]
    ) -> Bool {
        features.allSatisfy { $0.setPreset(name, tuning: tuning, in: &self) }
    }

    /// Sets each of `features` to its live preset against `live`.
    public mutating func setLive(_ live: LiveServices, for features: [any FeatureDescriptor.Type]) {
        for feature in features { feature.setLive(live, in: &self) }
    }

    /// `feature`'s tab over its services, its root, for whoever composes it to wire to the
    /// others, and its other device on the same services.
    @MainActor public func tab(_ feature: any FeatureDescriptor.Type) -> FeatureTab {
        feature.tab(over: self)
    }
}

extension FeatureDescriptor {
    fileprivate static func setPreset(
        _ name: PresetName, tuning: PresetTuning, in services: inout FeatureServices
    )
        -> Bool
    {
        guard let preset = presets(clock: services.clock).services(name, tuning: tuning) else { return false }
        services[Self.self] = preset
        return true
    }

    fileprivate static func setLive(_ live: LiveServices, in services: inout FeatureServices) {
        services[Self.self] = presets(clock: services.clock).live(live)
    }

    @MainActor fileprivate static func tab(over services: FeatureServices) -> FeatureTab {
        let own = services[Self.self]
        let root = makeRoot(own, context: FeatureContext(clock: services.clock))
        return FeatureTab(
            tab: TabScreen.Tab(title: title, screen: FeatureHost(root)), root: root,
            otherDevice: OtherDevice(otherDevice, services: own, clock: services.clock))
    }
}

/// A feature composed as a tab of the app: the tab, the root its composition wires to the
/// other features, and the other device its stories act through.
@MainActor
public struct FeatureTab {
    /// The tab: its title and its feature's host.
    public let tab: TabScreen.Tab
    /// The feature's root model.
    public let root: AnyObject
    /// The feature's other device, on the same services as the tab.
    public let otherDevice: OtherDevice
}
