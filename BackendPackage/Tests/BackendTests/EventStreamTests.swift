import Foundation
import HTTPTypes
import LandmarksApi
import Logging
import ReservationsApi
import SQLKit
import Testing
import Toolkit
import WireContract

@testable import Backend

/// `GET /events` on a real socket, read with the client's own ``EventStreamTransport``: order,
/// resume, who sees what, and when a stream ends.
@Suite(.timeLimit(.minutes(2))) struct EventStreamTests {
    static let landmark = LandmarkApiModel.demo[0].id

    @Test(arguments: TestDatabase.available)
    func everyChangeArrivesInOrderWithTheNewValue(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let token = try await api.token("ada")
            let events = api.events(token: token)
            let ready = try await events.next(1)
            #expect(ready.map(\.event) == ["ready"])

            let created = try await api.book(token: token)
            let changed = try await api.send(
                .put, "/reservations/\(created.id)", token: token,
                json: #"{"date":"2031-05-01T10:00:00Z","partySize":4}"#
            ).decode(ReservationApiModel.self)
            _ = try await api.send(.post, "/reservations/\(created.id)/cancel", token: token)
            _ = try await api.favorite(Self.landmark, true, token: token)
            _ = try await api.favorite(Self.landmark, true, token: token)  // no change, no event
            _ = try await api.favorite(Self.landmark, false, token: token)

            let received = try await events.next(5)
            #expect(
                received.map(\.event) == [
                    "reservation.created", "reservation.changed", "reservation.cancelled", "favorite.added",
                    "favorite.removed",
                ])
            let ids = received.compactMap { $0.id.flatMap(Int64.init) }
            #expect(ids.count == 5 && ids == ids.sorted() && Set(ids).count == 5)
            let reservations = try received.prefix(3).map {
                try JSONCoding.decoder().decode(ReservationApiModel.self, from: Data($0.data.utf8))
            }
            #expect(reservations.map(\.version) == [1, 2, 3])
            #expect(reservations[1] == changed)
            #expect(reservations[2].status == .cancelled)
            let favorite = try JSONCoding.decoder().decode(
                FavoriteChangeApiModel.self, from: Data(received[3].data.utf8))
            #expect(favorite == FavoriteChangeApiModel(landmarkId: Self.landmark, isFavorite: true))
        }
    }

    @Test(arguments: TestDatabase.available)
    func lastEventIDResumesWithEveryLaterEventOnceAndAnUnknownIDResets(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let token = try await api.token("ada")
            let first = api.events(token: token)
            _ = try await first.next(1)
            for _ in 0..<5 { _ = try await api.book(token: token) }
            let all = try await first.next(5)

            let resumed = api.events(token: token, lastEventID: all[1].id)
            let opening = try await resumed.next(1)
            #expect(opening.map(\.event) == ["ready"] && opening.first?.id == all[1].id)
            let rest = try await resumed.next(3)
            #expect(rest == Array(all[2...]))
            _ = try await api.book(token: token)
            #expect(try await resumed.next(1).map(\.event) == ["reservation.created"])

            for unknown in ["999999", "-1", "abc", ""] {
                let reset = try await api.events(token: token, lastEventID: unknown).next(1)
                #expect(reset.map(\.event) == ["reset"], "Last-Event-ID '\(unknown)'")
            }
        }
    }

    @Test(arguments: TestDatabase.available)
    func aUserSeesOnlyTheirOwnEventsWhateverTokenTheyHold(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let ada = try await api.token("ada")
            let graces = [try await api.token("grace"), try await api.token("grace")]
            let adaStream = api.events(token: ada)
            _ = try await adaStream.next(1)
            let graceStreams = graces.map { api.events(token: $0) }
            for stream in graceStreams { _ = try await stream.next(1) }
            let booked = try await api.book(token: ada)
            // Resuming from ada's event id with grace's tokens finds nothing of ada's either.
            let adaEvent = try await adaStream.next(1)
            let resumedAsGrace = graces.map { api.events(token: $0, lastEventID: adaEvent.first?.id) }
            let graceBooking = try await api.book(token: graces[0])
            for stream in graceStreams + resumedAsGrace {
                let seen = try await stream.next(until: { $0.event == "reservation.created" })
                #expect(!seen.contains { $0.data.contains(booked.id.uuidString) })
                #expect(seen.last?.data.contains(graceBooking.id.uuidString) == true)
            }
            #expect(try await api.send(.get, "/events").status == .unauthorized)
            #expect(try await api.send(.get, "/events", token: "not-a-token").status == .unauthorized)
        }
    }

    @Test(arguments: TestDatabase.available)
    func aRevokedTokensStreamEndsAtOnceAndAnExpiredOnesWithinTheCheckInterval(database: TestDatabase)
        async throws
    {
        let clock = TestClock()
        try await withApp(
            database, clock: clock.serverClock, configure: { $0.eventKeepAlive = .milliseconds(100) }
        ) { api in
            let revoked = try await api.token("ada")
            let stream = api.events(token: revoked)
            _ = try await stream.next(1)
            let started = ContinuousClock.now
            #expect(try await api.send(.post, "/auth/logout", token: revoked).status == .ok)
            try await stream.end()
            #expect(started.duration(to: .now) < .seconds(2))

            let expiring = try await api.token("grace")
            let second = api.events(token: expiring)
            _ = try await second.next(1)
            clock.advance(by: Authenticator.tokenLifetime)
            let expired = ContinuousClock.now
            try await second.end()
            #expect(expired.duration(to: .now) < .seconds(2))
        }
    }

    @Test func idleStreamsCarryKeepAliveCommentsAndEndAfterTheirLifetime() async throws {
        try await withApp(
            .sqlite,
            configure: {
                $0.eventKeepAlive = .milliseconds(100)
                $0.eventStreamLifetime = .milliseconds(1_050)
            }
        ) { api in
            let token = try await api.token("ada")
            let reply = try await api.send(.get, "/events", token: token)
            #expect(reply.status == .ok)
            #expect(reply.headers[.contentType]?.hasPrefix("text/event-stream") == true)
            #expect(reply.text.hasPrefix("retry: 2000\nid: 0\nevent: ready\ndata: {}\n\n"))
            let comments = reply.text.components(separatedBy: ": keep-alive\n\n").count - 1
            // Ten are due; a loaded machine's timers fire late, so fewer fit, but never more.
            #expect((4...11).contains(comments), "\(comments) keep-alive comments in 1,050 ms")
        }
    }

    @Test(arguments: TestDatabase.available)
    func anIDOlderThanWhatIsKeptAsksTheClientToReload(database kind: TestDatabase) async throws {
        guard let (location, cleanup) = try await kind.makeLocation() else { return }
        let logger = Logger(label: "events")
        let database = try Database.open(location, logger: logger)
        try await Migrations.run(on: database, seeding: .standard, logger: logger)
        let log = SQLRepository(database: database).events
        let user = try #require(try await SQLRepository(database: database).user(named: "ada")).id
        let now = TestClock.start
        for number in 0..<4 {
            try await log.recording(userID: user, now: now) { _ in ((), [("test.event", "\(number)")]) }
        }
        let ids = try await log.events(userID: user, after: 0).map(\.id)
        #expect(ids.count == 4)
        #expect(try await log.resumePoint(userID: user, lastEventID: String(ids[0])) == .after(ids[0]))

        // Within a day nothing goes, however many there are; past it, all but the last `keeping`.
        try await database.transaction { sql in
            try await EventLog.prune(userID: user, now: now, keeping: 1, on: sql)
        }
        #expect(try await log.events(userID: user, after: 0).count == 4)
        try await database.transaction { sql in
            try await EventLog.prune(
                userID: user, now: now.addingTimeInterval(2 * EventLog.retention), keeping: 1, on: sql)
        }
        #expect(try await log.events(userID: user, after: 0).map(\.id) == [ids[3]])
        #expect(try await log.resumePoint(userID: user, lastEventID: String(ids[1])) == .reset(after: ids[3]))
        #expect(try await log.resumePoint(userID: user, lastEventID: String(ids[2])) == .after(ids[2]))
        #expect(try await log.resumePoint(userID: user, lastEventID: nil) == .after(ids[3]))
        try await database.shutdown()
        await cleanup()
    }

    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func aChangeThroughOneInstanceReachesAStreamOnTheOther() async throws {
        try await withTwoInstances() { first, second in
            let token = try await first.token("ada")
            let stream = second.events(token: token)
            _ = try await stream.next(1)
            let started = ContinuousClock.now
            let booked = try await first.book(token: token)
            let event = try await stream.next(1)
            #expect(event.first?.data.contains(booked.id.uuidString) == true)
            #expect(started.duration(to: .now) < .seconds(1))
            // A sign-out on the first ends the stream on the second.
            #expect(try await first.send(.post, "/auth/logout", token: token).status == .ok)
            try await stream.end()
        }
    }
}

