import ArgumentParser
import LaunchSupport
import PreviewSupport
import TrailsFeature

/// Runs the Trails feature on its own, with any preset, in a terminal or headless.
@main
struct TrailsPreview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trails-preview",
        abstract: "Run the Trails feature alone, with mock, empty, error, slow, offline or live data.",
        discussion: """
            Interactive when standard input is a terminal. --headless draws into an in-memory \
            terminal instead, presses --keys, waits for the UI to settle after each, and prints \
            the final frame. Logs go to $XDG_STATE_HOME/landmarks/logs/trails-preview.log.

            Examples:
              trails-preview --preset slow
              trails-preview --headless --keys "down enter"
            """)

    @OptionGroup var launch: LaunchOptions
    @OptionGroup(title: "Live preset") var live: LiveOptions
    @OptionGroup var simulation: SimulationOptions

    @Option(help: "Use N generated trails instead of the fixtures (mock and slow presets).")
    var trails: Int?

    var harness: PreviewHarness<TrailsDescriptor> {
        PreviewHarness(launch: launch, live: live, simulation: simulation, items: ("--trails", trails))
    }

    func validate() throws { try harness.validate() }

    @MainActor func run() async throws { try await harness.run() }
}
