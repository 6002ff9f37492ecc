import BackendPostgres
import SQLKit
import Synchronization
import Testing

@testable import Backend

/// `ScratchDatabase.sessions()`, what a test that timed out prints: each connection to the
/// database, what it waits for, and who blocks it.
@Suite(.timeLimit(.minutes(1))) struct ScratchDatabaseTests {
    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func sessionsSayWhoWaitsForALockAndWhoHoldsIt() async throws {
        guard let admin = TestDatabase.postgresAdminURL else {
            Issue.record("PostgreSQL must run in CI: set LANDMARKS_TEST_POSTGRES_URL")
            return
        }
        let scratch = try await ScratchDatabase.create(on: admin, prefix: "test")
        let database = try Database.open(.postgres(url: scratch.url), logger: testLogger)
        let (release, releasing) = AsyncStream.makeStream(of: Void.self)
        // One transaction takes an advisory lock and keeps it until released; a second waits for it.
        let holder = Task {
            try await database.transaction { sql in
                try await sql.raw("SELECT pg_advisory_xact_lock(99)").run()
                for await _ in release { break }
            }
        }
        let waiter = Task {
            try await Task.sleep(for: .milliseconds(200))
            try await database.transaction { sql in
                try await sql.raw("SELECT pg_advisory_xact_lock(99)").run()
            }
        }
        var sessions: [String] = []
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            sessions = await scratch.sessions()
            if sessions.contains(where: { $0.contains("waiting for Lock advisory, blocked by {") }) { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let waiting = try #require(
            sessions.first { $0.contains("waiting for Lock advisory") }, "\(sessions)")
        let holding = try #require(
            sessions.first { $0.contains("idle in transaction") }, "\(sessions)")
        let holderID = try #require(holding.split(separator: " ").first)
        #expect(waiting.contains("blocked by {\(holderID)}"), "\(waiting)")
        #expect(waiting.hasSuffix("SELECT pg_advisory_xact_lock(99)"), "\(waiting)")

        releasing.yield()
        try await holder.value
        try await waiter.value
        try await database.shutdown()
        await scratch.drop()
    }

}
