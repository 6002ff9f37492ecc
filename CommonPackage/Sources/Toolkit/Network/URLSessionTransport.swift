import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

extension NetworkClient {
    /// A client that sends requests over one long-lived `URLSession`.
    ///
    /// Create it once and share it: the session keeps connections alive between requests. Each
    /// request's deadline (its ``NetworkRequest/timeout``, else `defaultTimeout`) is enforced here
    /// to the millisecond; URLSession's own timeout, which on Linux is truncated to whole seconds,
    /// only backs it up. Every failure is an ``AppError``.
    public static func live(
        defaultTimeout: Duration = .seconds(10),
        configuration: URLSessionConfiguration = .ephemeral
    ) -> NetworkClient {
        let transport = URLSessionTransport(
            session: URLSession(configuration: configuration), defaultTimeout: defaultTimeout)
        return NetworkClient { request in try await transport.send(request) }
    }
}

/// Sends ``NetworkRequest``s with a `URLSession` and enforces their deadlines.
final class URLSessionTransport: Sendable {
    private let session: URLSession
    private let defaultTimeout: Duration

    init(session: URLSession, defaultTimeout: Duration) {
        self.session = session
        self.defaultTimeout = defaultTimeout
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    func send(_ request: NetworkRequest) async throws(AppError) -> NetworkResponse {
        let deadline = request.timeout ?? defaultTimeout
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        // A backstop only, a second past our own deadline: URLSession rounds it down on Linux.
        urlRequest.timeoutInterval = (deadline / .seconds(1)).rounded(.up) + 1

        let exchange = PendingExchange()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    exchange.finish(
                        Self.outcome(data: data, response: response, error: error), fromTask: true)
                }
                guard exchange.start(task: task, continuation: continuation) else { return }
                task.resume()
                exchange.startDeadline(deadline)
            }
        } onCancel: {
            exchange.finish(.failure(.cancelled))
        }
        return try result.get()
    }

    /// Maps what URLSession handed back to an outcome.
    static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> NetworkOutcome {
        if let error {
            return .failure(appError(for: error))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transport("the answer was not HTTP"))
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in http.allHeaderFields {
            headers[name] = value
        }
        return .success(NetworkResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
    }

    /// A URLSession failure as an ``AppError``, with a short reason for people.
    static func appError(for error: any Error) -> AppError {
        guard let error = error as? URLError else { return AppError(error) }
        switch error.code {
        case .timedOut: return .timeout
        case .cancelled: return .cancelled
        case .cannotConnectToHost: return .transport("connection refused")
        case .cannotFindHost, .dnsLookupFailed: return .transport("unknown host")
        case .networkConnectionLost: return .transport("the connection was lost")
        case .notConnectedToInternet: return .transport("no network connection")
        // What Linux's URLSession reports for an empty reply (the connection closed unanswered)
        // and for bytes that are not an HTTP response at all.
        case .badServerResponse: return .transport("the server closed the connection without answering")
        case .unsupportedURL: return .transport("the server's answer was not HTTP")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            return .transport("the secure connection failed")
        default: return .transport("network error \(error.code.rawValue)")
        }
    }
}

/// One request in flight: whichever of the answer, the deadline and cancellation comes first
/// resumes the caller, exactly once, and stops the others.
private final class PendingExchange: Sendable {
    private struct State {
        var continuation: CheckedContinuation<NetworkOutcome, Never>?
        var task: URLSessionDataTask?
        var timer: Task<Void, Never>?
        var finished: NetworkOutcome?
    }

    private let state = Mutex(State())

    /// Whether a request given up on cancels its URLSession task: not on Linux (see ``finish(_:fromTask:)``).
    #if canImport(FoundationNetworking)
        private static let cancelsTasks = false
    #else
        private static let cancelsTasks = true
    #endif

    /// Records what to resume and stop; `false` (after resuming) when the exchange already ended,
    /// because the task was cancelled before the request started.
    func start(task: URLSessionDataTask, continuation: CheckedContinuation<NetworkOutcome, Never>) -> Bool {
        let earlier = state.withLock { state -> NetworkOutcome? in
            if let finished = state.finished { return finished }
            state.continuation = continuation
            state.task = task
            return nil
        }
        if let earlier {
            continuation.resume(returning: earlier)
            return false
        }
        return true
    }

    /// Ends the exchange with ``AppError/timeout`` after `deadline`, unless it ends first.
    func startDeadline(_ deadline: Duration) {
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

    /// Ends the exchange with `outcome` unless it has already ended. A failure that did not come
    /// from the task itself (the deadline, cancellation) cancels the task, except on Linux.
    ///
    /// There, `URLSessionTask.cancel()` races with the task's own completion: when the answer or
    /// a fast failure (a refused connection) arrives as the cancel runs, the cancel's callback
    /// finds the task gone from the session's registry and traps ("Trying to access a behaviour
    /// for a task that in not in the registry", swift-corelibs-foundation issue 3292). CI runs
    /// here crashed that way twice: once cancelling from the completion handler, once from a
    /// deadline. So on Linux the caller is answered at once and the task is left to end by
    /// itself, by its answer or by URLSession's own timeout a second past the deadline; what it
    /// brings then is dropped.
    func finish(_ outcome: NetworkOutcome, fromTask: Bool = false) {
        let (continuation, task, timer) = state.withLock { state in
            guard state.finished == nil else {
                return (
                    CheckedContinuation<NetworkOutcome, Never>?.none, URLSessionDataTask?.none,
                    Task<Void, Never>?.none
                )
            }
            state.finished = outcome
            defer { (state.continuation, state.task, state.timer) = (nil, nil, nil) }
            return (state.continuation, state.task, state.timer)
        }
        timer?.cancel()
        if case .failure = outcome, !fromTask, Self.cancelsTasks { task?.cancel() }
        continuation?.resume(returning: outcome)
    }
}
