import Foundation
import Synchronization

/// A loopback HTTP/1.1 server on a free port, for testing the live transport against real
/// sockets. Each connection reads one request and answers what `respond` returns, after its delay.
final class TestHTTPServer: Sendable {
    struct Reply: Sendable {
        var delay: Duration = .zero
        var raw: String
        /// What is sent after the reply, each after its pause (an event stream's later events).
        var then: [(after: Duration, raw: String)] = []
        /// After the reply, how long to keep the connection open waiting for the client to close
        /// it (an event stream that goes quiet).
        var holdOpen: Duration = .zero

        static func status(_ status: Int, _ body: String = "", headers: [String: String] = [:]) -> Reply {
            var head = "HTTP/1.1 \(status) X\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            return Reply(raw: head + "\r\n" + body)
        }
    }

    let port: Int
    private let listener: Int32
    private let requests = Received()

    /// The head (request line and headers) and body of every request received, in order.
    var received: [String] { requests.heads.withLock { $0 } }

    private final class Received: Sendable {
        let heads = Mutex<[String]>([])
        let closedByClient = Mutex(0)
    }

    /// Waits until a client closed a connection this server held open; throws after `limit`.
    func waitUntilClosed(within limit: Duration) async throws {
        let deadline = ContinuousClock.now + limit
        while requests.closedByClient.withLock({ $0 }) == 0 {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    init(_ respond: @escaping @Sendable (_ head: String) -> Reply) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        listener = fd
        let requests = self.requests
        Thread.detachNewThread {
            while true {
                let client = accept(fd, nil, nil)
                if client < 0, errno == EINTR || errno == ECONNABORTED { continue }
                guard client >= 0 else {
                    // Closed here, not in deinit: a number closed there could be reused by the
                    // next test's server while this loop still accepts on it.
                    close(fd)
                    return
                }
                Thread.detachNewThread {
                    let head = Self.readHead(client)
                    requests.heads.withLock { $0.append(head) }
                    let reply = respond(head)
                    if reply.delay > .zero { Thread.sleep(forTimeInterval: reply.delay / .seconds(1)) }
                    let bytes = Array(reply.raw.utf8)
                    _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    for (pause, raw) in reply.then {
                        Thread.sleep(forTimeInterval: pause / .seconds(1))
                        let bytes = Array(raw.utf8)
                        _ = bytes.withUnsafeBytes {
                            send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                        }
                    }
                    if reply.holdOpen > .zero, Self.waitForClose(client, limit: reply.holdOpen) {
                        requests.closedByClient.withLock { $0 += 1 }
                    }
                    close(client)
                }
            }
        }
    }

    /// Stops accepting: the pending and the next `accept` fail, and the loop closes the socket.
    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Whether the client closed `fd` within `limit` (a read then ends the stream).
    private static func waitForClose(_ fd: Int32, limit: Duration) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(limit / .milliseconds(1))
        var byte: UInt8 = 0
        while poll(&entry, 1, milliseconds) > 0 {
            if recv(fd, &byte, 1, 0) <= 0 { return true }
        }
        return false
    }

    /// The request's head and as much of its body as its `Content-Length` says.
    private static func readHead(_ fd: Int32) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        func receive() -> Bool {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            data += buffer[0..<count]
            return true
        }
        while data.firstRange(of: Array("\r\n\r\n".utf8)) == nil, receive() {}
        let text = String(decoding: data, as: UTF8.self)
        guard let end = data.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound,
            let field = text.split(separator: "\r\n").first(where: {
                $0.lowercased().hasPrefix("content-length:")
            }),
            let length = Int(field.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return text }
        while data.count - end < length, receive() {}
        return String(decoding: data, as: UTF8.self)
    }
}
