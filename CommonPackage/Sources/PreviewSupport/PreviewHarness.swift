public import ArgumentParser
import DesignSystem
public import FeatureKit
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

/// What every preview harness does with its options: one feature, read from its
/// `FeatureDescriptor` (its presets, stories, links and standalone root), checked against the
/// options and run by the shared `Launcher`. A harness is its options and this.
///
/// ```swift
/// var harness: PreviewHarness<LandmarksDescriptor> {
///     PreviewHarness(launch: launch, live: live, simulation: simulation, items: ("--landmarks", landmarks))
/// }
/// func validate() throws { try harness.validate() }
/// @MainActor func run() async throws { try await harness.run() }
/// ```
public struct PreviewHarness<Feature: FeatureDescriptor> {
    /// The preset and the headless run.
    public let launch: LaunchOptions
    /// The live preset's server, account and cache.
    public let live: LiveOptions
    /// The simulated server's latency.
    public let simulation: SimulationOptions
    /// The option that replaces the mock data with generated items (`--landmarks`), and its value.
    public let items: (option: String, count: Int?)

    /// Creates the harness of `Feature` from its parsed options.
    public init(
        _ feature: Feature.Type = Feature.self, launch: LaunchOptions, live: LiveOptions,
        simulation: SimulationOptions, items: (option: String, count: Int?)
    ) {
        self.launch = launch
        self.live = live
        self.simulation = simulation
        self.items = items
    }

    /// The executable's name, for its log file and messages: `landmarks-preview`.
    public var name: String { "\(Feature.name)-preview" }

    /// The feature's presets, with dates around now.
    var presets: ServicePresets<Feature.Services> { Feature.presets(clock: .system) }

    /// The preset `--preset` names, or mock.
    public var preset: PresetName { launch.preset ?? .mock }

    /// Checks the options against the chosen preset: it exists, the simulation options go with
    /// mock and slow only, the live options with live only; and `--open` against the feature's
    /// links.
    ///
    /// - Throws: a `ValidationError`, which exits with status 64.
    public func validate() throws {
        guard presets[preset] != nil else {
            throw ValidationError(
                "unknown preset '\(preset)'; valid presets: \(presets.names.map(\.rawValue).joined(separator: ", "))"
            )
        }
        if let count = items.count, !(0...1_000_000).contains(count) {
            throw ValidationError("\(items.option) must be between 0 and 1000000")
        }
        if items.count != nil || simulation.latency != nil, ![.mock, .slow].contains(preset) {
            throw ValidationError("\(items.option) and --latency apply only to the mock and slow presets")
        }
        if let link = launch.open {
            do { try Feature.links.check(link) } catch { throw ValidationError(error.description) }
        }
        if live.isUsed, preset != .live {
            throw ValidationError("\(LiveOptions.listed()) apply only to --preset live")
        }
    }

    /// Lists the presets for `--list-presets` or the stories for `--list-stories`, or runs the
    /// feature's standalone root over the chosen preset's services, interactively or headless,
    /// playing `--story` first.
    @MainActor
    public func run() async throws {
        let tuning = PresetTuning(
            latency: simulation.latency.map { .milliseconds($0) }, itemCount: items.count)
        let catalog = PresetCatalog(presets, tuning: tuning, live: live)
        try await Launcher(name: name, options: launch, output: { print($0) }).run(
            catalog, stories: Feature.stories
        ) { services, context in
            Feature.stage(
                Feature.makeStandaloneRoot(services, context: FeatureContext(logger: context.logger)),
                services: services, clock: .system, refreshOnReturn: context.refreshOnReturn)
        }
    }
}
