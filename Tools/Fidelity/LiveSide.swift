public import Backend
import Logger
public import Foundation
public import Toolkit

/// The real side of a pairing: the Backend in this process on a new SQLite database in a
/// temporary folder, and a client of it signed in as the first demo user (a new token store for
/// each client, so a session's sign-out is its own), whose exchanges a
/// ``RouteLog`` records. The client is the app's, minus the retries and logging, so a closed port
/// answers at once.
public struct LiveSide: Sendable {
    /// The server, while it runs.
    public let server: EmbeddedServer
    /// Where it listened.
    public let url: URL
    /// Its folder, removed by ``stop()``.
    let folder: URL
    /// A token of the first demo user.
    public let token: String

    /// Each request's deadline. The server is local and what a pairing compares is answers, not
    /// their speed: the deadline only ends a hung exchange, and it is long because the server
    /// shares this process with whatever else runs (in the tests, every other test), where an
    /// exchange has outlasted 10 s on a loaded 2-core machine.
    static let deadline = Duration.seconds(60)

    /// Starts a server seeded with `seed` and signs in.
    public static func start(seed: DemoData.Seed) async throws -> LiveSide {
        let folder = FileManager.default.temporaryDirectory.appending(path: "fidelity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = try await EmbeddedServer.start(
            database: .sqlite(path: folder.appending(path: "landmarks.sqlite").path), seed: seed,
            logLevel: .critical)
        let tokens = TokenStore()
        let demo = DemoData.users[0]
        _ = try await tokens.signIn(
            username: demo.username, password: demo.password, client: .live(defaultTimeout: deadline),
            baseURL: server.url)
        return LiveSide(server: server, url: server.url, folder: folder, token: await tokens.token ?? "")
    }

    /// What a feature's live preset is made from, as the app makes it, with `log` recording what
    /// the server answered: `interceptors` (a test's change to the server's answers) sit between
    /// the log and the server, so the log sees the changed answer as the server's.
    public func services(
        log: RouteLog, cache: TieredCache = TieredCache(disk: nil),
        interceptors: [any NetworkInterceptor] = []
    ) -> LiveServices {
        let tokens = TokenStore(token: token, user: DemoData.users[0].username)
        let client = NetworkClient.live(defaultTimeout: Self.deadline).intercepted(
            by: [AuthInterceptor(tokens: tokens), log.interceptor] + interceptors)
        return LiveServices(
            client: client, baseURL: url, cache: cache, logger: .disabled,
            changes: .live(baseURL: url, token: { await tokens.token }), tokens: tokens)
    }

    /// The server's OpenAPI document.
    public func document() async throws -> String {
        let response = try await NetworkClient.live(defaultTimeout: Self.deadline).send(
            NetworkRequest(method: .get, url: url.appending(path: "openapi.yaml")))
        return String(decoding: response.body, as: UTF8.self)
    }

    /// Stops the server: its port is closed from then on.
    public func stop() async {
        await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
