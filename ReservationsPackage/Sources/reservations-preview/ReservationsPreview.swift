import ArgumentParser
import LaunchSupport
import PreviewSupport
import ReservationsFeature

/// Runs the Reservations feature on its own, with any preset, in a terminal or headless.
@main
struct ReservationsPreview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reservations-preview",
        abstract: "Run the Reservations feature alone, with mock, empty, error, slow, offline or live data.",
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

    @Option(
        parsing: .unconditional,
        help: "Use N generated reservations instead of the fixtures (mock and slow presets).")
    var reservations: Int?

    var harness: PreviewHarness<ReservationsDescriptor> {
        PreviewHarness(
            launch: launch, live: live, simulation: simulation, items: ("--reservations", reservations))
    }

    func validate() throws { try harness.validate() }

    @MainActor func run() async throws { try await harness.run() }
}
