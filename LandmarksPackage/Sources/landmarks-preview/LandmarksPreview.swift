import ArgumentParser
import LaunchSupport
import LandmarksFeature
import PreviewSupport

/// Runs the Landmarks feature on its own, with any preset, in a terminal or headless.
@main
struct LandmarksPreview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "landmarks-preview",
        abstract: "Run the Landmarks feature alone, with mock, empty, error, slow, offline or live data.",
        discussion: """
            Interactive when standard input is a terminal. --headless draws into an in-memory \
            terminal instead, presses --keys, waits for the UI to settle after each, and prints \
            the final frame. Logs go to $XDG_STATE_HOME/landmarks/logs/landmarks-preview.log.

            Examples:
              landmarks-preview --preset slow
              landmarks-preview --headless --keys "down down enter f"
              landmarks-preview --headless --landmarks 100000 --latency 0 --keys "/ l a k e"
              landmarks-preview --preset live --server http://127.0.0.1:8080 --user ada --password ada-password

            The live preset shows cached data at once and then the server's answer; with the \
            server down it shows the cache and says so. Without --user (or LANDMARKS_TOKEN) it \
            browses signed out, and f explains that signing in is needed.

            Reservations are not linked into this harness: b on a landmark's detail shows which \
            landmark the app would open the booking form for.
            """)

    @OptionGroup var launch: LaunchOptions
    @OptionGroup(title: "Live preset") var live: LiveOptions

    @OptionGroup var simulation: SimulationOptions

    @Option(
        parsing: .unconditional,
        help: "Use N generated landmarks instead of the fixtures (mock and slow presets).")
    var landmarks: Int?

    var harness: PreviewHarness<LandmarksDescriptor> {
        PreviewHarness(launch: launch, live: live, simulation: simulation, items: ("--landmarks", landmarks))
    }

    func validate() throws { try harness.validate() }

    @MainActor func run() async throws { try await harness.run() }
}
