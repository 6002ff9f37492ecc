import Logging
import SQLKit
import Synchronization
import Testing

@testable import Backend

/// The PostgreSQL `LISTEN` connection's round trip (``Database/CatchUp``), which the write fence
/// stands on: once it answers, every notification committed before it began has been handed over.
@Suite(.timeLimit(.minutes(1))) struct ListenCatchUpTests {
    /// What the listening side has heard, and its round trip once it listens.
    final class Heard: Sendable {
        let payloads = Mutex<Set<String>>([])
        let catchUp = Mutex<Database.CatchUp?>(nil)
    }

    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func aRoundTripAnswersAfterEveryNotificationCommittedBeforeIt() async throws {
        guard let (location, cleanup) = try await TestDatabase.postgres.makeLocation() else { return }
        defer { Task { await cleanup() } }
        let listening = try Database.open(location, logger: testLogger)
        let writing = try Database.open(location, logger: testLogger)
        defer {
            Task {
                try? await listening.shutdown()
                try? await writing.shutdown()
            }
        }
        let listen = try #require(listening.listen)
        let heard = Heard()
        let connected: @Sendable (@escaping Database.CatchUp) -> Void = { catchUp in
            heard.catchUp.withLock { $0 = catchUp }
        }
        let received: @Sendable (String) -> Void = { payload in
            heard.payloads.withLock { _ = $0.insert(payload) }
        }
        let listener = Task { try await listen("catch_up_test", connected, received) }
        defer { listener.cancel() }
        let deadline = ContinuousClock.now + .seconds(10)
        while heard.catchUp.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let catchUp = try #require(heard.catchUp.withLock { $0 }, "listening")

        // Each write commits on another connection, then a round trip begins at once: the
        // notification is on its way while the round trip is, and must be handed over first.
        for number in 0..<200 {
            let payload = "write \(number)"
            try await writing.sql.raw("SELECT pg_notify('catch_up_test', \(bind: payload))").run()
            let heardFirst = await withCheckedContinuation { continuation in
                catchUp { caughtUp in
                    continuation.resume(
                        returning: caughtUp && heard.payloads.withLock { $0.contains(payload) })
                }
            }
            #expect(heardFirst, "the round trip answered before \(payload) was handed over")
            if !heardFirst { break }
        }
    }
}
