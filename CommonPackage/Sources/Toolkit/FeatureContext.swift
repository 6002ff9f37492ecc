public import Logger

/// What a feature's screens are made with besides its services: the clock its dates are read
/// with, and where its store logs. The harness, the app and the gallery each make one.
public struct FeatureContext: Sendable {
    /// Now, and the time zone and locale dates are shown in.
    public var clock: CalendarClock
    /// Where the feature's store logs: the harness's log file, or nowhere.
    public var logger: Logger

    /// A context reading dates with `clock` and logging to `logger`.
    public init(clock: CalendarClock = .system, logger: Logger = .disabled) {
        self.clock = clock
        self.logger = logger
    }
}
