import Backend
import BackendPostgres
import Foundation
import Logger
import ReservationsDomain
import Toolkit

/// Change to other client: from a booking written through one instance to the other client's
/// store having applied its event (over `GET /events`), on one instance (SQLite) and across two
/// instances on one PostgreSQL database (`LANDMARKS_BENCHMARK_POSTGRES_URL`, a server where
/// databases may be created). The reference, measured in the same rounds, is the write's own
/// round trip: the ratio says what the event adds on its way to the other client.
@MainActor
enum LiveUpdates {
    static func report(rounds: Int, writesPerRound: Int = 40) async throws {
        print(
            "\nChange to other client (booking written → the other client's store applied it), \(rounds) rounds of \(writesPerRound)"
        )
        print(
            "  where                           write p50    write p99    change p50   change p99   p50 ÷ write (spread)  goal"
        )
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "live-updates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sqlite = try await EmbeddedServer.start(
            database: .sqlite(path: folder.appending(path: "bench.sqlite").path), logLevel: .critical)
        try await measure(
            "one instance, SQLite", writer: sqlite.url, reader: sqlite.url, rounds: rounds,
            writes: writesPerRound,
            goal: "p99 ≤ 100 ms")
        await sqlite.stop()

        guard let admin = ProcessInfo.processInfo.environment["LANDMARKS_BENCHMARK_POSTGRES_URL"] else {
            print(
                "  two instances, PostgreSQL: skipped; set LANDMARKS_BENCHMARK_POSTGRES_URL (scripts/start-postgres prints one)"
            )
            return
        }
        let scratch = try await ScratchDatabase.create(on: admin, prefix: "benchmark")
        let location = DatabaseLocation.postgres(url: scratch.url)
        let first = try await EmbeddedServer.start(
            database: location, drivers: [.postgres], logLevel: .critical)
        let second = try await EmbeddedServer.start(
            database: location, drivers: [.postgres], logLevel: .critical)
        try await measure(
            "two instances, PostgreSQL", writer: first.url, reader: second.url, rounds: rounds,
            writes: writesPerRound,
            goal: "p99 ≤ 250 ms")
        await second.stop()
        await first.stop()
        await scratch.drop()
    }

    private static func measure(
        _ label: String, writer writerURL: URL, reader readerURL: URL, rounds: Int, writes: Int, goal: String
    ) async throws {
        let writer = try await signedIn(writerURL)
        let reader = try await signedIn(readerURL)
        let store = ReservationStore(service: reader, clock: .system)
        let (applied, arrival) = AsyncStream.makeStream(of: (Reservation.ID, ContinuousClock.Instant).self)
        store.onRemoteChange = { change in arrival.yield((change.reservation.id, .now)) }
        await store.load().value
        while store.liveStatus != .connected { try await Task.sleep(for: .milliseconds(5)) }

        var write = Samples(name: "write")
        var change = Samples(name: "change")
        var ratios = Ratios()
        var events = applied.makeAsyncIterator()
        let landmark = UUID(uuidString: "00000000-0000-4000-8000-000000000001")
        var day = 1
        for _ in 0..<rounds {
            var roundWrite = Samples(name: "write")
            var roundChange = Samples(name: "change")
            for _ in 0..<writes {
                let draft = ReservationDraft(
                    landmarkId: landmark, date: CalendarClock.system.date(daysFromToday: day, hour: 10),
                    partySize: 2)
                day += 1
                let start = ContinuousClock.now
                let booked = try await writer.create(draft)
                roundWrite.values.append(.now - start)
                while let (id, at) = await events.next() {
                    if id == booked.id {
                        roundChange.values.append(at - start)
                        break
                    }
                }
            }
            write.values += roundWrite.values
            change.values += roundChange.values
            ratios.append(roundChange.median, over: roundWrite.median)
        }
        store.stop()
        print(
            "  \(label.padding(toLength: 30, withPad: " ", startingAt: 0))  \(write.median.formatted)  \(write.p99.formatted)  "
                + "\(change.median.formatted)  \(change.p99.formatted)  \(ratios.formatted)  \(goal)")
    }

    /// A live Reservations service signed in as ada, following its changes.
    private static func signedIn(_ server: URL) async throws -> ReservationService {
        let tokens = TokenStore()
        let client = NetworkClient.live().intercepted(by: [AuthInterceptor(tokens: tokens)])
        try await tokens.signIn(username: "ada", password: "ada-password", client: client, baseURL: server)
        let feed = ChangeFeed.live(baseURL: server) { await tokens.token }
        return .live(client: client, baseURL: server, cache: TieredCache(disk: nil), changes: feed)
    }
}
