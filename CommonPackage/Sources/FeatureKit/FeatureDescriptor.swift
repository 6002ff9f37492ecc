public import DesignSystem
public import Toolkit

/// A feature, described once in its own package: everything its harness, the app, the preview
/// gallery and the generator need to know about it. Each reads this one description, so a
/// feature written by hand and one `new-feature` generated are composed the same way.
///
/// ```swift
/// public enum TrailsDescriptor: FeatureDescriptor {
///     public static let title = "Trails"
///     public static let stories = TrailsStories.all
///     public static func presets(clock: CalendarClock) -> ServicePresets<TrailService> { TrailService.presets }
///     public static func makeRoot(_ service: TrailService, context: FeatureContext) -> TrailsModel {
///         TrailsModel(store: TrailStore(service: service, logger: context.logger))
///     }
/// }
/// ```
public protocol FeatureDescriptor: SendableMetatype {
    /// The services its Domain defines: one value of closures.
    associatedtype Services: Sendable
    /// Its root screen's model, which its host shows and its links open.
    associatedtype Root: FeatureRoot

    /// Its name: the host of its links (`landmarks://trails/…`), its harness (`trails-preview`),
    /// its folder in the gallery and what `--disable` takes. Its link grammar's by default.
    static var name: String { get }
    /// Its tab's title in the app: "Trails".
    static var title: String { get }
    /// Whether `landmarks-app --disable NAME` may turn it off; every feature but the first tab
    /// can be.
    static var canBeTurnedOff: Bool { get }
    /// Whether its screens show dates, so the gallery draws them in every time zone.
    static var showsDates: Bool { get }
    /// Whether its live preset talks to our Backend. A feature over someone else's API does
    /// not: the gallery draws no live scenes of it, as no embedded backend stands in for that
    /// API, and so check-fidelity has no live frames of it to compare.
    static var isServedByOurBackend: Bool { get }
    /// What a person can do with it, as stories: its harness's `--story`, and the gallery's.
    static var stories: [Story] { get }
    /// What the same person can do on another device, for stories that show a change made
    /// elsewhere arriving (`elsewhere:book`). None by default.
    static var otherDevice: [OtherDeviceAction<Services>] { get }

    /// Its Domain's presets, with dates around `clock`.
    static func presets(clock: CalendarClock) -> ServicePresets<Services>
    /// Its root as a tab of the app, whose composition root wires what it asks of other
    /// features.
    @MainActor static func makeRoot(_ services: Services, context: FeatureContext) -> Root
    /// Its root on its own, as its harness and the gallery show it: what another feature would
    /// do is said instead. The app's root by default.
    @MainActor static func makeStandaloneRoot(_ services: Services, context: FeatureContext) -> Root
}

extension FeatureDescriptor {
    /// Its link grammar's name: `landmarks://trails/…` makes it `trails`.
    public static var name: String { Root.Location.feature }
    /// Every feature can be turned off unless it says otherwise.
    public static var canBeTurnedOff: Bool { true }
    /// A feature shows no dates unless it says so.
    public static var showsDates: Bool { false }
    /// A feature is served by our Backend unless it says otherwise.
    public static var isServedByOurBackend: Bool { true }
    /// A feature has no other device unless it says so.
    public static var otherDevice: [OtherDeviceAction<Services>] { [] }

    /// `root` in its host, ready to run over `services`, with the other device acting on the
    /// same services.
    @MainActor public static func stage(
        _ root: Root, services: Services, clock: CalendarClock, refreshOnReturn: RefreshOnReturn? = nil
    ) -> StagedScreen {
        StagedScreen(
            FeatureHost(root, refreshOnReturn: refreshOnReturn),
            elsewhere: OtherDevice(otherDevice, services: services, clock: clock).elsewhere)
    }

    /// The app's root: a feature that asks nothing of others is the same alone.
    @MainActor public static func makeStandaloneRoot(_ services: Services, context: FeatureContext) -> Root {
        makeRoot(services, context: context)
    }

    /// Its link grammar: `landmarks://<name>/…`.
    public static var links: any FeatureLocation.Type { Root.Location.self }
}
