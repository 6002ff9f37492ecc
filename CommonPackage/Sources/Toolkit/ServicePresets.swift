public import Foundation
public import Logger

/// Which preset: a value a feature's presets are declared and looked up by (`.mock`, `.live`),
/// with the name `--preset` takes on the command line.
public struct PresetName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name on the command line: "mock".
    public let rawValue: String

    /// The preset called `rawValue` on the command line, which a lookup may not know.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The command line's name.
    public var description: String { rawValue }

    /// The fixtures, after ``PresetDefaults/mockLatency``.
    public static let mock = PresetName(rawValue: "mock")
    /// A server with nothing on it.
    public static let empty = PresetName(rawValue: "empty")
    /// A server that cannot be reached.
    public static let error = PresetName(rawValue: "error")
    /// The fixtures, after ``PresetDefaults/slowLatency``.
    public static let slow = PresetName(rawValue: "slow")
    /// No network, and a cache that holds the fixtures.
    public static let offline = PresetName(rawValue: "offline")
    /// Live data from a server: the app's default.
    public static let live = PresetName(rawValue: "live")

    /// The presets every feature offers, in the order they are listed.
    public static let standard: [PresetName] = [.mock, .empty, .error, .slow, .offline, .live]
}

/// What every feature's presets share, defined once: the simulated server's latencies and the
/// error of a server that cannot be reached.
public enum PresetDefaults {
    /// How long the mock server takes to answer: long enough to see the loading state flash.
    public static let mockLatency: Duration = .milliseconds(300)
    /// How long the slow preset's server takes: long enough to watch a spinner.
    public static let slowLatency: Duration = .milliseconds(2500)
    /// What every call to the `error` preset's server fails with.
    public static let unreachable = AppError.transport("connection refused")
}

/// How a person running a harness tunes the simulated presets (mock and slow): the server's
/// latency, and how many generated items replace the fixtures; and how a test sets the clock
/// the latency is waited on.
public struct PresetTuning: Sendable {
    /// The latency to use instead of the preset's own.
    public var latency: Duration?
    /// How many generated items to serve instead of the fixtures.
    public var itemCount: Int?
    /// The clock the simulated server waits on: the real one, or a test's.
    public var clock: any Clock<Duration>

    /// Creates a tuning; `nil` keeps the preset's own.
    public init(
        latency: Duration? = nil, itemCount: Int? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.latency = latency
        self.itemCount = itemCount
        self.clock = clock
    }

    /// The latency the preset waits: this tuning's, else `standard`, on this tuning's clock.
    func latency(or standard: Duration) -> Latency {
        Latency(latency ?? standard, clock: clock)
    }
}

/// What a live preset's service talks to: a client with its interceptors, the server, the
/// cache of the signed-in account, the token store the client signs its requests from, and where
/// to log.
public struct LiveServices: Sendable {
    /// The client, signed in or not.
    public var client: NetworkClient
    /// The token the client sends, which the session's sign-in and sign-out replace.
    public var tokens: TokenStore
    /// The server.
    public var baseURL: URL
    /// The memory and disk cache of the account.
    public var cache: TieredCache
    /// Where the service logs.
    public var logger: Logger
    /// The signed-in user's changes as they happen (``ChangeFeed/none`` when nobody is).
    public var changes: ChangeFeed
    /// The server the person named for this feature alone: a harness's `--server` (or
    /// `LANDMARKS_BASE_URL`); `nil` when they named none, and in the app, whose server is its own
    /// backend. A feature over someone else's API goes there instead of its document's server.
    public var chosenServer: URL? = nil

    /// The services a live preset is built from; see each property.
    public init(
        client: NetworkClient, baseURL: URL, cache: TieredCache, logger: Logger, changes: ChangeFeed = .none,
        tokens: TokenStore = TokenStore()
    ) {
        self.client = client
        self.tokens = tokens
        self.baseURL = baseURL
        self.cache = cache
        self.logger = logger
        self.changes = changes
    }
}

/// One named world a feature's services can run in, with a line saying what it shows.
public struct ServicePreset<Service>: Sendable {
    /// How the services are made.
    public enum Source: Sendable {
        /// In memory, from the tuning.
        case simulated(@Sendable (PresetTuning) -> Service)
        /// Against a server, through a connection the launcher opens.
        case live(@Sendable (LiveServices) -> Service)
    }

    /// Which preset it is; its raw value is what `--preset` takes.
    public let name: PresetName
    /// What the preset shows, for `--list-presets`.
    public let summary: String
    /// How its services are made.
    public let source: Source

