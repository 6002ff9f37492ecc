import Foundation
import HTTPTypes
import Synchronization
import Testing
import WireContract

@testable import Backend

/// Liveness and readiness apart, and what draining does: `GET /ready` says whether to send this
/// instance requests, `GET /health` only that the process is up.
@Suite(.timeLimit(.minutes(2))) struct ReadinessTests {
    @Test(arguments: TestDatabase.available)
    func readyUntilItDrainsThen503WithRetryAfterWhileHealthStaysOK(database: TestDatabase) async throws {
        let readiness = Readiness()
        try await withApp(database, configure: { $0.readiness = readiness }) { api in
            let ready = try await api.send(.get, ServiceEndpoints.ready.template)
            #expect(ready.status == .ok)
            #expect(try ready.decode(HealthResponse.self) == HealthResponse(status: "ready"))

            readiness.drain()
            let stopping = try await api.send(.get, ServiceEndpoints.ready.template)
            #expect(stopping.status == .serviceUnavailable)
            #expect(stopping.headers[.retryAfter] == "1")
            #expect(try stopping.decode(ErrorResponse.self).error.code == "stopping")
            let health = try await api.send(.get, ServiceEndpoints.health.template)
            #expect(health.status == .ok)
            #expect(try health.decode(HealthResponse.self) == HealthResponse(status: "ok"))
        }
    }

    @Test func anOpenEventStreamEndsAtOnceWhenTheServerDrains() async throws {
        let readiness = Readiness()
        try await withApp(.sqlite, configure: { $0.readiness = readiness }) { api in
            let token = try await api.token("ada")
            let stream = api.events(token: token)
            _ = try await stream.next(1)
            let draining = ContinuousClock.now
            readiness.drain()
            try await stream.end()
            #expect(draining.duration(to: .now) < .seconds(1))
            // A stream opened once it drains ends at once too.
            let late = api.events(token: token)
            _ = try await late.next(1)
            try await late.end()
        }
    }

    @Test func eachHandlerIsCalledOnceAndOneRegisteredAfterDrainingAtOnce() {
        let readiness = Readiness()
        let calls = Counter()
        let kept = readiness.whenDraining { calls.add("kept") }
        let cancelled = readiness.whenDraining { calls.add("cancelled") }
        cancelled.cancel()
        #expect(!readiness.isDraining)
        readiness.drain()
        readiness.drain()
        #expect(readiness.isDraining)
        _ = readiness.whenDraining { calls.add("late") }
        kept.cancel()
        #expect(calls.names == ["kept", "late"])
    }

    /// An error the database's driver calls unavailable is a 503 with `Retry-After`, in the JSON
    /// error form, and any other stays a 500.
    @Test func aDatabaseThatDoesNotAnswerIsA503TheClientMayRetry() async throws {
        struct Unreachable: Error {}
        struct Other: Error {}
        let middleware = ErrorMiddleware<AppRequestContext>(databaseIsUnavailable: { $0 is Unreachable })
        let unavailable = middleware.answer(for: Unreachable(), logger: testLogger)
        #expect(unavailable.status == .serviceUnavailable)
        #expect(unavailable.headers[.retryAfter] == "1")
        #expect(unavailable.code == "database_unavailable")
        let other = middleware.answer(for: Other(), logger: testLogger)
        #expect(other.status == .internalServerError)
        #expect(other.headers[.retryAfter] == nil)
    }
}

/// Names, in the order they were added.
private final class Counter: Sendable {
    private let storage = Mutex<[String]>([])
    var names: [String] { storage.withLock { $0 } }
    func add(_ name: String) { storage.withLock { $0.append(name) } }
}
