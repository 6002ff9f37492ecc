public import Toolkit

/// Each feature's services, kept under its ``FeatureDescriptor`` as SwiftUI's environment keeps
/// a value under its key, with the clock their presets read dates around. A feature whose
/// services were never set has its empty preset's: a server with nothing on it.
///
/// ```swift
/// var services = FeatureServices(clock: .system)
/// _ = services.setPreset("mock", for: [TrailsDescriptor.self])
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

    /// The services of `feature`: what was set, else its empty preset's.
    public subscript<Feature: FeatureDescriptor>(feature: Feature.Type) -> Feature.Services {
        get {
            if let set = services[ObjectIdentifier(feature)] as? Feature.Services { return set }
            guard let empty = Feature.presets(clock: clock).services("empty") else {
                preconditionFailure("\(Feature.name) has no empty preset")
            }
            return empty
        }
        set { services[ObjectIdentifier(feature)] = newValue }
    }

    /// Sets each of `features` to its preset `name` (mock, empty, error, slow or offline), so a
    /// preset means the same in the app as in a harness.
    ///
    /// - Returns: whether every one has a simulated preset of that name.
    public mutating func setPreset(
        _ name: String, tuning: PresetTuning = PresetTuning(), for features: [any FeatureDescriptor.Type]
    ) -> Bool {
        features.allSatisfy { $0.setPreset(name, tuning: tuning, in: &self) }
    }

    /// Sets each of `features` to its live preset against `live`.
    public mutating func setLive(_ live: LiveServices, for features: [any FeatureDescriptor.Type]) {
        for feature in features { feature.setLive(live, in: &self) }
    }

    /// `feature`'s tab over its services, and its root, for whoever composes it to wire to the
    /// others.
    @MainActor public func tab(_ feature: any FeatureDescriptor.Type) -> (tab: TabScreen.Tab, root: AnyObject)
    {
        feature.tab(over: self)
    }
}

extension FeatureDescriptor {
    fileprivate static func setPreset(
        _ name: String, tuning: PresetTuning, in services: inout FeatureServices
    )
        -> Bool
    {
        guard let preset = presets(clock: services.clock).services(name, tuning: tuning) else { return false }
        services[Self.self] = preset
        return true
    }

    fileprivate static func setLive(_ live: LiveServices, in services: inout FeatureServices) {
        guard let preset = presets(clock: services.clock).live(live) else {
            preconditionFailure("\(name) has no live preset")
        }
        services[Self.self] = preset
    }

    @MainActor fileprivate static func tab(over services: FeatureServices) -> (
        tab: TabScreen.Tab, root: AnyObject
    ) {
        let own = services[Self.self]
        let root = makeRoot(own, context: FeatureContext(clock: services.clock))
        return (TabScreen.Tab(title: title, screen: host(root, services: own, clock: services.clock)), root)
    }
}
