import Foundation
import HarnessTesting
import LandmarksDomain
import ReservationsDomain
import Testing
import Toolkit

/// The live client over https: the real Backend behind nginx (`scripts/start-tls-proxy`), the
/// real live services, URLSession underneath. What a person does (sign in, read, favorite, book,
/// cancel, see a change made elsewhere) works; a certificate for another host, an expired one
/// and one from an authority nobody trusts are each refused with the sentence that says so, and
/// nothing is signed in or saved.
@Suite(.serialized, .timeLimit(.minutes(3))) struct HTTPSTests {
    let turtleRock = UUID(uuidString: "00000000-0000-4000-8000-000000000001")!

    /// A signed-in client of `user` on `server`.
    static func signedIn(_ server: URL, user: String = "ada") async throws -> (NetworkClient, TokenStore) {
        let tokens = TokenStore()
        let client = NetworkClient.live(defaultTimeout: requestDeadline).intercepted(by: [
            AuthInterceptor(tokens: tokens)
        ])
        try await tokens.signIn(username: user, password: "\(user)-password", client: client, baseURL: server)
        return (client, tokens)
    }

    static func reservations(_ service: ReservationService) async throws -> [Reservation] {
        var last: [Reservation] = []
        for try await delivery in service.fetchReservations(.networkOnly) { last = delivery.value }
        return last
    }

    @Test func signInReadFavoriteBookAndCancelOverHTTPS() async throws {
        let server = try await BackendServer.start()
        let proxy = try await HTTPSProxy.start(to: server.url)
        #expect(proxy.url.scheme == "https")
        let (client, tokens) = try await Self.signedIn(proxy.url)
        #expect(await tokens.token != nil)

        let landmarks = LandmarkService.live(
            client: client, baseURL: proxy.url, cache: TieredCache(disk: nil))
        var all: [Landmark] = []
        for try await delivery in landmarks.fetchLandmarks(.networkOnly) { all = delivery.value }
        #expect(all.count == 14)
        let lake = try #require(all.first { !$0.isFavorite })
        #expect(try await landmarks.setFavorite(lake.id, true).isFavorite)

        let service = ReservationService.live(
            client: client, baseURL: proxy.url, cache: TieredCache(disk: nil))
        let draft = ReservationDraft(
            landmarkId: turtleRock, date: Date(timeIntervalSinceNow: 7 * 24 * 3600), partySize: 2)
        let visit = try await service.create(draft)
        #expect(try await service.cancel(visit.id, nil).isCancelled)

        // What the server holds, asked over plain http by a client of its own.
        let (direct, _) = try await Self.signedIn(server.url)
        let seen = LandmarkService.live(client: direct, baseURL: server.url, cache: TieredCache(disk: nil))
        #expect(try await seen.fetchLandmark(lake.id).isFavorite)
        let held = try await Self.reservations(
            .live(client: direct, baseURL: server.url, cache: TieredCache(disk: nil)))
        #expect(held.map(\.id) == [visit.id] && held.first?.isCancelled == true)
        await server.stop()
    }

    @Test func aChangeMadeElsewhereReachesTheStreamOverHTTPS() async throws {
        let server = try await BackendServer.start()
        let proxy = try await HTTPSProxy.start(to: server.url)
        let (_, tokens) = try await Self.signedIn(proxy.url)
        let feed = ChangeFeed.live(baseURL: proxy.url, token: { await tokens.token })
        var updates = feed.updates().makeAsyncIterator()
        guard case .connected = await updates.next() else {
            Issue.record("the stream did not open")
            return
        }
        // Booked elsewhere: over plain http, straight to the server.
        let (direct, _) = try await Self.signedIn(server.url)
        let booked = try await ReservationService.live(
            client: direct, baseURL: server.url, cache: TieredCache(disk: nil)
        ).create(
            ReservationDraft(landmarkId: turtleRock, date: Date(timeIntervalSinceNow: 86400), partySize: 3))
        while let update = await updates.next() {
            guard case let .change(event) = update else { continue }
            #expect(event.event == "reservation.created")
            #expect(event.data.lowercased().contains(booked.id.uuidString.lowercased()))
            break
        }
        await server.stop()
    }

    @Test(arguments: [
        (HTTPSProxy.Certificate.otherHost, CertificateProblem.otherHost), (.expired, .expired),
        (.untrusted, .untrusted),
    ])
    func aBadCertificateIsRefusedWithItsSentenceAndNothingHappens(
        certificate: HTTPSProxy.Certificate, problem: CertificateProblem
    ) async throws {
        let server = try await BackendServer.start()
        let proxy = try await HTTPSProxy.start(to: server.url, showing: certificate)
        let tokens = TokenStore()
        let client = NetworkClient.live(defaultTimeout: requestDeadline).intercepted(by: [
            AuthInterceptor(tokens: tokens)
        ])
        await #expect(throws: AppError.transport(problem.rawValue)) {
            try await tokens.signIn(
                username: "ada", password: "ada-password", client: client, baseURL: proxy.url)
        }
        #expect(await tokens.token == nil, "not signed in")
        #expect(
            AppError.transport(problem.rawValue).message == "Couldn't reach the server: \(problem.rawValue).")

        // A booking sent with a good token over the bad certificate never reaches the server.
        let (_, good) = try await Self.signedIn(server.url)
        let token = try #require(await good.token)
        await tokens.setToken(token)
        let draft = ReservationDraft(
            landmarkId: turtleRock, date: Date(timeIntervalSinceNow: 86400), partySize: 2)
        await #expect(throws: AppError.transport(problem.rawValue)) {
            try await ReservationService.live(
                client: client, baseURL: proxy.url, cache: TieredCache(disk: nil)
            )
            .create(draft)
        }
        let (direct, _) = try await Self.signedIn(server.url)
        #expect(
            try await Self.reservations(
                .live(client: direct, baseURL: server.url, cache: TieredCache(disk: nil))
            )
            .isEmpty, "nothing was saved")
        await server.stop()
    }

    /// `--ca-file` (and `LANDMARKS_CA_FILE`) in a harness, a process of its own: the authority
    /// is trusted beside the system's, and without it the certificate is refused.
    @Test func aHarnessTrustsTheAuthorityItIsGiven() async throws {
        let server = try await BackendServer.start()
        let proxy = try await HTTPSProxy.start(to: server.url)
        let harness = try HarnessProcess("landmarks-preview")
        let cache = TemporaryFolder("https-cache")
        func run(_ extra: [String], environment: [String: String] = [:]) async throws -> HarnessProcess.Output
        {
            try await harness.run(
                [
                    "--preset", "live", "--server", proxy.url.absoluteString, "--cache-dir",
                    cache.url.path, "--headless", "--size", "160x24", "--timeout",
                    requestDeadlineOption,
                ] + extra, environment: environment)
        }
        let trusted = try await run(["--ca-file", proxy.authority])
        #expect(trusted.status == 0)
        #expect(trusted.stdout.contains("Turtle Rock"), "\(trusted.stdout)\(trusted.stderr)")
        let fromEnvironment = try await run([], environment: ["LANDMARKS_CA_FILE": proxy.authority])
        #expect(fromEnvironment.stdout.contains("Turtle Rock"), "\(fromEnvironment.stdout)")
        let refused = try await run([])
        #expect(
            refused.stdout.contains("Couldn't reach the server: the server's certificate is not trusted."),
            "\(refused.stdout)")
        let missing = try await run(["--ca-file", "/nonexistent/ca.pem"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("--ca-file /nonexistent/ca.pem: cannot be read"), "\(missing.stderr)")
        await server.stop()
    }
}
