import Clocks
import Synchronization
import Testing
import Toolkit

@Suite(.timeLimit(.minutes(1))) struct LatencyTests {
    @Test func theAnswerComesWhenTheClockHasAdvancedByTheLatency() async throws {
        let clock = TestClock()
        let start = clock.now
        let answeredAt = Mutex<Duration?>(nil)
        let latency = Latency(.milliseconds(300), clock: clock)
        let waiting = Task {
            try await latency.elapse()
            answeredAt.withLock { $0 = start.duration(to: clock.now) }
        }
        while answeredAt.withLock({ $0 }) == nil { await clock.advance(by: .milliseconds(1)) }
        try await waiting.value
        #expect(try #require(answeredAt.withLock { $0 }) >= .milliseconds(300), "not before the latency")
    }

    @Test func zeroDoesNotWaitOnTheClock() async throws {
        // A test clock that is never advanced: any wait on it would never end.
        try await Latency(.zero, clock: TestClock()).elapse()
    }

    @Test func cancellingTheWaitIsTheCancelledError() async {
        let clock = TestClock()
        let waiting = Task { try await Latency(.seconds(1), clock: clock).elapse() }
        await clock.advance(by: .milliseconds(1))
        waiting.cancel()
        await #expect(throws: AppError.cancelled) { try await waiting.value }
    }
}
