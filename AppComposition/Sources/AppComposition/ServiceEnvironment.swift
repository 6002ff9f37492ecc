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

    /// Fixture data, answered after 300 ms (`latency`), kept in memory until the app exits.
    public static func mock(latency: Duration = .milliseconds(300), clock: CalendarClock = .system) -> Self {
        ServiceEnvironment(
            landmarks: .mock(latency: latency),
            reservations: .mock(latency: latency, clock: clock), clock: clock)
    }

    /// A server with no landmarks and no reservations.
    public static var empty: Self {
        ServiceEnvironment(
            landmarks: .empty, reservations: .mock(latency: .zero, reservations: [], landmarks: []))
    }

    /// A server that cannot be reached: every tab shows the error and how to retry.
    public static var error: Self {
        let error = AppError.transport("connection refused")
        return ServiceEnvironment(landmarks: .failing(error), reservations: .failing(error))
    }

    /// The mock data after 2.5 s, to see the spinners.
    public static var slow: Self { .mock(latency: .milliseconds(2500)) }

    /// The network fails and the cache holds data from an earlier run: both tabs show it and
    /// say it is cached.
    public static func offline(clock: CalendarClock = .system) -> Self {
        let landmarks = LandmarkService.offline()
        return ServiceEnvironment(
            landmarks: landmarks, reservations: .offline(clock: clock, landmarks: landmarks), clock: clock)
    }

    /// The backend at `baseURL` through `client` (signed in), both features' lists in `cache`.
    public static func live(client: NetworkClient, baseURL: URL, cache: TieredCache, logger: Logger) -> Self {
        let landmarks = LandmarkService.live(client: client, baseURL: baseURL, cache: cache, logger: logger)
        return ServiceEnvironment(
            landmarks: landmarks,
            reservations: .live(
                client: client, baseURL: baseURL, cache: cache, landmarks: landmarks, logger: logger))
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
