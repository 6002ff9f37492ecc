import Backend
import BackendPostgres
import DesignSystem
import Formatting
import Foundation
import Logger
import ReservationsDomain
import ReservationsFeature
import ReservationsTestSupport
import Synchronization
import Testing
import Toolkit

/// Live updates end to end: the real Backend, the real live services, the real stores, and the
/// Reservations screen drawn headless.
@MainActor @Suite(.serialized, .timeLimit(.minutes(3))) struct LiveUpdatesTests {
    let clock = CalendarClock.system
    let turtleRock = UUID(uuidString: "00000000-0000-4000-8000-000000000001")!

    /// Two instances on one PostgreSQL database, an app on each, signed in as ada. 200 bookings
    /// through the first while the second instance is stopped after the 100th and started again
    /// after the 150th: the second app ends with all 200, in order, none twice, and its screen
    /// shows the last.
    @Test(
        .enabled(if: ScratchDatabase.runsHere, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func twoHundredChangesReachTheOtherAppAcrossARestartOfItsInstance() async throws {
        guard let database = try await ScratchDatabase.forTest() else { return }
        let location = DatabaseLocation.postgres(url: database.url)
        let first = try await EmbeddedServer.start(
            database: location, drivers: [.postgres], logLevel: .critical)
        var second = try await EmbeddedServer.start(
            database: location, drivers: [.postgres], logLevel: .critical)
        let secondPort = try #require(second.url.port)

        let writer = try await Self.signedIn(first.url).service
        let (reader, _) = try await Self.signedIn(
            second.url, backoff: .init(first: .milliseconds(50), longest: .milliseconds(400)))
        let model = ReservationsModel(store: ReservationStore(service: reader, clock: clock))
        let announced = Mutex<[Reservation.ID]>([])
        let banner = model.store.onRemoteChange
        model.store.onRemoteChange = { change in
            banner(change)
            announced.withLock { $0.append(change.reservation.id) }
        }
        await model.store.load().value
        try await waitUntil(within: .seconds(60)) { model.store.liveStatus == .connected }

        var booked: [Reservation] = []
        for number in 0..<200 {
            if number == 100 { await second.stop() }
            if number == 150 {
                second = try await EmbeddedServer.start(
                    database: location, port: secondPort, drivers: [.postgres], logLevel: .critical)
            }
            let draft = ReservationDraft(
                landmarkId: turtleRock, date: clock.date(daysFromToday: number + 1, hour: 10), partySize: 2)
            do {
                booked.append(try await writer.create(draft))
            } catch {
                // Say which booking failed and what each connection to the database was doing
                // then: that tells a held lock from a request that never reached the database.
                let sessions = await database.sessions().joined(separator: "\n")
                Issue.record(
                    "booking \(number + 1) of 200, through the first instance: \(error)\n\(sessions)")
                throw error
            }
        }
        try await waitUntil(within: .seconds(60)) { announced.withLock { $0.count } >= 200 }
        let received = announced.withLock { $0 }
        let ids = booked.map(\.id)
        let missed = ids.filter { !received.contains($0) }.count
        #expect(missed == 0, "missed \(missed) of 200")
        let distinct = Set(received).count
        #expect(distinct == received.count, "\(received.count - distinct) arrived twice")
        let inOrder = received == ids
        #expect(inOrder, "all 200, in the order they were made")
        let onScreen = Set(model.store.reservations.map(\.id))
        #expect(ids.allSatisfy(onScreen.contains), "every booking is in the second app's list")

        let last = try #require(booked.last)
        let format = DateTimeFormat(timeZone: clock.timeZone, locale: clock.locale)
        let frame = try await HeadlessRunner(size: Size(columns: 120, rows: 30)).run(
            FeatureHost(model), keys: []
        )
        .finalText
        #expect(
            frame.contains(
                "Booked on another device: Turtle Rock, \(format.shortDate(last.date)), \(format.time(last.date))"
            ),
            "\(frame)")

        model.store.stop()
        await second.stop()
        await first.stop()
        await database.drop()
    }

    /// While nothing changes, the app asks the server nothing: one open stream, no requests.
    @Test func nothingPollsWhileNothingChanges() async throws {
        let server = try await BackendServer.start()
        let requests = Counter()
        let opens = Counter()
        let tokens = TokenStore()
        let counting = NetworkClient.live(defaultTimeout: requestDeadline).intercepted(by: [
            AuthInterceptor(tokens: tokens), CountingInterceptor(count: requests),
        ])
        try await tokens.signIn(
            username: "ada", password: "ada-password", client: counting, baseURL: server.url)
        let transport = EventStreamTransport { url, headers in
            opens.increment()
            return EventStreamTransport.live.open(url, headers)
        }
        let feed = ChangeFeed.live(baseURL: server.url, token: { await tokens.token }, transport: transport)
        let store = ReservationStore(
            service: .live(
                client: counting, baseURL: server.url, cache: TieredCache(disk: nil), changes: feed),
            clock: clock)
        await store.load().value
        try await waitUntil(within: .seconds(60)) { store.liveStatus == .connected }
        let before = requests.value
        try await Task.sleep(for: .seconds(3))
        #expect(requests.value == before, "no request while nothing changed")
        #expect(opens.value == 1, "one stream, kept open")
        store.stop()
        await server.stop()
    }

    /// A live service signed in as ada on `server`, following its changes.
    static func signedIn(_ server: URL, backoff: ChangeFeed.Backoff = .standard) async throws -> (
        service: ReservationService, tokens: TokenStore
    ) {
        let tokens = TokenStore()
        let client = NetworkClient.live(defaultTimeout: requestDeadline).intercepted(by: [
            AuthInterceptor(tokens: tokens)
        ])
        try await tokens.signIn(username: "ada", password: "ada-password", client: client, baseURL: server)
        let feed = ChangeFeed.live(baseURL: server, token: { await tokens.token }, backoff: backoff)
        return (.live(client: client, baseURL: server, cache: TieredCache(disk: nil), changes: feed), tokens)
    }
}

/// A count shared across tasks.
final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

/// Counts every request the client sends.
struct CountingInterceptor: NetworkInterceptor {
    let count: Counter

    func prepare(_ request: NetworkRequest) async throws(AppError) -> NetworkRequest {
        count.increment()
        return request
    }
}

extension ScratchDatabase {
    /// Whether the tests that need PostgreSQL run: where a server is configured, and always in CI
    /// (where a missing one fails). Elsewhere they show as skipped, never as passed.
    static var runsHere: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["LANDMARKS_TEST_POSTGRES_URL"] != nil || environment["CI"] != nil
    }

    /// A new database on the PostgreSQL server of `LANDMARKS_TEST_POSTGRES_URL`; in CI without
    /// one, a failure and `nil`.
    static func forTest() async throws -> ScratchDatabase? {
        guard let admin = ProcessInfo.processInfo.environment["LANDMARKS_TEST_POSTGRES_URL"] else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("PostgreSQL must run in CI: set LANDMARKS_TEST_POSTGRES_URL")
            }
            return nil
        }
        return try await create(on: admin, prefix: "e2e")
    }
}
