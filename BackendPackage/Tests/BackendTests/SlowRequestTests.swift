import Foundation
import HTTPTypes
import ServiceLifecycle
import Testing
import WireContract

@testable import Backend

/// Requests that take long: a booking waits on SQLite's write lock, held by the test
/// (``SQLiteWriteLock``), so it is in flight for as long as the test says. Past the request
/// deadline it is answered 503; and the drain that SIGTERM begins (the services
/// `serveUntilStopped` runs, stopped as the signal stops them) answers it before the server stops.
/// One at a time: each holds one of SQLiteNIO's threads while it waits.
@Suite(.timeLimit(.minutes(2)), .serialized) struct SlowRequestTests {
    /// A booking that waits on SQLite's write lock, which another connection holds, past the
    /// deadline: the client has 503 with `Retry-After` at the deadline, not when the lock's wait
    /// (5 s) ends; other requests are answered meanwhile.
    @Test func aBookingStuckOnTheDatabaseIsAnswered503WithRetryAfterAtTheDeadline() async throws {
        try await whileLocked(requestDeadline: .seconds(1)) { api, token, lock in
            let sent = ContinuousClock.now
            let reply = try await api.send(.post, "/reservations", token: token, json: bookingJSON)
            let took = sent.duration(to: .now)
            let landmarks = try await api.send(.get, "/landmarks")
            try await lock.release()
            #expect(reply.status == .serviceUnavailable)
            #expect(reply.headers[.retryAfter] == "1")
            #expect(try reply.decode(ErrorResponse.self).error.code == "timed_out")
            #expect(took < .milliseconds(4500), "answered after \(took), not at the deadline")
            #expect(landmarks.status == .ok)
        }
    }

    /// A booking that waits on the lock past SQLite's busy timeout (5 s), under a longer deadline:
    /// the client may try again (503 with `Retry-After`), as when PostgreSQL does not answer; not a
    /// 500.
    @Test func aBookingRefusedBySQLitesBusyTimeoutIsA503TheClientMayRetry() async throws {
        try await whileLocked(requestDeadline: .seconds(30)) { api, token, lock in
            let reply = try await api.send(.post, "/reservations", token: token, json: bookingJSON)
            try await lock.release()
            #expect(reply.status == .serviceUnavailable)
            #expect(reply.headers[.retryAfter] == "1")
            #expect(try reply.decode(ErrorResponse.self).error.code == "database_unavailable")
            let again = try await api.send(.post, "/reservations", token: token, json: bookingJSON)
            #expect(again.status == .ok)
        }
    }

    /// The drain waits for a booking in flight: the readiness drains at once, the booking is
    /// answered 200 once the lock is released, and then the server stops.
    @Test func aRequestInFlightWhenTheDrainBeginsIsAnsweredBeforeTheServerStops() async throws {
        try await draining(requestDeadline: .seconds(8), drainTimeout: .seconds(10)) { server in
            let lock = try await SQLiteWriteLock.take(server.location)
            let booking = Task {
                try await server.api.send(.post, "/reservations", token: server.token, json: bookingJSON)
            }
            try await Task.sleep(for: .seconds(1))
            let stopped = server.stop()
            try await Task.sleep(for: .milliseconds(500))
            #expect(server.readiness.isDraining)
            try await lock.release()
            let reply = try await booking.value
            #expect(reply.status == .ok, "\(reply.status) \(reply.text)")
            let took = try await stopped.value
            #expect(took < .seconds(5), "stopped after \(took)")
        }
    }

    /// A request stuck past the request deadline, which is below the drain timeout, is answered
    /// 503 with `Retry-After` at the deadline: every request in flight gets an answer before the
    /// process exits, even one whose work does not stop.
    @Test func aRequestStuckPastTheDeadlineIsAnswered503AndTheDrainEndsWithinItsBound() async throws {
        try await draining(requestDeadline: .seconds(2), drainTimeout: .seconds(5)) { server in
            let lock = try await SQLiteWriteLock.take(server.location)
            let booking = Task {
                try await server.api.send(.post, "/reservations", token: server.token, json: bookingJSON)
            }
            try await Task.sleep(for: .milliseconds(700))
            let stopped = server.stop()
            let reply = try await booking.value
            #expect(reply.status == .serviceUnavailable)
            #expect(reply.headers[.retryAfter] == "1")
            #expect(try reply.decode(ErrorResponse.self).error.code == "timed_out")
            try await lock.release()
            let took = try await stopped.value
            #expect(took < .seconds(5), "stopped after \(took), past the drain timeout")
        }
    }
}

