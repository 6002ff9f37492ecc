import Foundation
import Testing
@testable import Toolkit
import WireContract

/// The event stream reader against raw HTTP on a real socket, through URLSession: how events are
/// framed, split and dispatched, and what a refusal looks like. The Backend's tests read its real `GET /events` with it.
@Suite(.timeLimit(.minutes(1))) struct EventStreamTransportTests {
    @Test func chunksSplitAnywhereStillGiveWholeEventsInOrder() async throws {
        // Chunk boundaries fall inside a field name, a line ending and a multi-byte character.
        let chunks = [
            "retry: 2000\r\nid: 1\r\nev", "ent: ready\r\ndata: {}\r\n\r\n: keep-alive\n\n",
            "id: 2\nevent: reservation.created\ndata: {\"name\":\"Tur", "tle Rock ü",
            "\"}\n\nid: 3\revent: x\rdata: a\rdata: b\r\r",
        ]
        let body =
            chunks.map { String(String($0.utf8.count, radix: 16)) + "\r\n" + $0 + "\r\n" }.joined()
            + "0\r\n\r\n"
        let server = try TestHTTPServer { _ in
            TestHTTPServer.Reply(
                raw:
                    "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + body)
        }
        let url = URL(string: "http://127.0.0.1:\(server.port)/events")!
        var received: [ServerSentEvent] = []
        for try await event in EventStreamTransport.live.open(url, ["Last-Event-ID": "7"]) {
            received.append(event)
        }
        #expect(
            received == [
                ServerSentEvent(id: "1", event: "ready", data: "{}"),
                ServerSentEvent(id: "2", event: "reservation.created", data: #"{"name":"Turtle Rock ü"}"#),
                ServerSentEvent(id: "3", event: "x", data: "a\nb"),
            ])
        #expect(
            server.received.first?.lowercased().contains("last-event-id: 7") == true,
            "header names are not case-sensitive")
        #expect(server.received.first?.hasPrefix("GET /events HTTP/1.1") == true)
    }

    @Test func aRefusalEndsTheStreamWithItsStatusAndBody() async throws {
        let server = try TestHTTPServer { _ in .status(401, #"{"error":{"code":"unauthorized"}}"#) }
        let url = URL(string: "http://127.0.0.1:\(server.port)/events")!
        await #expect(throws: EventStreamError.status(401, body: #"{"error":{"code":"unauthorized"}}"#)) {
            for try await _ in EventStreamTransport.live.open(url, [:]) {}
        }
    }

    @Test func aRefusedTokenEndsTheFeedAndIsReportedAsRefused() async throws {
        let server = try TestHTTPServer { _ in .status(401, #"{"error":{"code":"unauthorized"}}"#) }
        let refused = AsyncStream.makeStream(of: String.self)
        let feed = ChangeFeed.live(
            baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, token: { "expired-token" },
            refused: { refused.continuation.yield($0) })
        var updates = 0
        for await _ in feed.updates() { updates += 1 }
        refused.continuation.finish()
        var tokens: [String] = []
        for await token in refused.stream { tokens.append(token) }
        #expect(updates == 0, "it ends without reconnecting")
        #expect(tokens == ["expired-token"])
    }

    @Test func aClosedPortIsATransportError() async throws {
        await #expect(throws: EventStreamError.transport("connection refused")) {
            for try await _ in EventStreamTransport.live.open(
                URL(string: "http://127.0.0.1:1/events")!, [:])
            {}
        }
    }

    @Test func endingTheConsumerClosesTheConnection() async throws {
        // A stream that stays open: the server sends one event and then nothing.
        let server = try TestHTTPServer { _ in
            TestHTTPServer.Reply(
                raw:
                    "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\nid: 1\nevent: ready\ndata: {}\n\n",
                holdOpen: .seconds(20))
        }
        let clock = ContinuousClock()
        let start = clock.now
        let url = URL(string: "http://127.0.0.1:\(server.port)/events")!
        for try await event in EventStreamTransport.live.open(url, [:]) {
            #expect(event.event == "ready")
            break
        }
        try await server.waitUntilClosed(within: .seconds(10))
        #expect(clock.now - start < .seconds(10))
    }

    @Test func theParserFollowsTheStandardsFieldRules() {
        var parser = ServerSentEventParser()
        let lines = ["data", "data:x", "id: 5", "unknown: y", ":comment", "event:e", ""]
        let events = lines.compactMap { parser.consume(line: $0) }
        #expect(events == [ServerSentEvent(id: "5", event: "e", data: "\nx")])
        #expect(parser.consume(line: "id: 6") == nil)
        #expect(parser.consume(line: "") == nil, "an event without data is not dispatched")
        #expect(parser.lastEventID == "6")
        #expect(
            ServerSentEvent(id: "9", event: "e", data: "a\nb").encoded
                == "id: 9\nevent: e\ndata: a\ndata: b\n\n")
    }

    @Test func entityTagsRoundTripAndMalformedOnesAreRefused() {
        #expect(EntityTag.header(version: 3) == #""3""#)
        for (header, version) in [(#""3""#, 3), (#"W/"12""#, 12), ("7", 7), (#" "4" "#, 4)] {
            #expect(EntityTag.version(fromIfMatch: header) == version, "\(header)")
        }
        for header in ["*", "", #""""#, #""x""#, "1234567890", #""1", "2""#, "٣"] {
            #expect(EntityTag.version(fromIfMatch: header) == nil, "\(header)")
        }
    }

    /// The silence is how long the stream may go without a byte, not how long it may last: a
    /// stream whose keep-alive comments keep coming outlives it, and one that goes quiet ends.
    @Test func aStreamLivesWhileBytesComeAndEndsAfterItsSilence() async throws {
        let keepAlives = (0..<5).map { _ in (after: Duration.milliseconds(400), raw: ": keep-alive\n\n") }
        let server = try TestHTTPServer { _ in
            TestHTTPServer.Reply(
                raw:
                    "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\nid: 1\nevent: ready\ndata: {}\n\n",
                then: keepAlives + [(after: .milliseconds(200), raw: "id: 2\nevent: x\ndata: y\n\n")],
                holdOpen: .seconds(20))
        }
        let url = URL(string: "http://127.0.0.1:\(server.port)/events")!
        var received: [String?] = []
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: EventStreamError.transport("no data for 1 s")) {
            for try await event in EventStreamTransport.live(silence: .seconds(1)).open(url, [:]) {
                received.append(event.id)
            }
        }
        #expect(received == ["1", "2"], "the second event came 2.2 s in, past the 1 s silence")
        #expect(clock.now - start < .seconds(10))
    }
}
