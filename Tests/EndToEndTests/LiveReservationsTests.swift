import Foundation
import HarnessTesting
import ReservationsDomain
import Testing
import Toolkit

/// Reservations end to end: `reservations-preview --preset live` as a process and
/// `ReservationService.live` as a fresh client, against the real Backend on an ephemeral port.
@Suite(.serialized, .timeLimit(.minutes(2))) struct LiveReservationsTests {
    let harness: HarnessProcess

    init() throws {
        harness = try HarnessProcess("reservations-preview")
    }

    func preview(_ server: URL, cache: TemporaryFolder, _ extra: [String]) async throws
        -> HarnessProcess.Output
    {
        try await harness.run(
            [
                "--preset", "live", "--server", server.absoluteString, "--cache-dir", cache.url.path,
                "--headless", "--timeout", requestDeadlineOption,
            ]
                + extra,
            environment: ["TZ": "UTC"])
    }

    /// A fresh client of `user`: signed in, no cache.
    func client(_ server: URL, user: String) async throws -> ReservationService {
        let tokens = TokenStore()
        let client = NetworkClient.live(defaultTimeout: requestDeadline).intercepted(by: [
            AuthInterceptor(tokens: tokens)
        ])
        try await tokens.signIn(username: user, password: "\(user)-password", client: client, baseURL: server)
        return .live(client: client, baseURL: server, cache: TieredCache(disk: nil))
    }

    func reservations(_ service: ReservationService) async throws -> [Reservation] {
        var last: [Reservation] = []
        for try await delivery in service.fetchReservations(.networkOnly) { last = delivery.value }
        return last
    }

    @Test func aVisitBookedInTheHarnessIsSeenByAFreshClientAndIsA404ForAnotherUser() async throws {
        let server = try await BackendServer.start()
        let booked = try await preview(
            server.url, cache: TemporaryFolder("e2e-cache"),
            [
                "--user", "ada", "--password", "ada-password", "--keys",
                "n right down right down down right down H i ctrl-s",
            ])
        #expect(booked.status == 0)
        #expect(booked.stdout.contains("✔ Booked Silver Salmon Creek"), "\(booked.stdout)\(booked.stderr)")
        #expect(booked.stdout.contains("Party        party of 3"))

        let adas = try await reservations(try await client(server.url, user: "ada"))
        let visit = try #require(adas.first)
        #expect(adas.count == 1)
        #expect(visit.landmarkName == "Silver Salmon Creek")
        #expect(visit.partySize == 3 && visit.notes == "Hi")
        #expect(visit.date > Date().addingTimeInterval(24 * 3600), "two days ahead at 19:00 UTC")

        let grace = try await client(server.url, user: "grace")
        #expect(try await reservations(grace).isEmpty)
        await #expect(throws: AppError.notFound) { try await grace.fetchReservation(visit.id) }
    }

    @Test func cancellingInTheHarnessCancelsOnTheServer() async throws {
        let server = try await BackendServer.start()
        let ada = try await client(server.url, user: "ada")
        var draft = ReservationDraft.new(for: nil, clock: .system)
        draft.landmarkId = try await ada.landmarkChoices().first?.id
        let visit = try await ada.create(draft)
        let output = try await preview(
            server.url, cache: TemporaryFolder("e2e-cache"),
            ["--user", "ada", "--password", "ada-password", "--keys", "enter c y"])
        #expect(output.stdout.contains("Status       Cancelled"))
        #expect(try await ada.fetchReservation(visit.id).isCancelled)
    }

    @Test func withTheServerDownAWarmCacheShowsTheReservationsAndSaysSo() async throws {
        let server = try await BackendServer.start()
        let ada = try await client(server.url, user: "ada")
        var draft = ReservationDraft.new(for: nil, clock: .system)
        draft.landmarkId = try await ada.landmarkChoices().first?.id
        _ = try await ada.create(draft)
        let cache = TemporaryFolder("e2e-cache")
        let signIn = ["--user", "ada", "--password", "ada-password"]
        let warm = try await preview(server.url, cache: cache, signIn)
        #expect(warm.stdout.contains("── Upcoming · 1"))
        await server.stop()
        let offline = try await preview(server.url, cache: cache, signIn)
        #expect(offline.status == 0)
        #expect(
            offline.stdout.contains("Showing cached data · Couldn't reach the server: connection refused."))
        #expect(offline.stdout.contains("Turtle Rock"))
    }

    @Test func signedOutTheListSaysSigningInIsNeeded() async throws {
        let server = try await BackendServer.start()
        let output = try await preview(server.url, cache: TemporaryFolder("e2e-cache"), [])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Couldn't load reservations"))
        #expect(output.stdout.contains("You need to sign in to do that."))
    }
}