/// Serves a new SQLite database with `requestDeadline`, and runs `body` with ada's token while
/// another connection holds the write lock, which `body` releases.
private func whileLocked(
    requestDeadline: Duration,
    _ body: @Sendable (TestAPI, _ token: String, SQLiteWriteLock) async throws -> Void
) async throws {
    try await onNewSQLite(requestDeadline: requestDeadline) { configuration, token in
        try await serving(configuration) { api in
            try await body(api, token, try await SQLiteWriteLock.take(configuration.database))
        }
    }
}

/// A server running the draining services on a new SQLite database, signed in as ada.
private struct DrainingServer: Sendable {
    let api: TestAPI
    let token: String
    let location: DatabaseLocation
    let readiness: Readiness
    let services: ServiceGroup
    let running: Task<Void, any Error>

    /// Begins the drain, as SIGTERM does; the task ends with the time the services took to stop.
    func stop() -> Task<Duration, any Error> {
        let (services, running) = (services, running)
        return Task {
            let started = ContinuousClock.now
            await services.triggerGracefulShutdown()
            try await running.value
            return started.duration(to: .now)
        }
    }
}

/// Serves a new SQLite database with `requestDeadline` and `drainTimeout` in the draining
/// services, and runs `body` against it.
private func draining(
    requestDeadline: Duration, drainTimeout: Duration, _ body: @Sendable (DrainingServer) async throws -> Void
) async throws {
    try await onNewSQLite(requestDeadline: requestDeadline) { configuration, token in
        var configuration = configuration
        let (ports, announced) = AsyncStream.makeStream(of: Int.self)
        configuration.drainTimeout = drainTimeout
        configuration.onServerRunning = { announced.yield($0) }
        let app = try await buildApplication(configuration: configuration, logger: testLogger)
        let services = drainingServiceGroup(
            app, configuration: configuration, signals: [], logger: testLogger)
        let running = Task { try await services.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), let url = URL(string: "http://127.0.0.1:\(port)") else {
            Issue.record("the server did not listen")
            return
        }
        do {
            try await body(
                DrainingServer(
                    api: TestAPI(server: url), token: token, location: configuration.database,
                    readiness: configuration.readiness, services: services, running: running))
        } catch {
            await services.triggerGracefulShutdown()
            _ = await running.result
            throw error
        }
        await services.triggerGracefulShutdown()
        try await running.value
    }
}

/// Runs `body` with the configuration of a server on a new SQLite database with
/// `requestDeadline`, and a token of ada's. The token comes from a server of its own with the
/// tests' long deadline: a sign-in's bcrypt, queued behind the other tests' in a debug build, may
/// take longer than the short deadlines here.
private func onNewSQLite(
    requestDeadline: Duration, _ body: (BackendConfiguration, _ token: String) async throws -> Void
) async throws {
    guard let (location, cleanup) = try await TestDatabase.sqlite.makeLocation() else { return }
    defer { Task { await cleanup() } }
    var configuration = BackendConfiguration.test(database: location)
    configuration.clock = .test
    let token = try await serving(configuration) { api in try await api.token("ada") }
    configuration.requestDeadline = requestDeadline
    try await body(configuration, token)
}

/// A booking of the first demo landmark a year after the tests' clock starts.
private let bookingJSON =
    #"{"landmarkId":"\#(EventStreamTests.landmark)","date":"\#(aYearAfterTheClocksStart)","partySize":2}"#
