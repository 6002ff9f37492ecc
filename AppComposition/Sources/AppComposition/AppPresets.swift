public import LaunchSupport

/// The presets `landmarks-app --preset` offers besides live data (which needs a server, so
/// the executable adds it).
public enum AppPresets {
    /// mock, empty, error, slow and offline, with `features` on.
    public static func catalog(features: AppFeatures) -> [Preset<AppModel.Start>] {
        func ready(_ environment: ServiceEnvironment) -> AppModel.Start { .ready(environment.with(features)) }
        return [
            Preset("mock", "fixture landmarks and reservations, answered after 300 ms") { _ in ready(.mock())
            },
            Preset("empty", "a server with no landmarks and no reservations") { _ in ready(.empty) },
            Preset("error", "a server that cannot be reached; r retries") { _ in ready(.error) },
            Preset("slow", "the mock data after 2.5 s, to watch the spinners") { _ in ready(.slow) },
            Preset("offline", "no network, and a cache from an earlier run: both tabs say it is cached") {
                _ in
                ready(.offline())
            },
        ]
    }
}
