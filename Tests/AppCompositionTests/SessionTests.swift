import AppComposition
import FeatureKit
import ArgumentParser
import Backend
import DesignSystem
import Foundation
import HarnessTesting
import LandmarksDomain
import LandmarksFeature
import LaunchSupport
import LiveSession
import Logger
import ReservationsDomain
import ReservationsFeature
import ReservationsTestSupport
import SignIn
import Testing
import Toolkit

/// Signing in, a refused sign-in, an expired token and signing out, against the real Backend in
/// this process, with the token file in a temporary data directory.
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct SessionTests {
    let temporary = TemporaryFolder("session")
    var folder: URL { temporary.url }
    var tokenFile: URL { folder.appending(path: "sessions/test.json") }

    func server() async throws -> EmbeddedServer {
        try await EmbeddedServer.start(
            database: .sqlite(path: folder.appending(path: "db.sqlite").path), logLevel: .critical)
    }

    /// The app against `server`, as `landmarks-app --server` builds it.
    func app(_ server: EmbeddedServer, credentials: (user: String, password: String)? = nil) throws
        -> AppScreen
    {
        // The deadline of a loaded CI machine: these tests are about the session, not deadlines,
        // and the default 5 s ran out once under the full suite, for the Reservations tab's load.
        let options = try LiveOptions.parse([
            "--cache-dir", folder.appending(path: "cache").path, "--timeout", "30000",
        ])
        let connection = try LiveConnection.connect(
            options, environment: ["HOME": folder.path], logger: .disabled, server: (server.url, "test"))
        let session = Session(connection: connection, tokenFile: tokenFile, logger: .disabled)
        session.credentials = credentials
        return AppScreen(model: AppModel(start: .live(session)))
    }

    func run(_ screen: AppScreen, _ keys: String) async throws -> String {
        try await HeadlessRunner().run(screen, keys: try Key.script(keys).get()).finalText
    }

    func savedToken() throws -> String {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: tokenFile)) as? [String: String]
        return try #require(json?["token"])
    }

    @Test func signingInShowsTheAppAndKeepsTheTokenForTheNextRunReadableOnlyByTheUser() async throws {
        let server = try await server()
        let first = try await run(try app(server), "")
        #expect(first.contains("Sign in") && first.contains("User name"))
        let signedIn = try await run(try app(server), "a d a enter a d a - p a s s w o r d enter 2")
        #expect(signedIn.contains("ada · ctrl-o Sign out"))
        #expect(signedIn.contains("No reservations"))
        let attributes = try FileManager.default.attributesOfItem(atPath: tokenFile.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let nextRun = try await run(try app(server), "")
        #expect(nextRun.contains("14 landmarks"), "the saved token is used; no sign-in screen")
        await server.stop()
    }

    @Test func aRefusedSignInShowsUnderThePasswordAndShowsItAsBullets() async throws {
        let server = try await server()
        let text = try await run(try app(server), "a d a enter n o p e enter")
        #expect(text.contains("Password   ••••"))
        #expect(text.contains("✖ Wrong user name or password"))
        #expect(!FileManager.default.fileExists(atPath: tokenFile.path))
        await server.stop()
    }

    @Test func theSignInRefusedStoryShowsTheRefusalAndKeepsTheUserName() async throws {
        let server = try await server()
        let story = try #require(AppStories.all[named: "sign-in refused"])
        #expect(story.startsFrom == .signedOut)
        let text = try await run(try app(server), story.script)
        #expect(text.contains("User name  ada"))
        #expect(text.contains("✖ Wrong user name or password"))
        await server.stop()
    }

    @Test func anExpiredOrRevokedTokenLeadsBackToSignInNotToAnError() async throws {
        let server = try await server()
        _ = try await run(try app(server), "a d a enter a d a - p a s s w o r d enter")
        let revoke = NetworkRequest(
            method: .post, url: server.url.appending(path: "auth/logout"),
            headers: ["Authorization": "Bearer \(try savedToken())"])
        #expect(try await NetworkClient.live().send(revoke).status == 200)
        let text = try await run(try app(server), "")
        #expect(text.contains("Your session has ended; sign in again."))
        #expect(text.contains("User name  ada"))
        #expect(!FileManager.default.fileExists(atPath: tokenFile.path))
        await server.stop()
    }

    @Test func aTokenRevokedWhileTheAppIsIdleLeadsBackToSignInThroughItsEventStream() async throws {
        let server = try await server()
        _ = try await run(try app(server), "a d a enter a d a - p a s s w o r d enter")
        let screen = try app(server)
        screen.start()
        defer { screen.stop() }
        // Signed in with the saved token, both tabs loaded: from now on only the event streams
        // talk to the server.
        try await waitUntil(within: .seconds(60)) {
            guard case let .signedIn(shell) = screen.model.phase else { return false }
            let landmarks = (shell.tabs.tabs[0].screen as? FeatureHost<LandmarksModel>)?.root.store
            let reservations = (shell.tabs.tabs[1].screen as? FeatureHost<ReservationsModel>)?.root.store
            return landmarks?.liveStatus == .connected && reservations?.liveStatus == .connected
        }
        let revoke = NetworkRequest(
            method: .post, url: server.url.appending(path: "auth/logout"),
            headers: ["Authorization": "Bearer \(try savedToken())"])
        #expect(try await NetworkClient.live().send(revoke).status == 200)
        try await waitUntil(within: .seconds(60)) {
            guard case let .signedOut(form) = screen.model.phase else { return false }
            return form.message == "Your session has ended; sign in again."
        }
        #expect(!FileManager.default.fileExists(atPath: tokenFile.path))
        await server.stop()
    }

    @Test func signingOutRevokesTheTokenAndDeletesTheFile() async throws {
        let server = try await server()
        _ = try await run(try app(server), "a d a enter a d a - p a s s w o r d enter")
        let token = try savedToken()
        let text = try await run(try app(server), "2 ctrl-o")
        #expect(text.contains("Signed out."))
        #expect(!FileManager.default.fileExists(atPath: tokenFile.path))
        let reservations = NetworkRequest(
            method: .get, url: server.url.appending(path: "reservations"),
            headers: ["Authorization": "Bearer \(token)"])
        #expect(try await NetworkClient.live().send(reservations).status == 401, "revoked on the server")
        await server.stop()
    }

    @Test func credentialsGivenAtLaunchSignInAgainWhenTheTokenExpires() async throws {
        let server = try await server()
        _ = try await run(try app(server, credentials: ("ada", "ada-password")), "")
        let revoke = NetworkRequest(
            method: .post, url: server.url.appending(path: "auth/logout"),
            headers: ["Authorization": "Bearer \(try savedToken())"])
        _ = try await NetworkClient.live().send(revoke)
        let text = try await run(try app(server, credentials: ("ada", "ada-password")), "2")
        #expect(text.contains("ada · ctrl-o Sign out") && text.contains("No reservations"), "\(text)")
        await server.stop()
    }
}
