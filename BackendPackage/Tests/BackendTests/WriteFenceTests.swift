import Synchronization
import Testing

@testable import Backend

/// The write fence alone, over a stand-in for `NOTIFY` that hands each payload to the test: the
/// test plays the `LISTEN` connection, hearing a fence when it chooses.
@Suite(.timeLimit(.minutes(1))) struct WriteFenceTests {
    /// A fence whose notifications arrive on `sent`, or fail when `failing`.
    struct Harness {
        let fence: WriteFence
        let sent: AsyncStream<String>

        init(failing: Bool = false) {
            let (sent, continuation) = AsyncStream.makeStream(of: String.self)
            self.sent = sent
            fence = WriteFence()
            fence.listening(notifyingWith: { payload in
                if failing { throw CancellationError() }
                continuation.yield(payload)
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

    @Test func aReadPassesOnceItsFenceIsHeard() async throws {
        let harness = Harness()
        var sent = harness.sent.makeAsyncIterator()
        let read = harness.read()
        let payload = try #require(await sent.next())
        #expect(payload.hasPrefix(WriteFence.prefix))
        harness.fence.heard(payload)
        #expect(await read.value == true)
    }

    @Test func readsThatComeWhileAFenceIsOnItsWayWaitForTheNextOne() async throws {
        let harness = Harness()
        var sent = harness.sent.makeAsyncIterator()
        let first = harness.read()
        let firstFence = try #require(await sent.next())
        let passed = Passed()
        let later = (0..<3).map { _ in harness.read(counting: passed) }
        // Give the later reads time to queue behind the first fence.
        try await Task.sleep(for: .milliseconds(50))
        harness.fence.heard(firstFence)
        #expect(await first.value == true)
        let secondFence = try #require(await sent.next(), "one fence for the three reads that waited")
        #expect(secondFence != firstFence)
        #expect(
            passed.count.withLock { $0 } == 0,
            "a write committed after the first fence was sent may be unheard")
        harness.fence.heard(secondFence)
        for read in later { #expect(await read.value == true) }
    }

    @Test func anotherInstancesFenceLetsNoReadPass() async throws {
        let harness = Harness()
        var sent = harness.sent.makeAsyncIterator()
        let passed = Passed()
        let read = harness.read(counting: passed)
        let payload = try #require(await sent.next())
        harness.fence.heard("\(WriteFence.prefix)another-instance:0")
        harness.fence.heard("\(payload)0")
        try await Task.sleep(for: .milliseconds(50))
        #expect(passed.count.withLock { $0 } == 0)
        harness.fence.heard(payload)
        #expect(await read.value == true)
    }

    @Test func withoutListeningEveryReadGoesToTheDatabase() async {
        let harness = Harness()
        harness.fence.stopListening()
        #expect(await harness.fence.pass() == false, "stopped listening")
    }

    @Test func aLostConnectionSendsTheWaitingReadsToTheDatabase() async throws {
        let harness = Harness()
        var sent = harness.sent.makeAsyncIterator()
        let read = harness.read()
        _ = try #require(await sent.next())
        harness.fence.stopListening()
        #expect(await read.value == false)
    }

    @Test func aFenceThatCannotBeSentSendsItsReadsToTheDatabase() async {
        let harness = Harness(failing: true)
        #expect(await harness.fence.pass() == false)
    }
}
