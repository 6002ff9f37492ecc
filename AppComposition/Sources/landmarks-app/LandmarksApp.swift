import AppComposition
import ArgumentParser
import FeatureKit
import Foundation
import LaunchSupport
import LiveSession
import SignIn
import Toolkit

/// Runs the whole app: every composed feature in a tab, by default on live data from a backend it
/// starts in this process.
@main
struct LandmarksApp: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "landmarks-app",
        abstract: "Run Landmarks: browse landmarks, save favorites, book, change and cancel visits.",
        discussion: """
            By default it starts the backend in this process (127.0.0.1, a free port, SQLite in the \
            data directory, seeded on first run) and signs in as the demo user ada, so a favorite or \
            a reservation made in one run is there in the next. When a landmarks-server already \
            serves the data directory, the app uses that server instead. --server (else \
            $LANDMARKS_BASE_URL; --server wins when both are set) talks to a running \
            landmarks-server: sign in on screen, or with --user, which is always checked (a wrong \
            password exits 1). --preset runs on a preset and no server. The sign-in token is kept \
            in the data directory, readable only by you.

            Keys: 1, 2, … select the tabs (Landmarks, Reservations, …); ctrl-o signs out; \
            Ctrl-Z suspends to the shell and fg comes back (after --refresh-after seconds away, \
            live data is loaded again); each tab's footer shows its keys. Logs go to $XDG_STATE_HOME/landmarks/logs/landmarks-app.log.

            Examples:
              landmarks-app
              landmarks-app --server http://127.0.0.1:8080
              landmarks-app --preset offline
              landmarks-app --headless --keys "down enter b ctrl-s"
              landmarks-app --open landmarks://reservations/new
              landmarks-app open landmarks://landmarks/categories/lakes   (in the app already running)
            """,
        subcommands: [OpenLink.self])

    @OptionGroup var launch: LaunchOptions
    @OptionGroup(title: "Live data") var live: LiveOptions

    @Option(
        help: ArgumentHelp(
            "The embedded server's database and the saved sign-in (default: $LANDMARKS_DATA_DIR, else $XDG_DATA_HOME/landmarks).",
            valueName: "path"),
        transform: { URL(filePath: $0, directoryHint: .isDirectory) })
    var dataDir: URL?

    @Option(help: "Turn a feature off: reservations (also LANDMARKS_DISABLE=reservations).")
    var disable: [String] = []

    func validate() throws {
        _ = try catalog.named(preset)
        if let unknown = disable.first(where: { !AppFeatures.names.contains($0) }) {
            throw ValidationError(
                "--disable takes \(AppFeatures.names.joined(separator: ", ")), not '\(unknown)'")
        }
        if live.isUsed || dataDir != nil, preset != .live {
            throw ValidationError("\(LiveOptions.listed(with: ["--data-dir"])) need live data")
        }
        if let link = launch.open {
            do { try AppLinks.check(link, features: features) } catch { throw ValidationError("\(error)") }
        }
        if let name = launch.story, AppStories.startsSignedOut(name), !canStartOnSignIn {
            throw ValidationError(
                "the story '\(name)' starts on the sign-in screen, which a preset shows, or a run with --server "
                    + "URL (or LANDMARKS_BASE_URL) and no --user")
        }
    }

    /// The preset asked for: live data unless `--preset` names another.
    private var preset: PresetName { launch.preset ?? .live }

    /// Whether the story played starts on the sign-in screen, so the run opens there even when
    /// a token is saved.
    private var startsOnSignIn: Bool { launch.story.map(AppStories.startsSignedOut) ?? false }

    /// Whether this run can open on the sign-in screen: a preset (it signs out first), or live
    /// data from a server named by `--server` or `LANDMARKS_BASE_URL`, with no `--user` to sign
    /// in with.
    private var canStartOnSignIn: Bool {
        if preset != .live { return true }
        guard live.user == nil else { return false }
        return (try? live.chosenServer(environment: ProcessInfo.processInfo.environment)) != nil
    }

    @MainActor func run() async throws {
        let links = launch.headless ? nil : try? AppLaunch.linkSocket(data: dataDir)
        try await Launcher(name: "landmarks-app", options: launch, output: { print($0) }).run(
            catalog, defaultPreset: .live, stories: AppStories.all
        ) { [features] start, context in
            let screen = AppScreen(model: AppModel(start: start), refreshOnReturn: context.refreshOnReturn)
            if let links {
                AppLaunch.takeLinks(at: links, into: screen, features: features, context: context)
            }
            return StagedScreen(screen, elsewhere: screen.elsewhere)
        }
    }

    var features: AppFeatures { AppFeatures(disabling: disable, env: try? AppLaunch.env()) }

    var catalog: PresetCatalog<AppModel.Start> {
        let live = Preset<AppModel.Start>(
            .live,
            "live data from the backend of the data directory (started in the app), or from --server"
        ) { [live, dataDir, features, startsOnSignIn] context throws(LaunchError) in
            try await Self.connect(
                context, live: live, dataDir: dataDir, features: features, startsOnSignIn: startsOnSignIn)
        }
        return PresetCatalog([live] + AppPresets.catalog(features: features, startsSignedOut: startsOnSignIn))
    }

    /// Talks to the server `--server` (or `LANDMARKS_BASE_URL`) names, else to the backend of
    /// the data directory (embedded, or the landmarks-server already serving it), and opens the
    /// session. Credentials given with `--user` are checked before the screen shows.
    @MainActor static func connect(
        _ context: PresetContext, live: LiveOptions, dataDir: URL?, features: AppFeatures,
        startsOnSignIn: Bool
    ) async throws(LaunchError) -> AppModel.Start {
        let data = try AppLaunch.dataDirectory(dataDir)
        let environment = ProcessInfo.processInfo.environment
        context.refreshOnReturn = live.refreshOnReturn
        let given = try live.user.map { user throws(LaunchError) in
            (user: user, password: try live.password(environment: environment))
        }
        if let server = try live.chosenServer(environment: environment) {
            let connection = try LiveConnection.connect(
                live, environment: environment, logger: context.logger)
            let session = AppLaunch.session(
                connection, data: data, name: "\(server.host ?? "server")_\(server.port ?? 0)",
                context: context)
            try await AppLaunch.check(given, on: session)
            session.credentials = given
            session.restoresSavedToken = !startsOnSignIn
            return .live(session, features: features)
        }
        // Every check of the options comes before the backend opens (and may create) the database.
        try LiveConnection.checkSettings(live, environment: environment)
        let backend = try await LocalBackend.open(data: data, context: context)
        let connection = try LiveConnection.connect(
            live, environment: environment, logger: context.logger, server: (backend, "embedded"))
        let session = AppLaunch.session(connection, data: data, name: "embedded", context: context)
        try await AppLaunch.check(given, on: session)
        // The data directory's database is seeded with the demo users: sign in as the first
        // (ada) unless told otherwise.
        session.credentials = given ?? AppLaunch.demoCredentials
        return .live(session, features: features, signInHint: SignInModel.demoUsersHint)
    }
}
