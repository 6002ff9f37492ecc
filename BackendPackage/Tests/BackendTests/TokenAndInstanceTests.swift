import Foundation
import HTTPTypes
import Logging
import SQLKit
import LandmarksApi
import ReservationsApi
import Testing
import WireContract
import BackendPostgres

@testable import Backend

/// What caching tokens (and, on SQLite, favorites) must not change: revocation, expiry, and
/// every write seen by the next read on any instance.
@Suite(.timeLimit(.minutes(2))) struct TokenAndInstanceTests {
    static let landmark = LandmarkApiModel.demo[0].id

    @Test(arguments: TestDatabase.available)
    func aTokenFailsAtItsExpiry(database: TestDatabase) async throws {
        let clock = TestClock()
        try await withApp(database, clock: clock.serverClock) { api in
            let token = try await api.token("ada")
            #expect(try await api.send(.get, "/reservations", token: token).status == .ok)
            clock.advance(by: Authenticator.tokenLifetime - 1)
            #expect(
                try await api.send(.get, "/reservations", token: token).status == .ok, "cached, unexpired")
            clock.advance(by: 1)
            #expect(try await api.send(.get, "/reservations", token: token).status == .unauthorized)
        }
    }

    @Test(arguments: TestDatabase.available)
    func aRevokedTokenFailsAtOnceOnTheInstanceThatRevokedIt(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let token = try await api.token("ada")
            #expect(try await api.send(.get, "/landmarks/\(Self.landmark)", token: token).status == .ok)
            #expect(try await api.send(.post, "/auth/logout", token: token).status == .ok)
            #expect(
                try await api.send(.get, "/landmarks/\(Self.landmark)", token: token).status == .unauthorized)
        }
    }

    @Test(arguments: TestDatabase.available)
    func aFavoriteIsSeenByTheNextReadEvenWhenCached(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let token = try await api.token("ada")
            for flag in [true, false, true] {
                _ = try await api.send(.get, "/landmarks/\(Self.landmark)", token: token)  // fills any cache
                let set = try await api.send(
                    .put, "/landmarks/\(Self.landmark)/favorite", token: token,
                    json: #"{"isFavorite":\#(flag)}"#)
                #expect(set.status == .ok)
                let read = try await api.send(.get, "/landmarks/\(Self.landmark)", token: token)
                #expect(try read.decode(LandmarkApiModel.self).isFavorite == flag)
            }
        }
    }

    @Test(arguments: TestDatabase.available)
    func aReservationWriteIsSeenByTheNextReadEvenWhenCached(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let token = try await api.token("ada")
            func list(_ path: String = "/reservations") async throws -> [ReservationApiModel] {
                try await api.send(.get, path, token: token).decode([ReservationApiModel].self)
            }
            let before = try await list()  // fills any cache
            let created = try await api.send(
                .post, "/reservations", token: token,
                json: #"{"landmarkId":"\#(Self.landmark)","date":"2031-01-01T00:00:00Z","partySize":2}"#
            ).decode(ReservationApiModel.self)
            #expect(
                try await list().map(\.id) == before.map(\.id) + [created.id], "the new one is last: 2031")
            #expect(
                try await list("/landmarks/\(Self.landmark)/reservations").contains { $0.id == created.id })
            let changed = try await api.send(
                .put, "/reservations/\(created.id)", token: token,
                json: #"{"date":"2031-01-02T00:00:00Z","partySize":5,"notes":"changed"}"#)
            #expect(changed.status == .ok)
            let detail = try await api.send(.get, "/reservations/\(created.id)", token: token)
            #expect(try detail.decode(ReservationApiModel.self).partySize == 5)
            _ = try await api.send(.post, "/reservations/\(created.id)/cancel", token: token)
            #expect(try await list().first { $0.id == created.id }?.status == .cancelled)
            let other = try await api.token("grace")
            let theirs = try await api.send(.get, "/reservations/\(created.id)", token: other)
            #expect(theirs.status == .notFound, "another user's cached list does not hold it")
        }
    }

    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func aTokenRevokedOnOneInstanceFailsOnTheOtherWithinTheRevalidationInterval() async throws {
        let clock = TestClock()
        try await withTwoInstances(clock: clock.serverClock) { a, b in
            let token = try await a.token("ada")
            #expect(
                try await b.send(.get, "/reservations", token: token).status == .ok, "b has it cached now")
            #expect(try await a.send(.post, "/auth/logout", token: token).status == .ok)
            #expect(try await a.send(.get, "/reservations", token: token).status == .unauthorized)
            clock.advance(by: TokenCache.revalidationInterval)
            #expect(try await b.send(.get, "/reservations", token: token).status == .unauthorized)
        }
        #expect(TokenCache.revalidationInterval <= 5, "the bound the README states")
    }

    /// With each instance hearing every notification 300 ms late, only the write fence keeps b's
    /// caches from answering with what a's writes changed.
    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"),
        arguments: [0, 300])
    func writesThroughOneInstanceAreSeenByTheNextReadOnTheOther(noticesLateByMilliseconds late: Int)
        async throws
    {
        try await withTwoInstances(notificationsLateBy: late > 0 ? .milliseconds(late) : nil) { a, b in
            let token = try await a.token("ada")
            for flag in [true, false] {
                _ = try await b.send(.get, "/landmarks/\(Self.landmark)", token: token)
                let set = try await a.send(
                    .put, "/landmarks/\(Self.landmark)/favorite", token: token,
                    json: #"{"isFavorite":\#(flag)}"#)
                #expect(set.status == .ok)
                let read = try await b.send(.get, "/landmarks/\(Self.landmark)", token: token)
                #expect(try read.decode(LandmarkApiModel.self).isFavorite == flag)
            }
            #expect(try await b.send(.get, "/reservations", token: token).text == "[]")
            let created = try await a.send(
                .post, "/reservations", token: token,
                json: #"{"landmarkId":"\#(Self.landmark)","date":"2031-01-01T00:00:00Z","partySize":2}"#)
            let id = try created.decode(ReservationApiModel.self).id
            let listed = try await b.send(.get, "/reservations", token: token).decode(
                [ReservationApiModel].self)
            #expect(listed.map(\.id) == [id])
            _ = try await b.send(.post, "/reservations/\(id)/cancel", token: token)
            let detail = try await a.send(.get, "/reservations/\(id)", token: token).decode(
                ReservationApiModel.self)
            #expect(detail.status == .cancelled)
        }
    }

    /// Both instances' `LISTEN` connections are cut: until each listens again its reads go to the
    /// database, and once it does its caches start over; a write is seen by the next read
    /// throughout.
    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func writesAreSeenAcrossALostListenConnection() async throws {
        try await withTwoInstances { a, b, location in
            let token = try await a.token("ada")
            let database = try Database.open(location, logger: testLogger)
            defer { Task { try? await database.shutdown() } }
            func listening() async throws -> Int {
                try await database.sql.raw(
                    "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = \(bind: listenApplicationName)"
                ).first().map { try $0.decode(column: "n", as: Int.self) } ?? 0
            }
            func flipAndRead(_ flag: Bool) async throws {
                _ = try await b.send(.get, "/landmarks/\(Self.landmark)", token: token)
                _ = try await a.send(
                    .put, "/landmarks/\(Self.landmark)/favorite", token: token,
                    json: #"{"isFavorite":\#(flag)}"#)
                let read = try await b.send(.get, "/landmarks/\(Self.landmark)", token: token)
                #expect(try read.decode(LandmarkApiModel.self).isFavorite == flag)
            }
            #expect(try await listening() == 2)
            try await database.sql.raw(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = \(bind: listenApplicationName)"
            ).run()
            for flag in [true, false, true] { try await flipAndRead(flag) }
            // Listening again comes after a backoff of 100 ms; wait for both, then once more.
            let deadline = ContinuousClock.now + .seconds(10)
            while try await listening() < 2, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(try await listening() == 2, "both listen again")
            for flag in [false, true] { try await flipAndRead(flag) }
        }
    }

    @Test func aSecondServerOnTheSameSQLiteFileIsRefusedInWords() async throws {
        guard let (location, cleanup) = try await TestDatabase.sqlite.makeLocation() else { return }
        let first = try Database.open(location, logger: .init(label: "lock"))
        let second = #expect(throws: DatabaseInUse.self) {
            _ = try Database.open(location, logger: .init(label: "lock"))
        }
        #expect(
            second.map { StartupError.describe($0) }?.contains("is in use by another landmarks server")
                == true)
        #expect(second?.address == nil, "the first has not listened, so it has not said where")
        let address = try #require(URL(string: "http://127.0.0.1:8123"))
        first.announce(address)
        let third = #expect(throws: DatabaseInUse.self) {
            _ = try Database.open(location, logger: .init(label: "lock"))
        }
        #expect(third?.address == address, "the lock file says where the first listens")
        try await first.shutdown()
        let again = try Database.open(location, logger: .init(label: "lock"))
        try await again.shutdown()
        await cleanup()
    }

    @Test func aStoredStatusThisBuildDoesNotKnowIsAnErrorNotCancelled() async throws {
        guard let (location, cleanup) = try await TestDatabase.sqlite.makeLocation() else { return }
        let created = try await serving(BackendConfiguration.test(database: location)) { api in
            let reply = try await api.send(
                .post, "/reservations", token: try await api.token("ada"),
                json: #"{"landmarkId":"\#(Self.landmark)","date":"2031-01-01T00:00:00Z","partySize":2}"#)
            return try reply.decode(ReservationApiModel.self)
        }
        let database = try Database.open(location, logger: .init(label: "edit"))
        try await database.sql.raw("UPDATE reservations SET status = 'waitlisted'").run()
        try await database.shutdown()
        try await serving(BackendConfiguration.test(database: location)) { api in
            let reply = try await api.send(
                .get, "/reservations/\(created.id)", token: try await api.token("ada"))
            #expect(reply.status == .internalServerError)
            #expect(reply.errorCode == "internal_error")
        }
        await cleanup()
    }
}
