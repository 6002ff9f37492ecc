public import Foundation
public import WireContract
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Opens a `text/event-stream` (`GET /events`) and gives its events as they arrive; ending the
/// stream's consumer closes the connection.
///
/// ``live`` reads the stream through `URLSession`, as ``NetworkClient/live(defaultTimeout:)``
/// sends requests: http and https, with the same configuration and trusted authorities. Its
/// bytes arrive through a data delegate and are parsed with `ServerSentEventParser`, the
/// wire contract's own (the server writes events with its encoder). Not mattt/EventSource: it
/// reads through `URLSession.bytes(for:)`, which Linux's URLSession does not have, so it does
/// not build there.
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

    /// Twice the server's keep-alive: a stream this long silent has lost its connection.
    public static let silence = Duration.seconds(30)

    /// The stream through a URLSession of its own, whose delegate reads the bytes as they come;
    /// ``silence`` without a byte ends it as lost.
    public static let live = live(silence: silence)

    /// ``live`` with another silence (tests).
    static func live(silence: Duration) -> EventStreamTransport {
        EventStreamTransport { url, headers in open(url, headers: headers, silence: silence) }
    }

    private static func open(_ url: URL, headers: [String: String], silence: Duration)
        -> AsyncThrowingStream<ServerSentEvent, any Error>
    {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ServerSentEvent.self)
        let reader = EventStreamReader(continuation, silence: silence)
        let session = URLSession(
            configuration: LiveSessions.configuration(), delegate: reader, delegateQueue: nil)
        // The reader's watch ends a silent stream; URLSession's own timeout, a second later,
        // only backs it up (on Linux it stops counting once the answer begins).
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: silence / .seconds(1) + 1)
        request.setHeaderFields(headers)
        request.setValue(ServerSentEvent.contentType, forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        // The session holds its delegate until it is invalidated. Not from inside the
        // termination handler, which can run on the session's own queue (#5412's deadlock).
        continuation.onTermination = { _ in
            reader.stopWatching()
            DispatchQueue.global().async { session.invalidateAndCancel() }
        }
        reader.watch()
        task.resume()
        return stream
    }
}

/// Why an event stream ended.
public enum EventStreamError: Error, Equatable, Sendable {
    /// The server answered something other than 200, with its body.
    case status(Int, body: String)
    /// The connection could not be made, or broke.
    case transport(String)
}

/// A stream's data delegate: the answer's status, then its bytes, turned into events.
private final class EventStreamReader: ServerTrustDelegate, URLSessionDataDelegate, @unchecked Sendable {
    private enum Answer {
        case waiting
        case events(ServerSentEventDecoder)
        case refused(status: Int, body: Data)
    }

    private let continuation: AsyncThrowingStream<ServerSentEvent, any Error>.Continuation
    private let silence: Duration
    private let answer = Mutex(Answer.waiting)
    private let lastHeard = Mutex(ContinuousClock.now)
    private let watchdog = Mutex<Task<Void, Never>?>(nil)

    init(_ continuation: AsyncThrowingStream<ServerSentEvent, any Error>.Continuation, silence: Duration) {
        self.continuation = continuation
        self.silence = silence
    }

    /// Ends the stream as lost once `silence` passes without a byte. URLSession's own timeout
    /// cannot: on Linux it stops counting once the answer has begun, so a stream whose server
    /// went away without closing it would stay open for ever.
    func watch() {
        let task = Task { [weak self] in
            while let self {
                let due = lastHeard.withLock { $0 } + silence
                if ContinuousClock.now >= due { break }
                guard (try? await Task.sleep(until: due, clock: .continuous)) != nil else { return }
            }
            guard let self else { return }
            continuation.finish(throwing: EventStreamError.transport(silent))
        }
        watchdog.withLock { $0 = task }
    }

    /// Why a stream silent for `silence` ended, whichever timer noticed.
    private var silent: String { "no data for \(silence.components.seconds) s" }

    /// Stops the watch: the stream has ended.
    func stopWatching() {
        watchdog.withLock { $0?.cancel() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        lastHeard.withLock { $0 = .now }
        answer.withLock {
            $0 = status == 200 ? .events(ServerSentEventDecoder()) : .refused(status: status, body: Data())
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lastHeard.withLock { $0 = .now }
        let events = answer.withLock { answer -> [ServerSentEvent] in
            switch answer {
            case var .events(decoder):
                let events = decoder.consume(data)
                answer = .events(decoder)
                return events
            case .refused(let status, var body):
                body.append(data)
                answer = .refused(status: status, body: body)
                return []
            case .waiting:
                return []
            }
        }
        for event in events { continuation.yield(event) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        stopWatching()
        let ending = answer.withLock { $0 }
        if case let .refused(status, body) = ending {
            continuation.finish(
                throwing: EventStreamError.status(status, body: String(decoding: body, as: UTF8.self)))
        } else if let error = error as? URLError, error.code != .cancelled {
            let failure = AppError(urlError: error)
            let detail =
                switch failure {
                case .timeout: silent
                case let .transport(detail): detail
                default: failure.message
                }
            continuation.finish(throwing: EventStreamError.transport(detail))
        } else {
            continuation.finish()
        }
    }
}

/// Splits a stream's bytes into lines (LF, CR or CRLF, which may fall across chunks) and the
/// lines into events.
struct ServerSentEventDecoder {
    private var parser = ServerSentEventParser()
    private var line: [UInt8] = []
    private var lastWasCR = false

    /// The events `bytes` complete.
    mutating func consume(_ bytes: some Sequence<UInt8>) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n"), lastWasCR {
                lastWasCR = false
                continue
            }
            lastWasCR = byte == UInt8(ascii: "\r")
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if let event = parser.consume(line: String(decoding: line, as: UTF8.self)) {
                    events.append(event)
                }
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(byte)
            }
        }
        return events
    }
}
