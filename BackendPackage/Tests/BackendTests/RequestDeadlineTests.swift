import Foundation
import HTTPTypes
import Synchronization
import Testing
import WireContract

@testable import Backend

/// The request deadline: an answer in time passes through; past the limit the client is answered
/// 503 with `Retry-After` and the work is cancelled, even when that work does not stop.
@Suite(.timeLimit(.minutes(2))) struct RequestDeadlineTests {
    @Test func whatTheWorkAnswersInTimePassesThroughItsValueOrItsError() async throws {
        let deadline = RequestDeadline(limit: .seconds(60))
        #expect(try await deadline.run { 42 } == 42)
        await #expect(throws: APIError.notFound("landmark")) {
            try await deadline.run { () async throws -> Int in throw APIError.notFound("landmark") }
        }
    }

    @Test func pastTheLimitItIsTimedOutAndTheWorkIsCancelled() async throws {
        let cancelled = Flag()
        await #expect(throws: APIError.timedOut) {
            try await RequestDeadline(limit: .milliseconds(50)).run {
                do {
                    try await Task.sleep(for: .seconds(60))
                } catch {
                    cancelled.raise()
                }
            }
        }
        // The work heard the cancellation (it may end a moment after the answer).
        #expect(await cancelled.raisedWithin(.seconds(5)))
    }

    @Test func theAnswerDoesNotWaitForWorkThatIgnoresCancellation() async throws {
        let (released, release) = AsyncStream.makeStream(of: Void.self)
        let finished = Flag()
        await #expect(throws: APIError.timedOut) {
            try await RequestDeadline(limit: .milliseconds(50)).run {
                // An AsyncStream's iterator ends at cancellation; a future does not. This waits
                // for the test's word whatever happens, as a connection pool's wait does.
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    Task {
                        for await _ in released { break }
                        continuation.resume()
                    }
                }
                finished.raise()
            }
        }
        #expect(!finished.isRaised, "the answer waited for the work")
        release.yield()
    }

    @Test func cancellingTheCallerCancelsTheWork() async throws {
        let cancelled = Flag()
        let started = AsyncStream.makeStream(of: Void.self)
        let caller = Task {
            try await RequestDeadline(limit: .seconds(60)).run {
                started.continuation.yield()
                do {
                    try await Task.sleep(for: .seconds(60))
                } catch {
                    cancelled.raise()
                    throw error
                }
            }
        }
        for await _ in started.stream { break }
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(await cancelled.raisedWithin(.seconds(5)))
    }
}

/// Whether something happened, seen from another task.
private final class Flag: Sendable {
    private let raised = Atomic(false)

    var isRaised: Bool { raised.load(ordering: .relaxed) }

    func raise() { raised.store(true, ordering: .relaxed) }

    /// Whether it is raised by the time `limit` has passed; it looks every 10 ms.
    func raisedWithin(_ limit: Duration) async -> Bool {
        let asked = ContinuousClock.now
        while !isRaised, asked.duration(to: .now) < limit {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return isRaised
    }
}
