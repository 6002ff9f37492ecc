public import Env
public import Foundation
public import LandmarksDomain
public import Logger
public import ReservationsDomain
public import Toolkit

/// Every feature's services and the feature flags: one complete, named world the app runs in.
///
/// ```swift
/// let app = AppModel(start: .ready(.mock))
/// ```
public struct ServiceEnvironment: Sendable {
    /// The Landmarks feature's services.
    public var landmarks: LandmarkService
    /// The Reservations feature's services.
    public var reservations: ReservationService
    /// The services of the features composed through ``ComposedFeature``, by entry.
    private var composed: [ObjectIdentifier: any Sendable] = [:]
    /// Which features are on.
    public var features: AppFeatures
    /// Now, the time zone and the locale dates are read in.
    public var clock: CalendarClock

    /// Creates an environment.
    public init(
        landmarks: LandmarkService, reservations: ReservationService, features: AppFeatures = AppFeatures(),
        clock: CalendarClock = .system
    ) {
        self.landmarks = landmarks
        self.reservations = reservations
        self.features = features
        self.clock = clock
    }

    /// Each feature's services of the preset `name` (mock, empty, error, slow or offline: see
    /// each Domain's `presets`), so a preset means the same in the app as in a harness; `nil`
    /// for live, which needs a connection, or a name no feature has.
    public static func preset(
        _ name: String, tuning: PresetTuning = PresetTuning(), clock: CalendarClock = .system,
        composing composed: [any ComposedFeature.Type] = composedFeatures
    ) -> Self? {
        guard let landmarks = LandmarkService.presets.services(name, tuning: tuning),
            let reservations = ReservationService.presets(clock: clock).services(name, tuning: tuning)
        else { return nil }
        var environment = ServiceEnvironment(landmarks: landmarks, reservations: reservations, clock: clock)
        for feature in composed {
            // Every feature has the preset names Landmarks has, so none falls back to its default.
            feature.setPreset(name, tuning: tuning, in: &environment)
        }
        return environment
    }

    /// Fixture data, answered after `latency`, kept in memory until the app exits.
    public static func mock(latency: Duration = PresetDefaults.mockLatency, clock: CalendarClock = .system) -> Self {
        standard("mock", tuning: PresetTuning(latency: latency), clock: clock)
    }

    /// A server with nothing on it: no landmarks, no reservations, nothing to book.
    public static var empty: Self { standard("empty") }

    /// A server that cannot be reached: every tab shows the error and how to retry.
    public static var error: Self { standard("error") }

    /// The mock data after 2.5 s, to see the spinners.
    public static var slow: Self { standard("slow") }

    /// The network fails and the cache holds the fixtures (not the person's own data): both
    /// tabs show them and say they are cached.
    public static func offline(clock: CalendarClock = .system) -> Self { standard("offline", clock: clock) }

    /// One of the presets every feature has (``PresetDefaults/names``).
    static func standard(_ name: String, tuning: PresetTuning = PresetTuning(), clock: CalendarClock = .system)
        -> Self
    {
        guard let environment = preset(name, tuning: tuning, clock: clock) else {
            preconditionFailure("every feature has the '\(name)' preset")
        }
        return environment
    }

    /// The backend a session or a connection talks to (``LiveServices``), every feature's lists
    /// in its cache, dates read with `clock`.
    public static func live(_ services: LiveServices, clock: CalendarClock = .system) -> Self {
        var environment = live(
            client: services.client, baseURL: services.baseURL, cache: services.cache, logger: services.logger)
        environment.clock = clock
        return environment
    }

    /// The backend at `baseURL` through `client` (signed in), both features' lists in `cache`.
    public static func live(
        client: NetworkClient, baseURL: URL, cache: TieredCache, logger: Logger,
        composing composed: [any ComposedFeature.Type] = composedFeatures
    ) -> Self {
        let landmarks = LandmarkService.live(client: client, baseURL: baseURL, cache: cache, logger: logger)
        var environment = ServiceEnvironment(
            landmarks: landmarks,
            reservations: .live(
                client: client, baseURL: baseURL, cache: cache, landmarks: landmarks, logger: logger))
        let services = LiveServices(client: client, baseURL: baseURL, cache: cache, logger: logger)
        for feature in composed {
            feature.setLive(services, in: &environment)
        }
        return environment
    }

    /// The services of `feature`: what was set, else its ``ComposedFeature/defaultServices``.
    public subscript<Feature: ComposedFeature>(feature: Feature.Type) -> Feature.Services {
        get { composed[ObjectIdentifier(feature)] as? Feature.Services ?? Feature.defaultServices }
        set { composed[ObjectIdentifier(feature)] = newValue }
    }

    /// This environment with `features` on and off.
    public func with(_ features: AppFeatures) -> Self {
        var copy = self
        copy.features = features
        return copy
    }
}

/// The features that can be turned off (`--disable reservations`, `LANDMARKS_DISABLE=reservations`).
public struct AppFeatures: Sendable, Hashable {
    /// The names `--disable` accepts.
    public static let names = ["reservations"]

    /// Whether the Reservations tab, and booking from a landmark, are there.
    public var reservations: Bool

    /// Creates the flags; every feature is on by default.
    public init(reservations: Bool = true) {
        self.reservations = reservations
    }

    /// Every feature on but those `disabled` names.
    public init(disabled: FeatureFlags) {
        self.init(reservations: !disabled.isEnabled("reservations"))
    }
}
