import AppComposition
import ArgumentParser
import Foundation
import LaunchSupport

/// `landmarks-app open LINK`: hands a link to the app already running on the data directory,
/// which shows that screen; with none running, starts one on it.
struct OpenLink: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a landmarks:// link in the app running on the data directory, or start one on it.",
        discussion: """
            The running app takes the link as onOpenURL does and shows that screen, with the \
            screens under it a person would have passed through. It listens on a socket in \
            $XDG_RUNTIME_DIR/landmarks (readable by you alone), one per data directory. With no \
            app running on the data directory, this starts one on that screen, as \
            landmarks-app --open LINK does.

            Examples:
              landmarks-app open landmarks://reservations/new
              landmarks-app open landmarks://landmarks/categories/lakes --data-dir /tmp/landmarks
            """)

    @Argument(
        help: ArgumentHelp("The link: landmarks://landmarks/<id>, landmarks://reservations/<id>/edit, …"))
    var link: String

    @Option(
        help: ArgumentHelp(
            "The data directory of the app to hand the link to (default: $LANDMARKS_DATA_DIR, else $XDG_DATA_HOME/landmarks).",
            valueName: "path"),
        transform: { URL(filePath: $0, directoryHint: .isDirectory) })
    var dataDir: URL?

    /// The app's own options: `landmarks-app` has a `--data-dir` too, and the parser gives the
    /// value to it whichever side of `open` it is written on.
    @ParentCommand var app: LandmarksApp

    /// The data directory named on the command line, wherever it was written.
    var data: URL? { dataDir ?? app.dataDir }

    func validate() throws {
        do { try AppLaunch.checkLink(link) } catch { throw ValidationError("\(error)") }
    }

    func run() async throws {
        do {
            if try AppLaunch.handOff(link, data: data) { return }
        } catch {
            FileHandle.standardError.write(Data("landmarks-app: \(error)\n".utf8))
            throw ExitCode.failure
        }
        // None runs on the data directory: start one on that screen.
        let started = try LandmarksApp.parse(
            ["--open", link] + (data.map { ["--data-dir", $0.path] } ?? []))
        try await started.run()
    }
}
