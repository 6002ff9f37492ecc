import Synchronization
import Testing

@testable import Backend

/// The write fence alone, over a stand-in for the `LISTEN` connection's round trip that hands
/// each round trip to the test: the test answers it when it chooses.
@Suite(.timeLimit(.minutes(1))) struct WriteFenceTests {
    /// A round trip begun by the fence: `answer` is what the connection would call.
    struct RoundTrip: Sendable {
        let answer: @Sendable (_ caughtUp: Bool) -> Void
    }

    /// A fence whose round trips arrive on `trips`, or fail at once when `failing`.
    struct Harness {
        let fence: WriteFence
        let trips: AsyncStream<RoundTrip>

        init(failing: Bool = false) {
            let (trips, continuation) = AsyncStream.makeStream(of: RoundTrip.self)
            self.trips = trips
            fence = WriteFence()
            fence.listening(catchingUpWith: { done in
                if failing { return done(false) }
                continuation.yield(RoundTrip(answer: done))
            })
        }

        /// A read passing the fence, counted in `passed` once it has.
        func read(counting passed: Passed = Passed()) -> Task<Bool, Never> {
            Task {
                let result = await fence.pass()
                passed.count.withLock { $0 += 1 }
                return result
            }
        }
    }

    /// How many reads have passed so far.
    final class Passed: Sendable {
        let count = Mutex(0)
    }

    @Test func aReadPassesOnceItsRoundTripIsAnswered() async throws {
        let harness = Harness()
        var trips = harness.trips.makeAsyncIterator()
        let read = harness.read()
        let trip = try #require(await trips.next())
        trip.answer(true)
        #expect(await read.value == true)
    }

    @Test func readsThatComeWhileARoundTripIsOnItsWayWaitForTheNextOne() async throws {
        let harness = Harness()
        var trips = harness.trips.makeAsyncIterator()
        let first = harness.read()
        let firstTrip = try #require(await trips.next())
        let passed = Passed()
        let later = (0..<3).map { _ in harness.read(counting: passed) }
        // Give the later reads time to queue behind the first round trip.
        try await Task.sleep(for: .milliseconds(50))
        firstTrip.answer(true)
        #expect(await first.value == true)
        let secondTrip = try #require(await trips.next(), "one round trip for the three reads that waited")
        #expect(
            passed.count.withLock { $0 } == 0,
            "a write committed after the first round trip began may be unheard")
        secondTrip.answer(true)
        for read in later { #expect(await read.value == true) }
    }

    @Test func aRoundTripAnsweredTwiceAnswersItsReadsOnce() async throws {
        let harness = Harness()
        var trips = harness.trips.makeAsyncIterator()
        let first = harness.read()
        let firstTrip = try #require(await trips.next())
        let passed = Passed()
        let later = harness.read(counting: passed)
        try await Task.sleep(for: .milliseconds(50))
        firstTrip.answer(true)
        let secondTrip = try #require(await trips.next())
        // The first round trip's late second answer must not pass the read the second one serves.
        firstTrip.answer(true)
        try await Task.sleep(for: .milliseconds(50))
        #expect(passed.count.withLock { $0 } == 0)
        #expect(await first.value == true)
        secondTrip.answer(true)
        #expect(await later.value == true)
    }

    @Test func aFailedRoundTripSendsItsReadsToTheDatabase() async throws {
        let harness = Harness()
        var trips = harness.trips.makeAsyncIterator()
        let read = harness.read()
        try #require(await trips.next()).answer(false)
        #expect(await read.value == false)
    }

    @Test func withoutListeningEveryReadGoesToTheDatabase() async {
        let harness = Harness()
        harness.fence.stopListening()
        #expect(await harness.fence.pass() == false, "stopped listening")
    }

    @Test func aLostConnectionSendsTheWaitingReadsToTheDatabase() async throws {
        let harness = Harness()
        var trips = harness.trips.makeAsyncIterator()
        let read = harness.read()
        let trip = try #require(await trips.next())
        harness.fence.stopListening()
        #expect(await read.value == false)
        trip.answer(true)  // too late: answers nothing
    }

    @Test func aRoundTripThatCannotBeginSendsItsReadsToTheDatabase() async {
        let harness = Harness(failing: true)
        #expect(await harness.fence.pass() == false)
    }
}
