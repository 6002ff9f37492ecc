#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Synchronization

extension NetworkClient {
    /// A client that sends each request over an `HTTPSocket` of its own, on a thread of its own.
    ///
    /// Each request's deadline (its ``NetworkRequest/timeout``, else `defaultTimeout`) is kept to
    /// the millisecond, and cancelling the task ends the request at once: either closes the
    /// socket. Every failure is an ``AppError``. It speaks HTTP/1.1 to `http://` URLs, which is
    /// what the backend serves; one connection per request (`Connection: close`).
    ///
    /// Not `URLSession`: on Linux it lives in FoundationNetworking, which loads libcurl and about
    /// 30 more libraries into every process that links it (5 ms of each harness's start, on mock
    /// data too); it rounds timeouts down to whole seconds; and cancelling a task there can crash
    /// the process (swift-corelibs-foundation #3292). Not AsyncHTTPClient either: it would bring
    /// SwiftNIO into every feature package's build and every harness.
    public static func live(defaultTimeout: Duration = .seconds(10)) -> NetworkClient {
        NetworkClient { request in
            try await SocketExchange.send(request, deadline: request.timeout ?? defaultTimeout)
        }
    }
}

/// One request in flight: whichever of the answer, the deadline and cancellation comes first
/// resumes the caller, exactly once; the other two then close the socket.
final class SocketExchange: Sendable {
    private struct State {
        var continuation: CheckedContinuation<NetworkOutcome, Never>?
        var timer: Task<Void, Never>?
        var finished: NetworkOutcome?
    }

    private let state = Mutex(State())
    private let socket = HTTPSocket()

    static func send(_ request: NetworkRequest, deadline: Duration) async throws(AppError) -> NetworkResponse
    {
        let exchange = SocketExchange()
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard exchange.start(continuation) else { return }
                BlockingWork.start(named: "http-request") {
                    exchange.finish(exchange.run(request, deadline: deadline), fromSocket: true)
                }
                exchange.startDeadline(deadline)
            }
        } onCancel: {
            exchange.finish(.failure(.cancelled))
        }
        return try outcome.get()
    }

    /// The exchange itself, blocking: connect, send, read the whole answer.
    private func run(_ request: NetworkRequest, deadline: Duration) -> NetworkOutcome {
        var extra = [("Connection", "close")]
        // A body's length, and a zero one where the method expects a body (RFC 9110, 8.6).
        let length = request.body?.count ?? 0
        if length > 0 || [.post, .put, .patch].contains(request.method) {
            extra.append(("Content-Length", String(length)))
        }
        let head = HTTPSocket.head(
            request.method.rawValue, request.url, headers: request.headers, extra: extra)
        do throws(HTTPSocketError) {
            return .success(
                try socket.exchange(request.url, head: head, body: request.body, timeout: deadline) {
                    answer, body throws(HTTPSocketError) in
                    NetworkResponse(status: answer.status, headers: answer.headers, body: try body.readAll())
                })
        } catch {
            return .failure(Self.appError(for: error))
        }
    }

    /// Records what to resume; `false` (after resuming) when the exchange already ended, because
    /// the task was cancelled before the request started.
    private func start(_ continuation: CheckedContinuation<NetworkOutcome, Never>) -> Bool {
        let earlier = state.withLock { state -> NetworkOutcome? in
            if let finished = state.finished { return finished }
            state.continuation = continuation
            return nil
        }
        if let earlier {
            continuation.resume(returning: earlier)
            return false
        }
        return true
    }

    /// Ends the exchange with ``AppError/timeout`` after `deadline`, unless it ends first.
    private func startDeadline(_ deadline: Duration) {
        let timer = Task { [self] in
            guard (try? await Task.sleep(for: deadline)) != nil else { return }
            finish(.failure(.timeout))
        }
        let alreadyFinished = state.withLock { state in
            if state.finished == nil { state.timer = timer }
            return state.finished != nil
        }
        if alreadyFinished { timer.cancel() }
    }

    /// Ends the exchange with `outcome` unless it has already ended; an end that did not come
    /// from the socket (the deadline, cancellation) closes it.
    private func finish(_ outcome: NetworkOutcome, fromSocket: Bool = false) {
        let (continuation, timer) = state.withLock { state in
            guard state.finished == nil else {
                return (CheckedContinuation<NetworkOutcome, Never>?.none, Task<Void, Never>?.none)
            }
            state.finished = outcome
            defer { (state.continuation, state.timer) = (nil, nil) }
            return (state.continuation, state.timer)
        }
        timer?.cancel()
        if !fromSocket { socket.close() }
        continuation?.resume(returning: outcome)
    }

    /// A socket failure as an ``AppError``, with a short reason for people.
    static func appError(for failure: HTTPSocketError) -> AppError {
        switch failure {
        case .timedOut: .timeout
        case .closed: .cancelled
        case .unknownHost: .transport("unknown host")
        case .notHTTP, .badChunk: .transport("the server's answer was not HTTP")
        case .truncated: .transport("the connection was lost")
        case let .unsupportedURL(url): .transport("only http:// URLs are supported, not \(url)")
        case .refused, .unreachable, .lost, .noAnswer, .system: .transport(failure.description)
        }
    }
}
