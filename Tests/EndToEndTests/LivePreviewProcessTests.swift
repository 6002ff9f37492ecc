import Foundation
import HarnessTesting
import Testing
import Toolkit

/// `landmarks-preview --preset live`, run as a process against the real Backend.
@Suite(.serialized, .timeLimit(.minutes(2))) struct LivePreviewProcessTests {
    let harness: HarnessProcess

    init() throws {
        harness = try HarnessProcess("landmarks-preview")
    }

    func preview(
        _ server: URL, cache: TemporaryFolder, _ extra: [String] = [], environment: [String: String] = [:]
    ) async throws -> HarnessProcess.Output {
        try await harness.run(
            [
                "--preset", "live", "--server", server.absoluteString, "--cache-dir", cache.url.path,
                "--headless", "--timeout", requestDeadlineOption,
            ]
                + extra,
            environment: environment)
    }

    @Test func browsesTheServerAndExplainsThatFavoritesNeedSigningIn() async throws {
        let server = try await BackendServer.start()
        let output = try await preview(
            server.url, cache: TemporaryFolder("e2e-cache"), ["--keys", "down enter f"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("St. Mary Lake"))
        #expect(output.stdout.contains("Couldn't update favorite: You need to sign in to do that."))
        #expect(output.stdout.contains("Favorite     No"), "the flag was rolled back")
    }

    @Test func aSignedInUserSavesAFavoriteThatAFreshRunShows() async throws {
        let server = try await BackendServer.start()
        let signIn = ["--user", "ada", "--password", "ada-password"]
        let saved = try await preview(
            server.url, cache: TemporaryFolder("e2e-cache"), signIn + ["--keys", "down enter f"])
        #expect(saved.status == 0)
        #expect(saved.stdout.contains("St. Mary Lake  ★ Favorite"))
        let fresh = try await preview(server.url, cache: TemporaryFolder("e2e-cache"), signIn)
        #expect(fresh.stdout.contains("  ★ St. Mary Lake"))
        let anonymous = try await preview(server.url, cache: TemporaryFolder("e2e-cache"))
        #expect(!anonymous.stdout.contains("★"))
    }

    @Test func aTokenFromTheEnvironmentSignsIn() async throws {
        let server = try await BackendServer.start()
        let token = try await TokenStore().signIn(
            username: "grace", password: "grace-password", client: .live(defaultTimeout: requestDeadline),
            baseURL: server.url
        ).token
        let output = try await preview(
            server.url, cache: TemporaryFolder("e2e-cache"), ["--keys", "down enter f"],
            environment: ["LANDMARKS_TOKEN": token])
        #expect(output.stdout.contains("St. Mary Lake  ★ Favorite"))
    }

    @Test func withTheServerDownAWarmCacheIsShownAndSaidToBeCached() async throws {
        let server = try await BackendServer.start()
        let cache = TemporaryFolder("e2e-cache")
        let warm = try await preview(server.url, cache: cache)
        #expect(warm.stdout.contains("14 landmarks"))
        #expect(!warm.stdout.contains("Showing cached data"))
        await server.stop()
        let offline = try await preview(server.url, cache: cache)
        #expect(offline.status == 0)
        #expect(
            offline.stdout.contains("Showing cached data · Couldn't reach the server: connection refused."))
        #expect(offline.stdout.contains("Turtle Rock"))
    }

    @Test func aRefusedSignInIsAOneLineError() async throws {
        let server = try await BackendServer.start()
        let output = try await preview(
            server.url, cache: TemporaryFolder("e2e-cache"), ["--user", "ada", "--password", "nope"])
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "landmarks-preview: the server refused the sign-in for 'ada': check --user and --password\n"
        )
        #expect(output.stdout.isEmpty)
    }
}
