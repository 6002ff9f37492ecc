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

// Reading an answer from an ``HTTPSocket``'s connection: its head, then its body as the head
// frames it, through one buffer.

/// The status line and header fields of an answer.
struct HTTPHead {
    /// The status code.
    var status: Int
    /// The header fields by name as sent; a repeated field's values joined with ", ".
    var headers: [String: String]

    /// The value of the header `name`, whatever its case.
    func field(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// How the body is delimited.
    var framing: HTTPBodyReader.Framing {
        if status == 204 || status == 304 { return .length(0) }
        if field("transfer-encoding")?.lowercased().contains("chunked") == true { return .chunked }
        if let length = field("content-length").flatMap(Int.init), length >= 0 { return .length(length) }
        return .untilClosed
    }

    static func read(from reader: inout ByteReader) throws(HTTPSocketError) -> HTTPHead {
        guard let statusLine = try reader.line() else { throw .noAnswer }
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw .notHTTP(statusLine)
        }
        var head = HTTPHead(status: status, headers: [:])
        while true {
            guard let line = try reader.line() else { throw .truncated }
            if line.isEmpty { return head }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            let key = head.headers.keys.first { $0.lowercased() == name.lowercased() } ?? name
            head.headers[key] = head.headers[key].map { "\($0), \(value)" } ?? value
        }
    }
}

/// Buffered reads from a socket.
struct ByteReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(fd: Int32) {
        self.fd = fd
    }

    /// What is buffered, else one read's worth; `nil` at the end of the stream.
    mutating func some() throws(HTTPSocketError) -> ArraySlice<UInt8>? {
        if start < buffer.count {
            defer {
                buffer = []
                start = 0
            }
            return buffer[start...]
        }
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { buffer in
            restartingOnInterrupt { recv(fd, buffer.baseAddress, buffer.count, 0) }
        }
        if count == 0 { return nil }
        guard count > 0 else { throw HTTPSocketError(errno: errno) }
        return chunk[..<count]
    }

    /// Exactly `count` bytes, or fewer at the end of the stream.
    mutating func read(count: Int) throws(HTTPSocketError) -> [UInt8] {
        var out: [UInt8] = []
        while out.count < count, let bytes = try some() {
            let wanted = count - out.count
            out += bytes.prefix(wanted)
            if bytes.count > wanted { unread(bytes.dropFirst(wanted)) }
        }
        return out
    }

    /// One line without its CRLF; `nil` when the stream ends before any byte of it.
    mutating func line() throws(HTTPSocketError) -> String? {
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
        if out.isEmpty { return nil }
        throw .truncated
    }

    private mutating func unread(_ bytes: ArraySlice<UInt8>) {
        guard !bytes.isEmpty else { return }
        buffer = Array(bytes)
        start = 0
    }
}

/// An answer's body, as its head frames it.
struct HTTPBodyReader {
    /// How a body is delimited.
    enum Framing: Equatable {
        /// `Content-Length` bytes.
        case length(Int)
        /// `Transfer-Encoding: chunked`.
        case chunked
        /// Everything until the server closes the connection.
        case untilClosed
    }

    private var reader: ByteReader
    private var framing: Framing
    private var finished = false

    init(reader: ByteReader, framing: Framing) {
        self.reader = reader
        self.framing = framing
    }

    /// The next bytes of the body, de-chunked; `nil` at its end.
    mutating func next() throws(HTTPSocketError) -> ArraySlice<UInt8>? {
        guard !finished else { return nil }
        switch framing {
        case .untilClosed:
            return try reader.some()
        case let .length(remaining):
            guard remaining > 0 else {
                finished = true
                return nil
            }
            guard let bytes = try reader.some() else { throw .truncated }
            let taken = bytes.prefix(remaining)
            framing = .length(remaining - taken.count)
            return taken
        case .chunked:
            guard let sizeLine = try reader.line() else { throw .truncated }
            guard let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16), size >= 0 else {
                throw .badChunk(sizeLine)
            }
            if size == 0 {
                finished = true
                return nil
            }
            let bytes = try reader.read(count: size)
            guard bytes.count == size else { throw .truncated }
            _ = try reader.line()
            return bytes[...]
        }
    }

    /// The rest of the body in one piece.
    mutating func readAll() throws(HTTPSocketError) -> Data {
        var data = Data()
        if case let .length(length) = framing { data.reserveCapacity(length) }
        while let bytes = try next() { data.append(contentsOf: bytes) }
        return data
    }
}
