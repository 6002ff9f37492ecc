public import FeatureKit
public import Toolkit

/// Every composed feature's services, the session, the feature flags and the clock: one
/// complete, named world the app runs in.
///
/// Each feature's services are kept under its `FeatureDescriptor`, as SwiftUI's environment
/// keeps a value under its key: `environment[TrailsDescriptor.self]`.
///
/// ```swift
/// let app = AppModel(start: .ready(.mock()))
/// ```
public struct ServiceEnvironment: Sendable {
    /// The features composed, in tab order: the app's, or fewer in a test.
    public var composition: Composition
    /// Which features are on.
    public var features: AppFeatures
    /// Signing in and out: of the preset, as every feature's services are, or of the server.
    public var session: SessionService
    /// Each feature's services, and the clock their dates are read around.
    public var services: FeatureServices

    /// An environment with no services set: each feature's are its empty preset's until set,
    /// and the session the empty preset's (signed in as the first demo user).
    public init(
        composing composition: Composition = .app, features: AppFeatures = AppFeatures(),
        clock: CalendarClock = .system
    ) {
        self.composition = composition
        self.features = features
        self.services = FeatureServices(clock: clock)
        self.session = .mock(latency: .zero)
    }

    /// The services of `feature`: what was set, else its empty preset's.
    public subscript<Feature: FeatureDescriptor>(feature: Feature.Type) -> Feature.Services {
        get { services[feature] }
        set { services[feature] = newValue }
    }

    /// Each feature's services of the preset `name` (mock, empty, error, slow or offline: see
    /// each Domain's `presets`), so a preset means the same in the app as in a harness; `nil`
    /// for live, which needs a connection, or a name a feature lacks.
    public static func preset(
        _ name: PresetName, tuning: PresetTuning = PresetTuning(), clock: CalendarClock = .system,
        composing composition: Composition = .app
    ) -> Self? {
        var environment = ServiceEnvironment(composing: composition, clock: clock)
        guard let session = SessionService.presets.services(name, tuning: tuning),
            environment.services.setPreset(name, tuning: tuning, for: composition.features)
        else { return nil }
        environment.session = session
        return environment
    }

    /// Fixture data, answered after `latency`, kept in memory until the app exits.
    public static func mock(
        latency: Duration = PresetDefaults.mockLatency, clock: CalendarClock = .system,
        composing composition: Composition = .app
    ) -> Self {
        standard(.mock, tuning: PresetTuning(latency: latency), clock: clock, composing: composition)
    }

    /// A server with nothing on it: nothing listed, nothing to book.
    public static var empty: Self { standard(.empty) }

    /// A server that cannot be reached: every tab shows the error and how to retry.
    public static var error: Self { standard(.error) }

    /// The mock data after 2.5 s, to see the spinners.
    public static var slow: Self { standard(.slow) }

    /// The network fails and the cache holds the fixtures (not the person's own data): every
    /// tab shows them and says they are cached.
    public static func offline(clock: CalendarClock = .system) -> Self { standard(.offline, clock: clock) }

    /// One of the presets every feature has (`PresetName.standard`).
    static func standard(
        _ name: PresetName, tuning: PresetTuning = PresetTuning(), clock: CalendarClock = .system,
        composing composition: Composition = .app
    ) -> Self {
        guard let environment = preset(name, tuning: tuning, clock: clock, composing: composition) else {
            preconditionFailure("every feature has the '\(name)' preset")
        }
        return environment
    }

    /// The backend a session or a connection talks to (`LiveServices`): each feature's live
    /// preset, every list in the account's cache, dates read with `clock`.
    public static func live(
        _ services: LiveServices, clock: CalendarClock = .system, composing composition: Composition = .app
    ) -> Self {
        var environment = ServiceEnvironment(composing: composition, clock: clock)
        environment.session = .live(services)
        environment.services.setLive(services, for: composition.features)
        return environment
    }

    /// This environment after its session signed out: where a story that starts on the sign-in
    /// screen begins. A session whose server cannot be reached leaves the device signed out all
    /// the same.
    public func signedOut() async -> Self {
        try? await session.signOut()
        return self
    }

    /// This environment with `features` on and off.
    public func with(_ features: AppFeatures) -> Self {
        var copy = self
        copy.features = features
        return copy
    }

    /// This environment showing only `composition`'s tabs, with the services it has.
    public func composing(_ composition: Composition) -> Self {
        var copy = self
        copy.composition = composition
        return copy
    }
}
