#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Synchronization

/// One HTTP/1.1 exchange on a TCP socket of its own, made with blocking calls on the thread that
/// runs it; ``close()``, from any thread, ends whichever call is blocked.
///
/// Both live transports stand on it: ``NetworkClient/live(defaultTimeout:)`` for a request and
/// its answer, ``EventStreamTransport/socket`` for a stream. It speaks plain HTTP/1.1 to an
/// `http://` URL, which is what the backend serves, and reads bodies framed by
/// `Content-Length`, by chunks, or by the end of the connection.
final class HTTPSocket: Sendable {
    private struct State {
        var descriptor: Int32?
        var closed = false
    }

    private let state = Mutex(State())

    /// Whether ``close()`` was called.
    var isClosed: Bool { state.withLock { $0.closed } }

    /// Ends the exchange: a blocked read returns the end of the stream, and a connection not yet
    /// made is not made.
    func close() {
        state.withLock { state in
            state.closed = true
            if let fd = state.descriptor { _ = shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    /// Connects to `url`'s host and port, sends `head` and `body`, and reads the answer's head.
    /// A read or write blocked longer than `timeout` fails with ``HTTPSocketError/timedOut``.
    /// `exchange` then reads the body; the socket is closed when it returns.
    func exchange<Result>(
        _ url: URL, head: String, body: Data? = nil, timeout: Duration,
        _ exchange: (HTTPHead, inout HTTPBodyReader) throws(HTTPSocketError) -> Result
    ) throws(HTTPSocketError) -> Result {
        let fd = try connect(to: url, timeout: timeout)
        defer {
            state.withLock { $0.descriptor = nil }
            _ = systemClose(fd)
        }
        try send(Array(head.utf8)[...], on: fd)
        if let body, !body.isEmpty { try send(Array(body)[...], on: fd) }
        var reader = ByteReader(fd: fd)
        var answer: HTTPHead
        repeat {
            answer = try HTTPHead.read(from: &reader)
        } while (100..<200).contains(answer.status)  // an interim answer ("100 Continue") comes first
        var body = HTTPBodyReader(reader: reader, framing: answer.framing)
        return try exchange(answer, &body)
    }

    /// The request head: the request line, `Host`, the given header fields and `extra` ones.
    /// A field that would break the head (a line break in it) is left out rather than sent.
    static func head(
        _ method: String, _ url: URL, headers: [String: String], extra: [(String, String)] = []
    ) -> String {
        let path = url.path(percentEncoded: true)
        let query = url.query(percentEncoded: true).map { "?" + $0 } ?? ""
        let host = url.port.map { "\(url.host ?? ""):\($0)" } ?? (url.host ?? "")
        var text = "\(method) \(path.isEmpty ? "/" : path)\(query) HTTP/1.1\r\nHost: \(host)\r\n"
        let own = Set(extra.map { $0.0.lowercased() } + ["host"])
        let fields = headers.sorted { $0.key < $1.key }.filter { !own.contains($0.key.lowercased()) }
        for (name, value) in fields + extra {
            guard !name.contains(where: \.isNewline), !value.contains(where: \.isNewline) else { continue }
            text += "\(name): \(value)\r\n"
        }
        return text + "\r\n"
    }

    private func connect(to url: URL, timeout: Duration) throws(HTTPSocketError) -> Int32 {
        guard url.scheme == "http", let host = url.host, !host.isEmpty else {
            throw .unsupportedURL(url.absoluteString)
        }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(url.port ?? 80), &hints, &results) == 0, let first = results else {
            throw .unknownHost(host)
        }
        defer { freeaddrinfo(results) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        var lastError = ECONNREFUSED
        while let address = entry {
            let fd = socket(
                address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            if fd >= 0 {
                // Bounds `connect` (the send timeout), each read and each write.
                limitSocketWaits(fd, to: timeout)
                var noDelay: Int32 = 1
                _ = setsockopt(
                    fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
                // Registered before `connect`, so a `close()` during it shuts the socket too.
                let alreadyClosed = state.withLock { state -> Bool in
                    state.descriptor = fd
                    return state.closed
                }
                if !alreadyClosed,
                    systemConnect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen, timeout: timeout)
                {
                    return fd
                }
                lastError = errno
                state.withLock { $0.descriptor = nil }
                _ = systemClose(fd)
                if alreadyClosed { throw .closed }
            }
            entry = address.pointee.ai_next
        }
        throw HTTPSocketError(errno: lastError)
    }

    private func send(_ bytes: ArraySlice<UInt8>, on fd: Int32) throws(HTTPSocketError) {
        var bytes = bytes
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { buffer in
                restartingOnInterrupt { systemSend(fd, buffer.baseAddress, buffer.count) }
            }
            guard sent > 0 else { throw isClosed ? .closed : HTTPSocketError(errno: errno) }
            bytes = bytes.dropFirst(sent)
        }
    }
}

/// Why an exchange on an ``HTTPSocket`` failed.
enum HTTPSocketError: Error, Equatable, CustomStringConvertible {
    /// Not `http://host[:port]/path`.
    case unsupportedURL(String)
    /// The host name did not resolve.
    case unknownHost(String)
    /// The server refused the connection.
    case refused
    /// The network or the host cannot be reached.
    case unreachable
    /// The connection broke (reset by the server, or a write to a closed one).
    case lost
    /// A read or a write waited longer than the socket's timeout.
    case timedOut
    /// The connection ended before the first byte of an answer.
    case noAnswer
    /// What came back is not an HTTP/1.x answer; its first line.
    case notHTTP(String)
    /// The connection ended inside the answer.
    case truncated
    /// A chunk size line that is not a hexadecimal number.
    case badChunk(String)
    /// ``HTTPSocket/close()`` ended the exchange.
    case closed
    /// Any other failure of a system call, as the system describes it.
    case system(String)

    init(errno code: Int32) {
        switch code {
        case ECONNREFUSED: self = .refused
        case ENETUNREACH, EHOSTUNREACH, ENETDOWN: self = .unreachable
        case ECONNRESET, EPIPE, ECONNABORTED: self = .lost
        // EINPROGRESS is what a `connect` past the send timeout returns.
        case EAGAIN, EWOULDBLOCK, ETIMEDOUT, EINPROGRESS: self = .timedOut
        default: self = .system(String(cString: strerror(code)))
        }
    }

    var description: String {
        switch self {
        case let .unsupportedURL(url): "not an http:// URL: \(url)"
        case let .unknownHost(host): "cannot resolve \(host)"
        case .refused: "connection refused"
        case .unreachable: "no network connection"
        case .lost: "the connection was lost"
        case .timedOut: "no answer in time"
        case .noAnswer: "the server closed the connection without answering"
        case let .notHTTP(line): "not an HTTP answer: \(line.prefix(80))"
        case .truncated: "the connection closed in the middle of the answer"
        case let .badChunk(line): "bad chunk size '\(line.prefix(20))'"
        case .closed: "closed"
        case let .system(reason): reason
        }
    }
}

/// Makes each read and each write on the socket `fd` (and a `connect`, which the send limit
/// bounds) fail with EAGAIN after `limit`, at least a millisecond (zero would mean no limit),
/// instead of waiting for ever.
package func limitSocketWaits(_ fd: Int32, to limit: Duration) {
    let (seconds, attoseconds) = limit.components
    let microseconds = max(1000, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    var time = timeval(tv_sec: .init(microseconds / 1_000_000), tv_usec: .init(microseconds % 1_000_000))
    let size = socklen_t(MemoryLayout<timeval>.size)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, size)
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, size)
}

// The system calls under names the types above do not shadow (`close()`, `send(_:on:)`).
//
// A signal handler (the terminal's, for a resize or `fg`) that runs on a thread blocked in one of
// them interrupts it with EINTR, and with a socket timeout set the system never restarts it
// (signal(7)): each call is made again, and an interrupted `connect`, which goes on in the
// background, is waited for.
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }

/// `call`'s result, made again for as long as it fails with EINTR (``ByteReader`` reads with it).
func restartingOnInterrupt<Value: BinaryInteger>(_ call: () -> Value) -> Value {
    var result: Value
    repeat { result = call() } while result < 0 && errno == EINTR
    return result
}

/// Connects `fd`; `false` with `errno` set when it cannot, or not within `timeout`.
private func systemConnect(
    _ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t, timeout: Duration
) -> Bool {
    if connect(fd, address, length) == 0 { return true }
    guard errno == EINTR else { return false }
    var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    let milliseconds = Int32(min(Double(Int32.max), max(1, (timeout / .milliseconds(1)).rounded(.up))))
    let ready = restartingOnInterrupt { poll(&entry, 1, milliseconds) }
    guard ready > 0 else {
        if ready == 0 { errno = ETIMEDOUT }
        return false
    }
    var failure: Int32 = 0
    var size = socklen_t(MemoryLayout<Int32>.size)
    guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &size) == 0 else { return false }
    errno = failure
    return failure == 0
}

private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        send(fd, bytes, count, 0)
    #endif
}
