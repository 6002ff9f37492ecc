import Backend
import Foundation
import LaunchSupport
import Logger

/// The backend that serves the app's data directory when no `--server` is given: one the app
/// starts in this process, or the `landmarks-server` (or other app) already serving that
/// directory, which says where it listens in the database's lock file.
enum LocalBackend {
    /// How long to wait for a server that holds the database but does not listen yet (it is
    /// migrating or seeding) to say where it will.
    static let announceWait = Duration.seconds(5)

    /// Starts the Backend on the SQLite file in `data` (stopped when the app exits), or joins
    /// the server already serving it; where it listens.
    ///
    /// - Throws: a ``LaunchError`` naming `--server` and `--data-dir` when another server holds
    ///   the database and never says where it listens, or when the database cannot be opened.
    @MainActor
    static func open(data: URL, context: PresetContext) async throws(LaunchError) -> URL {
        let database = data.appending(path: "landmarks.sqlite").path
        let deadline = ContinuousClock.now + announceWait
        while true {
            do {
                let server = try await EmbeddedServer.start(
                    database: .sqlite(path: database), logger: context.logger)
                context.atExit { await server.stop() }
                return server.url
            } catch let inUse as DatabaseInUse {
                if let address = inUse.address {
                    context.logger.notice(
                        "the data directory is served by another landmarks server: using it instead of an embedded one",
                        metadata: ["server": "\(address.absoluteString)", "database": "\(database)"])
                    return address
                }
                guard ContinuousClock.now < deadline else {
                    throw LaunchError(
                        "the data directory \(data.path) is in use by another landmarks server that has not said where it "
                            + "listens: pass --server URL to use that server, or --data-dir for another data directory"
                    )
                }
                try? await Task.sleep(for: .milliseconds(50))
            } catch {
                let reason = (error as? CocoaError)?.localizedDescription ?? StartupError.describe(error)
                throw LaunchError("the embedded server could not open its database \(database): \(reason)")
            }
        }
    }
}
