public import ArgumentParser
public import LaunchSupport

/// The simulated server's latency, shared by every harness's mock and slow presets.
public struct SimulationOptions: ParsableArguments, Sendable {
    /// The latency in milliseconds, if given.
    @Option(help: "Simulated server latency in milliseconds (mock and slow presets).")
    public var latency: Int?

    /// Creates the options with their defaults.
    public init() {}

    /// The given latency, or `fallback` when none was given.
    public func latency(or fallback: Duration) -> Duration {
        latency.map { .milliseconds($0) } ?? fallback
    }

    /// Checks the range.
    public func validate() throws {
        if let latency, !(0...60_000).contains(latency) {
            throw ValidationError("--latency must be between 0 and 60000 milliseconds")
        }
    }
}

extension PresetCatalog {
    /// Checks the options every harness shares against the chosen preset: the preset exists,
    /// simulation options go with mock and slow only, live options with live only.
    ///
    /// - Parameter mockDataOption: the harness's option that replaces the mock data
    ///   (`--landmarks`, `--reservations`) and its value, which must be 0...1,000,000.
    /// - Throws: a `ValidationError`, which exits with status 64.
    public func validate(
        _ preset: String, live: LiveOptions, simulation: SimulationOptions,
        mockDataOption: (name: String, value: Int?)
    ) throws {
        _ = try named(preset)
        if let count = mockDataOption.value, !(0...1_000_000).contains(count) {
            throw ValidationError("\(mockDataOption.name) must be between 0 and 1000000")
        }
        if mockDataOption.value != nil || simulation.latency != nil, !["mock", "slow"].contains(preset) {
            throw ValidationError(
                "\(mockDataOption.name) and --latency apply only to the mock and slow presets")
        }
        if live.isUsed, preset != "live" {
            throw ValidationError(
                "--server, --user, --password, --cache-dir and --timeout apply only to --preset live")
        }
    }
}
