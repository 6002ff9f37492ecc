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

    @Test func zeroDoesNotWaitOnTheClock() async {
        // A test clock that is never advanced: a wait on it ends only when cancelled, so the
        // real clock's five seconds would come first.
        let answered = await withTaskGroup(of: Bool.self) { group in
            group.addTask { (try? await Latency(.zero, clock: TestClock()).elapse()) != nil }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(answered, "answered at once, without waiting on the clock")
    }

    @Test func cancellingTheWaitIsTheCancelledError() async {
        let clock = TestClock()
        let waiting = Task { try await Latency(.seconds(1), clock: clock).elapse() }
        await clock.advance(by: .milliseconds(1))
        waiting.cancel()
        await #expect(throws: AppError.cancelled) { try await waiting.value }
    }
}