    /// The preset `name`, described by `summary`, made from `source`.
    public init(_ name: PresetName, _ summary: String, source: Source) {
        self.name = name
        self.summary = summary
        self.source = source
    }
}

/// A feature's presets, owned by its Domain and used alike by its harness and by the app, so a
/// preset name means the same services everywhere.
///
/// ```swift
/// extension LandmarkService {
///     public static let presets = ServicePresets.standard(
///         mock: "14 fixture landmarks", data: { latency, count in .mock(latency: latency, …) },
///         empty: ("a server with no landmarks", .empty), failing: LandmarkService.failing,
///         offline: ("…", { .offline() }), live: ("…", { .live(client: $0.client, …) }))
/// }
/// ```
public struct ServicePresets<Service>: Sendable {
    /// The presets, in the order they are listed.
    public let presets: [ServicePreset<Service>]
    /// The services of the `empty` preset, which every feature has: a server with nothing on it.
    /// The app gives it to a feature whose services were never set.
    public let empty: @Sendable () -> Service
    /// The services of the `live` preset, which every feature has, against a server.
    public let live: @Sendable (LiveServices) -> Service

    private init(
        _ presets: [ServicePreset<Service>], empty: @escaping @Sendable () -> Service,
        live: @escaping @Sendable (LiveServices) -> Service
    ) {
        self.presets = presets
        self.empty = empty
        self.live = live
    }

    /// The presets every feature offers (see ``PresetName/standard``), with the parameters they
    /// share: `mock` serves `data` after ``PresetDefaults/mockLatency``, `slow` the same data
    /// after ``PresetDefaults/slowLatency``, `error` fails every call with
    /// ``PresetDefaults/unreachable``.
    ///
    /// - Parameters:
    ///   - mock: what the mock data is ("14 fixture landmarks").
    ///   - data: the in-memory service answering after a latency, with a number of generated
    ///     items instead of the fixtures when one is given.
    ///   - empty: a server with nothing on it, and what the screen then offers.
    ///   - failing: the service whose every call fails with an error.
    ///   - offline: no network, and a cache that holds the fixtures.
    ///   - live: the service against a server.
    public static func standard(
        mock: String, data: @escaping @Sendable (_ latency: Latency, _ itemCount: Int?) -> Service,
        empty: (summary: String, service: @Sendable () -> Service),
        failing: @escaping @Sendable (AppError) -> Service,
        offline: (summary: String, service: @Sendable () -> Service),
        live: (summary: String, service: @Sendable (LiveServices) -> Service)
    ) -> Self {
        ServicePresets(
            [
                ServicePreset(
                    .mock, "\(mock), answered after \(PresetDefaults.mockLatency.spoken)",
                    source: .simulated { data($0.latency(or: PresetDefaults.mockLatency), $0.itemCount) }),
                ServicePreset(.empty, empty.summary, source: .simulated { _ in empty.service() }),
                ServicePreset(
                    .error, "a server that cannot be reached; r retries",
                    source: .simulated { _ in failing(PresetDefaults.unreachable) }),
                ServicePreset(
                    .slow, "the mock data after \(PresetDefaults.slowLatency.spoken), to watch the spinner",
                    source: .simulated { data($0.latency(or: PresetDefaults.slowLatency), $0.itemCount) }),
                ServicePreset(.offline, offline.summary, source: .simulated { _ in offline.service() }),
                ServicePreset(.live, live.summary, source: .live(live.service)),
            ], empty: empty.service, live: live.service)
    }

    /// The same presets, each simulated one's services changed by `change`: a test's way to
    /// make every in-memory server misbehave alike.
    public func mapSimulated(_ change: @escaping @Sendable (Service) -> Service) -> ServicePresets {
        ServicePresets(
            presets.map { preset in
                guard case let .simulated(make) = preset.source else { return preset }
                return ServicePreset(preset.name, preset.summary, source: .simulated { change(make($0)) })
            }, empty: { [empty] in change(empty()) }, live: live)
    }

    /// The preset `name`.
    public subscript(name: PresetName) -> ServicePreset<Service>? {
        presets.first { $0.name == name }
    }

    /// The names, in order.
    public var names: [PresetName] { presets.map(\.name) }

    /// The services of the simulated preset `name`, tuned; `nil` for a live or unknown preset.
    public func services(_ name: PresetName, tuning: PresetTuning = PresetTuning()) -> Service? {
        guard case let .simulated(make) = self[name]?.source else { return nil }
        return make(tuning)
    }
}

extension Duration {
    /// "300 ms", "2.5 s": how a preset's summary says a latency.
    public var spoken: String {
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        let seconds = Double(milliseconds) / 1000
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
