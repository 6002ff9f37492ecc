import ArgumentParser
import DesignSystem
import LaunchSupport
import LandmarksDomain
import LandmarksFeature
import PreviewSupport
import Toolkit

/// Runs the Landmarks feature on its own, with any preset, in a terminal or headless.
@main
struct LandmarksPreview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "landmarks-preview",
        abstract: "Run the Landmarks feature alone, with mock, empty, error or slow data.",
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

    @Option(help: "Use N generated landmarks instead of the fixtures (mock and slow presets).")
    var landmarks: Int?

    static func presets(
        landmarks count: Int? = nil, simulation: SimulationOptions = SimulationOptions(),
        live: LiveOptions = LiveOptions()
    ) -> PresetCatalog<LandmarkService> {
        let data = { @Sendable in count.map(Landmark.generated(count:)) ?? Landmark.fixtures }
        return PresetCatalog([
            Preset("mock", "14 fixture landmarks, answered after 300 ms") { _ in
                .mock(latency: simulation.latency(or: .milliseconds(300)), landmarks: data())
            },
            Preset("empty", "a server with no landmarks") { _ in .empty },
            Preset("error", "a server that cannot be reached; r retries") { _ in
                .failing(.transport("connection refused"))
            },
            Preset("slow", "the mock data after 2.5 s, to watch the spinner") { _ in
                .mock(latency: simulation.latency(or: .milliseconds(2500)), landmarks: data())
            },
            Preset("live", "the backend at --server, through the disk cache; --user to save favorites") {
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
            mockDataOption: ("--landmarks", landmarks))
    }

    @MainActor func run() async throws {
        let catalog = Self.presets(landmarks: landmarks, simulation: simulation, live: live)
        try await Launcher(name: "landmarks-preview", options: launch, output: { print($0) }).run(catalog) {
            service, context in
            let model = LandmarksModel(store: LandmarkStore(service: service, logger: context.logger))
            model.onBookTapped = { [weak model] id in
                let name = model?.store.landmark(id: id)?.name ?? "this landmark"
                model?.notice = Notice(.info, "The app would open the booking form for \(name) here.")
            }
            return FeatureHost(model)
        }
    }
}
