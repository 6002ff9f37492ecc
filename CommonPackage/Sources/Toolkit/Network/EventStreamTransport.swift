#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
public import Foundation
import Synchronization
public import WireContract

/// Opens a `text/event-stream` (`GET /events`) and gives its events as they arrive; ending the
/// stream's consumer closes the connection.
///
/// Written on a socket of its own rather than on `URLSession`: a stream must be closed when the
/// app signs out or goes to the background, and on Linux `URLSessionTask.cancel()` can crash the
/// process (swift-corelibs-foundation #3292), so the request transport never cancels; and an
/// HTTP client library (AsyncHTTPClient) would bring SwiftNIO into every harness. It speaks
/// plain HTTP/1.1 (`http://` only), reads chunked or unframed bodies, and treats 30 s of silence
/// (twice the server's keep-alive) as a lost connection.
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
        let thread = Thread { connection.run(continuation) }
        thread.name = "event-stream"
        thread.start()
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

/// One connection: its socket, closed from any thread to end the blocking read.
private final class SocketEventStream: Sendable {
    let url: URL
    let headers: [String: String]
    private let descriptor = Mutex<Int32?>(nil)
    private let closed = Mutex(false)

    init(url: URL, headers: [String: String]) {
        self.url = url
        self.headers = headers
    }

    func close() {
        closed.withLock { $0 = true }
        descriptor.withLock { fd in
            if let fd { _ = shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    func run(_ continuation: AsyncThrowingStream<ServerSentEvent, any Error>.Continuation) {
        do {
            let fd = try connect()
            defer {
                descriptor.withLock { $0 = nil }
                systemClose(fd)
            }
            try send(request(), on: fd)
            var reader = ByteReader(fd: fd)
            let (status, responseHeaders) = try readHead(&reader)
            guard status == 200 else {
                let length = responseHeaders["content-length"].flatMap(Int.init) ?? 0
                let body = (try? reader.read(count: min(length, 64 * 1024))) ?? []
                throw EventStreamError.status(status, body: String(decoding: body, as: UTF8.self))
            }
            let chunked = responseHeaders["transfer-encoding"]?.lowercased().contains("chunked") == true
            var body = BodyReader(reader: reader, chunked: chunked)
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
            continuation.finish()
        } catch {
            if closed.withLock({ $0 }) { continuation.finish() } else { continuation.finish(throwing: error) }
        }
    }

    private func request() -> String {
        let path = url.path.isEmpty ? "/" : url.path
        let query = url.query.map { "?" + $0 } ?? ""
        let host = url.port.map { "\(url.host ?? ""):\($0)" } ?? (url.host ?? "")
        var text =
            "GET \(path)\(query) HTTP/1.1\r\nHost: \(host)\r\nAccept: \(ServerSentEvent.contentType)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            // A header may not carry a line break; one that does is left out rather than sent.
            guard !name.contains(where: \.isNewline), !value.contains(where: \.isNewline) else { continue }
            text += "\(name): \(value)\r\n"
        }
        return text + "\r\n"
    }

    private func connect() throws -> Int32 {
        guard url.scheme == "http", let host = url.host else {
            throw EventStreamError.unsupportedURL(url.absoluteString)
        }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(url.port ?? 80), &hints, &results) == 0, let first = results else {
            throw EventStreamError.transport("cannot resolve \(host)")
        }
        defer { freeaddrinfo(results) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        var lastError = ECONNREFUSED
        while let address = entry {
            let fd = socket(
                address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            if fd >= 0 {
                var timeout = timeval(tv_sec: 30, tv_usec: 0)
                _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                // Registered before `connect`, so a `close()` during it shuts the socket too.
                let alreadyClosed = descriptor.withLock { stored -> Bool in
                    stored = fd
                    return closed.withLock { $0 }
                }
                if !alreadyClosed, systemConnect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) {
                    return fd
                }
                lastError = errno
                descriptor.withLock { $0 = nil }
                systemClose(fd)
                if alreadyClosed { throw EventStreamError.transport("closed") }
            }
            entry = address.pointee.ai_next
        }
        throw EventStreamError.transport(String(cString: strerror(lastError)))
    }

    private func send(_ text: String, on fd: Int32) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { systemSend(fd, $0.baseAddress, $0.count) }
            guard sent > 0 else { throw EventStreamError.transport(String(cString: strerror(errno))) }
            bytes = bytes.dropFirst(sent)
        }
    }

    /// The status code and the headers (names lower-cased).
    private func readHead(_ reader: inout ByteReader) throws -> (Int, [String: String]) {
        let statusLine = try reader.line()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw EventStreamError.transport("not an HTTP answer: \(statusLine.prefix(80))")
        }
        var headers: [String: String] = [:]
        while true {
            let line = try reader.line()
            if line.isEmpty { return (status, headers) }
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
    }
}

/// Buffered reads from a socket.
private struct ByteReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(fd: Int32) {
        self.fd = fd
    }

    /// What is buffered, else one read's worth; `nil` at the end of the stream.
    mutating func some() throws -> ArraySlice<UInt8>? {
        if start < buffer.count {
            defer {
                buffer = []
                start = 0
            }
            return buffer[start...]
        }
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count == 0 { return nil }
        guard count > 0 else {
            let reason =
                errno == EAGAIN || errno == EWOULDBLOCK
                ? "no data for 30 s" : String(cString: strerror(errno))
            throw EventStreamError.transport(reason)
        }
        return chunk[..<count]
    }

    /// Exactly `count` bytes, or fewer at the end of the stream.
    mutating func read(count: Int) throws -> [UInt8] {
        var out: [UInt8] = []
        while out.count < count, let bytes = try some() {
            let wanted = count - out.count
            out += bytes.prefix(wanted)
            if bytes.count > wanted { unread(bytes.dropFirst(wanted)) }
        }
        return out
    }

    /// One line without its CRLF.
    mutating func line() throws -> String {
        var out: [UInt8] = []
        while let bytes = try some() {
            if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                out += bytes[..<newline]
                unread(bytes[(newline + 1)...])
                if out.last == UInt8(ascii: "\r") { out.removeLast() }
                return String(decoding: out, as: UTF8.self)
            }
            out += bytes
        }
        throw EventStreamError.transport("the connection closed in the middle of a line")
    }

    private mutating func unread(_ bytes: ArraySlice<UInt8>) {
        guard !bytes.isEmpty else { return }
        buffer = Array(bytes)
        start = 0
    }
}

/// A response body, de-chunked when it is `Transfer-Encoding: chunked`.
private struct BodyReader {
    var reader: ByteReader
    let chunked: Bool

    /// The next bytes of the body; `nil` at its end.
    mutating func next() throws -> ArraySlice<UInt8>? {
        guard chunked else { return try reader.some() }
        let sizeLine = try reader.line()
        guard let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16) else {
            throw EventStreamError.transport("bad chunk size '\(sizeLine.prefix(20))'")
        }
        if size == 0 { return nil }
        let bytes = try reader.read(count: size)
        guard bytes.count == size else { throw EventStreamError.transport("the connection closed mid-chunk") }
        _ = try reader.line()
        return bytes[...]
    }
}

// The system calls under names the types above do not shadow (`close()` and `send(_:on:)`).
private func systemClose(_ fd: Int32) { _ = close(fd) }

private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Bool {
    connect(fd, address, length) == 0
}

private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        send(fd, bytes, count, 0)
    #endif
}
