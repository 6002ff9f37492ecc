public import ArgumentParser
public import DesignSystem
public import LaunchSupport
public import Toolkit

/// The simulated server's latency, shared by every harness's mock and slow presets.
public struct SimulationOptions: ParsableArguments, Sendable {
    /// The latency in milliseconds, if given. Parsed `.unconditional`ly: `--latency -5` is a
    /// value the range check refuses, not a missing value.
    @Option(
        parsing: .unconditional, help: "Simulated server latency in milliseconds (mock and slow presets).")
    public var latency: Int?

    /// Creates the options with their defaults.
    public init() {}

    /// Checks the range.
    public func validate() throws {
        if let latency, !(0...60_000).contains(latency) {
            throw ValidationError("--latency must be between 0 and 60000 milliseconds")
        }
    }
}

/// What every preview harness does with its options: one feature's presets (from its Domain),
/// checked against the options, and its screen run by the shared ``Launcher``. A harness is its
/// options, this, and the screen it builds over the chosen services.
///
/// ```swift
/// var harness: PreviewHarness<LandmarkService> {
///     PreviewHarness("landmarks-preview", presets: LandmarkService.presets, launch: launch,
///                    live: live, simulation: simulation, items: ("--landmarks", landmarks),
///                    stories: LandmarksStories.all)
/// }
/// func validate() throws { try harness.validate() }
/// @MainActor func run() async throws {
///     try await harness.run { service, context in FeatureHost(LandmarksModel(…)) }
/// }
/// ```
public struct PreviewHarness<Service> {
    /// The executable's name: its log file and messages.
    public let name: String
    /// The feature's presets.
    public let presets: ServicePresets<Service>
    /// The preset and the headless run.
    public let launch: LaunchOptions
    /// The live preset's server, account and cache.
    public let live: LiveOptions
    /// The simulated server's latency.
    public let simulation: SimulationOptions
    /// The option that replaces the mock data with generated items (`--landmarks`), and its value.
    public let items: (option: String, count: Int?)
    /// The feature's stories, for `--story` and `--list-stories`.
    public let stories: [Story]
    /// The feature's link grammar, which `--open` must follow.
    public let links: any FeatureLocation.Type

    /// Creates the harness from its parsed options.
    public init(
        _ name: String, presets: ServicePresets<Service>, launch: LaunchOptions, live: LiveOptions,
        simulation: SimulationOptions, items: (option: String, count: Int?), stories: [Story] = [],
        links: any FeatureLocation.Type
    ) {
        self.name = name
        self.presets = presets
        self.launch = launch
        self.live = live
        self.simulation = simulation
        self.items = items
        self.stories = stories
        self.links = links
    }

    /// The preset `--preset` names, or mock.
    public var preset: String { launch.preset ?? "mock" }

    /// Checks the options against the chosen preset: it exists, the simulation options go with
    /// mock and slow only, the live options with live only; and `--open` against the feature's
    /// links.
    ///
    /// - Throws: a `ValidationError`, which exits with status 64.
    public func validate() throws {
        guard presets[preset] != nil else {
            throw ValidationError(
                "unknown preset '\(preset)'; valid presets: \(presets.names.joined(separator: ", "))")
        }
        if let count = items.count, !(0...1_000_000).contains(count) {
            throw ValidationError("\(items.option) must be between 0 and 1000000")
        }
        if items.count != nil || simulation.latency != nil, !["mock", "slow"].contains(preset) {
            throw ValidationError("\(items.option) and --latency apply only to the mock and slow presets")
        }
        if let link = launch.open {
            do { try links.check(link) } catch { throw ValidationError(error.description) }
        }
        if live.isUsed, preset != "live" {
            throw ValidationError(
                "--server, --user, --password, --cache-dir, --timeout and --refresh-after "
                    + "apply only to --preset live")
        }
    }

    /// Lists the presets for `--list-presets` or the stories for `--list-stories`, or runs
    /// `makeScreen` over the chosen preset's services, interactively or headless, playing
    /// `--story` first.
    @MainActor
    public func run(makeScreen: @escaping @MainActor (Service, PresetContext) -> any Screen) async throws {
        let tuning = PresetTuning(latency: simulation.latency.map { .milliseconds($0) }, itemCount: items.count)
        let catalog = PresetCatalog(presets, tuning: tuning, live: live)
        try await Launcher(name: name, options: launch, output: { print($0) }).run(
            catalog, stories: stories, makeScreen: makeScreen)
    }
}
