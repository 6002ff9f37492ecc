public import Toolkit

/// A feature the app composes through one entry, the way SwiftUI's `EnvironmentKey` adds a value
/// to the environment: its services, taken from its Domain's presets in every preset and live,
/// and its tab. `new-feature` generates one for each feature it adds and lists it in
/// ``ServiceEnvironment/composedFeatures``; nothing else in the app names the feature.
///
/// ```swift
/// enum TrailsEntry: ComposedFeature {
///     static var presets: ServicePresets<TrailService> { TrailService.presets }
///     static var defaultServices: TrailService { .empty }
///     static var links: any FeatureLocation.Type { TrailsLocation.self }
///     static func tab(_ environment: ServiceEnvironment) -> AppFeature {
///         AppFeature(title: "Trails", screen: FeatureHost(TrailsModel(store: TrailStore(service: environment.trails))))
///     }
/// }
/// ```
public protocol ComposedFeature {
    /// The feature's services.
    associatedtype Services: Sendable
    /// Its Domain's presets, named as every feature's are.
    static var presets: ServicePresets<Services> { get }
    /// Its services where an environment has none set (an empty server).
    static var defaultServices: Services { get }
    /// Its link grammar: `landmarks://<its name>/…`.
    static var links: any FeatureLocation.Type { get }
    /// Its tab, over `environment`'s services.
    @MainActor static func tab(_ environment: ServiceEnvironment) -> AppFeature
}

extension ComposedFeature {
    /// Sets this feature's services in `environment` to its preset `name`, or to its default
    /// services when it has no such preset.
    static func setPreset(_ name: String, tuning: PresetTuning, in environment: inout ServiceEnvironment) {
        environment[Self.self] = presets.services(name, tuning: tuning) ?? defaultServices
    }

    /// Sets this feature's services in `environment` to its live preset against `services`.
    static func setLive(_ services: LiveServices, in environment: inout ServiceEnvironment) {
        environment[Self.self] = presets.live(services) ?? defaultServices
    }
}

extension ServiceEnvironment {
    /// The features composed through one entry each, their tabs after Landmarks' and
    /// Reservations' in this order.
    public static var composedFeatures: [any ComposedFeature.Type] {
        [
            // new-feature: composed features go above this line
        ]
    }
}
