import Foundation
import LoggerTestSupport
import Testing

@Suite("Arriving text")
struct ArrivingTextTests {
    @Test("A wait ends when its text arrives from another thread, not before")
    func aWaitEndsWhenTheTextArrives() async throws {
        let output = ArrivingText()
        output.append(Array("starting\n".utf8))
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            output.append(Array("listening on 127.0.0.1:8080\n".utf8))
        }
        let started = ContinuousClock.now
        writer.start()
        try await output.wait(for: "listening on")
        #expect(ContinuousClock.now - started >= .milliseconds(40))
        #expect(output.text == "starting\nlistening on 127.0.0.1:8080\n")
    }

    @Test("Text already there ends the wait at once")
    func textAlreadyThereEndsTheWait() async throws {
        let output = ArrivingText()
        output.append(Array("ready".utf8))
        try await output.wait(for: "ready", timeout: .zero)
    }

    @Test("Text that never comes fails the wait after its timeout, and a later append is harmless")
    func textThatNeverComesTimesOut() async throws {
        let output = ArrivingText()
        await #expect(throws: CancellationError.self) {
            try await output.wait(for: "ready", timeout: .milliseconds(20))
        }
        output.append(Array("ready".utf8))
        try await output.wait(for: "ready", timeout: .zero)
    }

    @Test("Several waits on one text each end on their own text")
    func severalWaits() async throws {
        let output = ArrivingText()
        async let first: Void = output.wait(for: "one")
        async let second: Void = output.wait(until: { $0.split(separator: "\n").count == 2 })
        try await Task.sleep(for: .milliseconds(10))
        output.append(Array("one\n".utf8))
        try await first
        output.append(Array("two\n".utf8))
        try await second
    }
}
