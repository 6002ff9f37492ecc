import AppComposition
import Env
import Foundation
import LaunchSupport
import LiveSession
import Logger
import Toolkit

/// What `landmarks-app` reads from its environment and keeps on disk, so its `@main` file only
/// parses options and starts a server.
enum AppLaunch {
    /// The configuration from the environment, or a one-line error.
    static func env() throws(LaunchError) -> Env {
        do { return try Env.load() } catch { throw LaunchError(error.description) }
    }

    /// `--data-dir`, else the environment's data directory; checked to be a directory that can
    /// be written, and made when missing.
    static func dataDirectory(_ override: URL?) throws(LaunchError) -> URL {
        let directory: URL
        if let override { directory = override } else { directory = try env().directories.data }
        try WritableDirectory.check(directory, role: "data directory", option: "--data-dir")
        return directory
    }

    /// Whom the app signs in as on the backend of its data directory, unless told otherwise: the
    /// first demo user (``DemoUser/all``), whom the database was seeded with.
    static var demoCredentials: (user: String, password: String) {
        (DemoUser.all[0].username, DemoUser.all[0].password)
    }

    /// Signs in with credentials given on the command line, so a wrong password is a refused
    /// sign-in (exit 1) even when a token saved for that user would have let the app in.
    @MainActor
    static func check(_ credentials: (user: String, password: String)?, on session: Session)
        async throws(LaunchError)
    {
        guard let credentials else { return }
        let user = credentials.user
        do {
            try await session.signIn(user: user, password: credentials.password)
        } catch .unauthorized {
            throw LaunchError("the server refused the sign-in for '\(user)': check --user and --password")
        } catch {
            throw LaunchError(
                "could not sign in as '\(user)' at \(session.baseURL.absoluteString): \(error.message)")
        }
    }

    /// The socket the app running on the data directory (`--data-dir`, else the environment's)
    /// takes links at, in the runtime directory.
    static func linkSocket(data override: URL?) throws(LaunchError) -> URL {
        let directories = try env().directories
        return LinkInbox.socketURL(for: override ?? directories.data, in: directories.runtime)
    }

    /// Checks `text` is a link to a screen of the app.
    static func checkLink(_ text: String) throws(LinkError) {
        try AppLinks.check(try AppLink(parsing: text), features: AppFeatures())
    }

    /// Hands the link `text` to the app running on the data directory (`--data-dir`, else the
    /// environment's).
    ///
    /// - Returns: `false` when no app runs there.
    /// - Throws: ``LaunchError`` saying why the running app did not open it.
    static func handOff(_ text: String, data: URL?) throws(LaunchError) -> Bool {
        let link: AppLink
        do { link = try AppLink(parsing: text) } catch { throw LaunchError(error.description) }
        do {
            return try LinkInbox.send(link, to: try linkSocket(data: data))
        } catch {
            throw LaunchError("the running app did not open \(text): \(error.description)")
        }
    }

    /// Takes links sent to `socket` (`landmarks-app open LINK`) into `screen` until the app
    /// exits, as `onOpenURL` does; a link into a feature that is off is said on the screen and
    /// answered with why. Another app already taking links there is only logged.
    @MainActor
    static func takeLinks(
        at socket: URL, into screen: AppScreen, features: AppFeatures, context: PresetContext
    ) {
        let open: @MainActor (AppLink) -> Void = { link in try? screen.open(link) }
        do {
            let inbox = try LinkInbox(listeningAt: socket) { link in
                let checked = Result { () throws(LinkError) in try AppLinks.check(link, features: features) }
                if case .failure(.malformed) = checked { return checked }
                Task { @MainActor in open(link) }
                return checked
            }
            context.atExit { inbox.stop() }
        } catch {
            context.logger.warning("not taking links", metadata: ["reason": "\(error)"])
        }
    }

    /// A session on `connection` whose token lives where LiveSession keeps it in `data` for the
    /// server called `name`; its cache is flushed when the app exits.
    @MainActor
    static func session(
        _ connection: LiveConnection, data: URL, name: String, context: PresetContext
    ) -> Session {
        let session = Session(connection: connection, data: data, server: name, logger: context.logger)
        context.atExit { await session.flush() }
        return session
    }
}
