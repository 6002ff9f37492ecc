import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOPosix

/// One HTTP/1.1 request and its answer on a new connection to 127.0.0.1, with SwiftNIO's own
/// codec. Hummingbird's test client would do it, but its module links AsyncHTTPClient (and with
/// it HTTP/2, SOCKS and compression), which CI would compile for these tests alone.
struct HTTP1Exchange: Sendable {
    /// The server's port.
    let port: Int

    /// Sends `method path` with `headers` and `body` as they are, and reads the whole answer.
    func send(_ method: HTTPRequest.Method, _ path: String, headers: HTTPFields, body: String?) async throws
        -> TestReply
    {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                        wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var head = HTTPRequestHead(
                version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: path)
            head.headers.add(name: "Host", value: "127.0.0.1:\(port)")
            for field in headers { head.headers.add(name: field.name.rawName, value: field.value) }
            if let body { head.headers.add(name: "Content-Length", value: "\(body.utf8.count)") }
            // In one write: a server that answers before the body arrives must still get all of it.
            try await outbound.write(
                contentsOf: [.head(head)] + (body.map { [.body(.byteBuffer(ByteBuffer(string: $0)))] } ?? [])
                    + [.end(nil)])

            var reply = TestReply(status: .internalServerError, text: "", headers: [:])
            for try await part in inbound {
                switch part {
                case .head(let answer):
                    reply.status = HTTPResponse.Status(code: Int(answer.status.code))
                    for (name, value) in answer.headers {
                        if let name = HTTPField.Name(name) {
                            reply.headers.append(HTTPField(name: name, value: value))
                        }
                    }
                case .body(let bytes):
                    reply.text += String(buffer: bytes)
                case .end:
                    return reply
                }
            }
            throw HTTP1ExchangeError.closedBeforeTheEnd(path)
        }
    }
}

/// An answer that did not arrive whole.
enum HTTP1ExchangeError: Error {
    /// The server closed the connection before the answer's end.
    case closedBeforeTheEnd(String)
}
