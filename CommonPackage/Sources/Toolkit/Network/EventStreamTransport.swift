#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif
public import WireContract

/// Opens a `text/event-stream` (`GET /events`) and gives its events as they arrive; ending the
/// stream's consumer closes the connection.
///
/// It reads the stream on an `HTTPSocket`, as ``NetworkClient/live(defaultTimeout:)`` sends
/// requests (see there why not `URLSession`): plain HTTP/1.1 (`http://` only), chunked or
/// unframed bodies, and 30 s of silence (twice the server's keep-alive) taken as a lost
/// connection. Ending the stream closes the socket at once.
public struct EventStreamTransport: Sendable {
    /// Opens the stream at `url` with `headers`; see ``EventStreamError`` for how it fails.
    public var open:
        @Sendable (_ url: URL, _ headers: [String: String]) -> AsyncThrowingStream<ServerSentEvent, any Error>

    /// A transport from its closure (tests).
    public init(
        open:
            @escaping @Sendable (_ url: URL, _ headers: [String: String]) -> AsyncThrowingStream<
                ServerSentEvent, any Error
            >
    ) {
        self.open = open
    }

    /// HTTP/1.1 over a TCP socket read on a thread of its own.
    public static let socket = EventStreamTransport { url, headers in
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ServerSentEvent.self)
        let connection = SocketEventStream(url: url, headers: headers)
        continuation.onTermination = { _ in connection.close() }
        BlockingWork.start(named: "event-stream") { connection.run(continuation) }
        return stream
    }
}

/// Why an event stream ended.
public enum EventStreamError: Error, Equatable, Sendable {
    /// The server answered something other than 200, with its body.
    case status(Int, body: String)
    /// The connection could not be made, or broke.
    case transport(String)
    /// The URL is not `http://host[:port]/path`.
    case unsupportedURL(String)
}

/// One stream: its request, on an `HTTPSocket` that ending the stream closes.
private final class SocketEventStream: Sendable {
    /// Twice the server's keep-alive: a stream this long silent has lost its connection.
    static let silence = Duration.seconds(30)

    let url: URL
    let headers: [String: String]
    private let socket = HTTPSocket()

    init(url: URL, headers: [String: String]) {
        self.url = url
        self.headers = headers
    }

    func close() { socket.close() }

    func run(_ continuation: AsyncThrowingStream<ServerSentEvent, any Error>.Continuation) {
        do throws(HTTPSocketError) {
            let head = HTTPSocket.head(
                "GET", url, headers: headers, extra: [("Accept", ServerSentEvent.contentType)])
            let refusal = try socket.exchange(url, head: head, timeout: Self.silence) {
                answer, body throws(HTTPSocketError) -> EventStreamError? in
                guard answer.status == 200 else {
                    let text = String(decoding: (try? body.readAll()) ?? Data(), as: UTF8.self)
                    return .status(answer.status, body: text)
                }
                var parser = ServerSentEventParser()
                var line: [UInt8] = []
                var lastWasCR = false
                while let bytes = try body.next() {
                    for byte in bytes {
                        if byte == UInt8(ascii: "\n"), lastWasCR {
                            lastWasCR = false
                            continue
                        }
                        lastWasCR = byte == UInt8(ascii: "\r")
                        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                            if let event = parser.consume(line: String(decoding: line, as: UTF8.self)) {
                                continuation.yield(event)
                            }
                            line.removeAll(keepingCapacity: true)
                        } else {
                            line.append(byte)
                        }
                    }
                }
                return nil
            }
            continuation.finish(throwing: refusal)
        } catch {
            continuation.finish(throwing: socket.isClosed ? nil : EventStreamError(error))
        }
    }
}

extension EventStreamError {
    fileprivate init(_ failure: HTTPSocketError) {
        switch failure {
        case let .unsupportedURL(url): self = .unsupportedURL(url)
        case .timedOut: self = .transport("no data for \(SocketEventStream.silence.components.seconds) s")
        default: self = .transport(failure.description)
        }
    }
}
