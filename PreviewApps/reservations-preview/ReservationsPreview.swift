import ArgumentParser
import DesignSystem
import LaunchSupport
import PreviewSupport
import ReservationsDomain
import ReservationsFeature
import Toolkit

/// Runs the Reservations feature on its own, with any preset, in a terminal or headless.
@main
struct ReservationsPreview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reservations-preview",
        abstract: "Run the Reservations feature alone, with mock, empty, error, slow or live data.",
        discussion: """
            Interactive when standard input is a terminal. --headless draws into an in-memory \
            terminal instead, presses --keys, waits for the UI to settle after each (loads and \
            saves), and prints the final frame. Dates show in the time zone of $TZ. Logs go to \
            $XDG_STATE_HOME/landmarks/logs/reservations-preview.log.

            Keys: list ↑↓ move, enter open, n new, r reload, q quit; detail e edit, c cancel \
            (asks first), l landmark, esc back; form ↑↓/tab move, ←→ change, type to edit \
            notes, ctrl-s save, esc leave (asks first if anything changed).

            Examples:
              reservations-preview --preset slow
              reservations-preview --headless --keys "n down right ctrl-s"
              reservations-preview --headless --reservations 10000 --latency 0 --keys "pgdn enter"
              reservations-preview --preset live --server http://127.0.0.1:8080 --user ada --password ada-password

            Landmarks are not linked into this harness: l shows which landmark the app would open.
            """)

    @OptionGroup var launch: LaunchOptions
    @OptionGroup(title: "Live preset") var live: LiveOptions
    @OptionGroup var simulation: SimulationOptions

    @Option(help: "Use N generated reservations instead of the fixtures (mock and slow presets).")
    var reservations: Int?

    static func presets(
        reservations count: Int? = nil, simulation: SimulationOptions = SimulationOptions(),
        live: LiveOptions = LiveOptions()
    ) -> PresetCatalog<ReservationService> {
        let clock = CalendarClock.system
        let data = { @Sendable in count.map { Reservation.generated(count: $0, clock: clock) } }
        return PresetCatalog([
            Preset("mock", "5 visits around today (3 upcoming, 1 of them cancelled; 2 past), after 300 ms") {
                _ in
                .mock(latency: simulation.latency(or: .milliseconds(300)), clock: clock, reservations: data())
            },
            Preset("empty", "no reservations yet; n books one") { _ in .empty },
            Preset("error", "a server that cannot be reached; r retries") { _ in
                .failing(.transport("connection refused"))
            },
            Preset("slow", "the mock data after 2.5 s, to watch the spinner") { _ in
                .mock(
                    latency: simulation.latency(or: .milliseconds(2500)), clock: clock, reservations: data())
            },
            Preset("live", "the backend at --server, through the disk cache; needs --user or a token") {
                context throws(LaunchError) in
                let connection = try await LiveConnection.open(live, for: context)
                return .live(
                    client: connection.client, baseURL: connection.baseURL, cache: connection.cache,
                    logger: context.logger)
            },
        ])
    }

    func validate() throws {
        try Self.presets().validate(
            launch.preset ?? "mock", live: live, simulation: simulation,
            mockDataOption: ("--reservations", reservations))
    }

    @MainActor func run() async throws {
        let catalog = Self.presets(reservations: reservations, simulation: simulation, live: live)
        try await Launcher(name: "reservations-preview", options: launch, output: { print($0) }).run(catalog)
        { service, context in
            let store = ReservationStore(service: service, logger: context.logger)
            let model = ReservationsModel(store: store)
            model.onLandmarkTapped = { [weak model] id in
                let name = store.reservations.first { $0.landmarkId == id }?.landmarkName ?? "that landmark"
                model?.notice = Notice(.info, "The app would open \(name) here; this harness has no landmark screens.")
            }
            return FeatureHost(model)
        }
    }
}
