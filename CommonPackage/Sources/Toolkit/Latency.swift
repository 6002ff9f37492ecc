/// How long a simulated server (a mock preset) takes to answer, and the clock it waits on: the
/// real clock in the app and the harnesses; in a test, the test's own clock (swift-clocks'
/// `ImmediateClock`, or a `TestClock` it advances), so no test waits for real.
///
/// ```swift
/// let clock = TestClock()
/// let store = LandmarkStore(service: .mock(latency: Latency(.milliseconds(300), clock: clock)))
/// store.load()
/// await clock.advance(by: .milliseconds(300))  // now the landmarks arrive
/// ```
public struct Latency: Sendable {
    /// How long each answer takes.
    public var duration: Duration
    /// The clock the wait is measured on.
    public var clock: any Clock<Duration>

    /// A latency of `duration` on `clock`, by default the real one.
    public init(_ duration: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.duration = duration
        self.clock = clock
    }

    /// No wait at all: the answer comes as soon as the caller next suspends.
    public static var zero: Latency { Latency(.zero) }

    /// Waits out the latency on its clock; returns at once for zero.
    ///
    /// - Throws: ``AppError/cancelled`` when the task is cancelled while waiting.
    public func elapse() async throws(AppError) {
        guard duration > .zero else { return }
        do {
            try await clock.sleep(for: duration)
        } catch {
            throw .cancelled
        }
    }
}
