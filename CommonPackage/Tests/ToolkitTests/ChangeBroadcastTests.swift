import Testing
import Toolkit

@Suite struct ChangeBroadcastTests {
    @Test func everyOpenStreamGetsEachChangeAfterConnected() async {
        let broadcast = ChangeBroadcast<Int>()
        let first = broadcast.updates()
        let second = broadcast.updates()
        broadcast.send(1)
        broadcast.send(2)
        for stream in [first, second] {
            var received: [String] = []
            for await update in stream {
                switch update {
                case .connected: received.append("connected")
                case let .change(number): received.append("\(number)")
                case .reloadEverything, .reconnecting: received.append("other")
                }
                if received.count == 3 { break }
            }
            #expect(received == ["connected", "1", "2"])
        }
    }

    @Test func aStreamOpenedLaterGetsOnlyLaterChanges() async {
        let broadcast = ChangeBroadcast<Int>()
        broadcast.send(1)
        var iterator = broadcast.updates().makeAsyncIterator()
        broadcast.send(2)
        guard case .connected = await iterator.next() else {
            Issue.record("expected connected first")
            return
        }
        guard case let .change(number) = await iterator.next() else {
            Issue.record("expected a change")
            return
        }
        #expect(number == 2)
    }
}
