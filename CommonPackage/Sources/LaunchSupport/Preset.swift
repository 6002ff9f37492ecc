import ArgumentParser
import Foundation
public import DesignSystem
import FeatureKit
public import Logger
public import Toolkit
import LiveSession

/// A named, complete set of services an executable can run its screens with.
public struct Preset<Value> {
    /// Which preset it is; its raw value is what `--preset` takes.
    public var name: PresetName
    /// One line saying what the preset shows.
    public var summary: String
    /// Builds the services; called once, after the arguments are validated.
    public var make: @MainActor (PresetContext) async throws(LaunchError) -> Value

    /// The preset `name`, described by `summary` in `--list-presets`, made by `make`.
    public init(
        _ name: PresetName, _ summary: String,
        make: @escaping @MainActor (PresetContext) async throws(LaunchError) -> Value
    ) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}

/// The presets an executable offers, in the order `--list-presets` prints them.
public struct PresetCatalog<Value> {
    /// The presets in the order `--list-presets` prints them.
    public var presets: [Preset<Value>]

    /// A catalog of `presets`; their names must differ.
    public init(_ presets: [Preset<Value>]) {
        self.presets = presets
    }

    /// The preset called `name`.
    ///
    /// - Throws: a `ValidationError` naming the valid presets, which exits with status 64.
    public func named(_ name: PresetName) throws -> Preset<Value> {
        guard let preset = presets.first(where: { $0.name == name }) else {
            throw ValidationError(
                "unknown preset '\(name)'; valid presets: \(presets.map(\.name.rawValue).joined(separator: ", "))"
            )
        }
        return preset
    }

    /// One line per preset: its name, padded, then its summary; the preset used when
    /// `--preset` is not given ends with "(default)".
    public func listing(default defaultName: PresetName) -> String {
        namedListing(
            presets.map { ($0.name.rawValue, $0.summary + ($0.name == defaultName ? " (default)" : "")) })
    }
}

/// What a preset is built with: the executable's logger, and a place to leave work for the end;
/// and what it says of the screen over it.
@MainActor
public final class PresetContext {
    /// Writes to the harness's log file.
    public let logger: Logger
    /// When coming back to the screen reloads it: set by a live preset (`--refresh-after`),
    /// whose server others change; `nil` for the simulated ones, whose data nobody else changes.
    public var refreshOnReturn: RefreshOnReturn?
    private var exitActions: [@Sendable () async -> Void] = []

    /// Creates a context; the ``Launcher`` makes one for each run.
    public init(logger: Logger) {
        self.logger = logger
    }

    /// Runs `action` when the screen has finished, before the process exits: flushing a cache,
    /// say, so nothing written behind the UI is lost.
    public func atExit(_ action: @escaping @Sendable () async -> Void) {
        exitActions.append(action)
    }

    /// Runs the actions left with ``atExit(_:)``, in order, once.
    public func runExitActions() async {
        for action in exitActions { await action() }
        exitActions = []
    }
}

extension PresetCatalog {
    /// A feature's presets as an executable offers them: the simulated ones tuned by `tuning`,
    /// the live one through a `LiveConnection` opened from `live` and flushed at exit.
    public init(_ presets: ServicePresets<Value>, tuning: PresetTuning = PresetTuning(), live: LiveOptions) {
        self.init(
            presets.presets.map { preset in
                switch preset.source {
                case let .simulated(make):
                    Preset(preset.name, preset.summary) { _ in make(tuning) }
                case let .live(make):
                    Preset(preset.name, preset.summary) { context throws(LaunchError) in
                        context.refreshOnReturn = live.refreshOnReturn
                        var services = try await LiveConnection.open(live, for: context).services
                        services.chosenServer = try live.chosenServer(
                            environment: ProcessInfo.processInfo.environment)
                        return make(services)
                    }
                }
            })
    }
}