/// An open `GET /events`, read with a deadline.
struct OpenEventStream: Sendable {
    let events: AsyncThrowingStream<ServerSentEvent, any Error>

    /// The next `count` events; fails after 5 s.
    func next(_ count: Int) async throws -> [ServerSentEvent] {
        try await withDeadline {
            var iterator = events.makeAsyncIterator()
            var received: [ServerSentEvent] = []
            while received.count < count {
                guard let event = try await iterator.next() else { throw StreamTestError.ended(received) }
                received.append(event)
            }
            return received
        }
    }

    /// Events up to and including the first for which `done` holds; fails after 5 s.
    func next(until done: @escaping @Sendable (ServerSentEvent) -> Bool) async throws -> [ServerSentEvent] {
        try await withDeadline {
            var iterator = events.makeAsyncIterator()
            var received: [ServerSentEvent] = []
            while let event = try await iterator.next() {
                received.append(event)
                if done(event) { return received }
            }
            throw StreamTestError.ended(received)
        }
    }

    /// Waits for the server to end the stream; fails after 5 s, or if an event arrives.
    func end() async throws {
        try await withDeadline {
            var iterator = events.makeAsyncIterator()
            if let event = try await iterator.next() { throw StreamTestError.unexpected(event) }
        }
    }

    private func withDeadline<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T
    {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: .seconds(5))
                throw StreamTestError.timedOut
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}

enum StreamTestError: Error {
    case timedOut
    case ended([ServerSentEvent])
    case unexpected(ServerSentEvent)
}

extension TestAPI {
    /// Opens `GET /events` on the live test server.
    func events(token: String, lastEventID: String? = nil) -> OpenEventStream {
        var headers = ["Authorization": "Bearer \(token)"]
        if let lastEventID { headers[ServerSentEvent.lastEventIDHeader] = lastEventID }
        let url = URL(string: "http://127.0.0.1:\(port)/events")!
        return OpenEventStream(events: EventStreamTransport.live.open(url, headers))
    }

    /// Books a visit to the first demo landmark a year after the tests' clock starts.
    func book(token: String) async throws -> ReservationApiModel {
        let reply = try await send(
            .post, "/reservations", token: token,
            json:
                #"{"landmarkId":"\#(EventStreamTests.landmark)","date":"\#(aYearAfterTheClocksStart)","partySize":2}"#
        )
        return try reply.decode(ReservationApiModel.self)
    }

    func favorite(_ id: UUID, _ flag: Bool, token: String) async throws -> TestReply {
        try await send(.put, "/landmarks/\(id)/favorite", token: token, json: #"{"isFavorite":\#(flag)}"#)
    }
}
