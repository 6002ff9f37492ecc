import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkClient {
    /// A client that sends each request through `URLSession` (FoundationNetworking on Linux), to
    /// `http://` and `https://` servers alike, following redirects.
    ///
    /// Each request's deadline (its ``NetworkRequest/timeout``, else `defaultTimeout`) is kept to
    /// the millisecond and cancelling the task ends the request at once; every failure is an
    /// ``AppError``, a refused certificate one that names its ``CertificateProblem``. Servers
    /// signed by an authority of your own are trusted through ``TrustedAuthorities``.
    ///
    /// ```swift
    /// let client = NetworkClient.live(defaultTimeout: .seconds(5))
    /// let landmarks = try await client.execute(LandmarkEndpoints.landmarks(), baseURL: server)
    /// ```
    public static func live(defaultTimeout: Duration = .seconds(10)) -> NetworkClient {
        NetworkClient { request in
            try await URLSessionExchange.send(
                request, deadline: request.timeout ?? defaultTimeout, on: LiveSessions.requests)
        }
    }
}

/// One request in flight: whichever of the answer, the deadline and cancellation comes first
/// resumes the caller, exactly once; the other two then cancel the URLSession task.
///
/// Two work-arounds for Linux's URLSession live here:
/// - it keeps a request's `timeoutInterval` in whole seconds, rounded down (250 ms would be 0),
///   so the deadline is a timer of our own, and URLSession's own is set past it;
/// - cancelling a task from inside Swift's cancellation handler, as its `data(for:)` does, can
///   deadlock (swift-corelibs-foundation #5412) or crash (#3292), so the caller is resumed at
///   once and the task is cancelled later, on another queue, outside every lock.
final class URLSessionExchange: Sendable {
    private struct State {
        var continuation: CheckedContinuation<NetworkOutcome, Never>?
        var task: URLSessionDataTask?
        var timer: Task<Void, Never>?
        var finished: NetworkOutcome?
    }

    private let state = Mutex(State())

    static func send(_ request: NetworkRequest, deadline: Duration, on session: URLSession)
        async throws(AppError) -> NetworkResponse
    {
        let exchange = URLSessionExchange()
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard exchange.start(continuation) else { return }
                let task = session.dataTask(with: URLRequest(request, deadline: deadline)) {
                    data, response, error in
                    exchange.finish(
                        Self.outcome(data: data, response: response, error: error), fromTask: true)
                }
                exchange.run(task, deadline: deadline)
            }
        } onCancel: {
            exchange.finish(.failure(.cancelled))
        }
        return try outcome.get()
    }

    /// What URLSession's completion handler was given, as an outcome.
    static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> NetworkOutcome {
        if let error {
            return .failure((error as? URLError).map(AppError.init(urlError:)) ?? AppError(error))
        }
        guard let response = response as? HTTPURLResponse else {
            return .failure(.transport("the server's answer was not HTTP"))
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields { headers[name] = value }
        return .success(NetworkResponse(status: response.statusCode, headers: headers, body: data ?? Data()))
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

    /// Starts `task` and the deadline, unless the exchange ended meanwhile.
    private func run(_ task: URLSessionDataTask, deadline: Duration) {
        let timer = Task { [self] in
            guard (try? await Task.sleep(for: deadline)) != nil else { return }
            finish(.failure(.timeout))
        }
        let alreadyFinished = state.withLock { state in
            if state.finished == nil { (state.task, state.timer) = (task, timer) }
            return state.finished != nil
        }
        if alreadyFinished {
            timer.cancel()
        } else {
            task.resume()
        }
    }

    /// Ends the exchange with `outcome` unless it has already ended; an end that did not come
    /// from the task (the deadline, cancellation) cancels the task.
    private func finish(_ outcome: NetworkOutcome, fromTask: Bool = false) {
        let ended = state.withLock {
            state -> (CheckedContinuation<NetworkOutcome, Never>?, URLSessionDataTask?, Task<Void, Never>?)?
            in
            guard state.finished == nil else { return nil }
            state.finished = outcome
            defer { (state.continuation, state.task, state.timer) = (nil, nil, nil) }
            return (state.continuation, state.task, state.timer)
        }
        guard let (continuation, task, timer) = ended else { return }
        timer?.cancel()
        if !fromTask, let task {
            DispatchQueue.global().async { task.cancel() }
        }
        continuation?.resume(returning: outcome)
    }
}

extension URLRequest {
    /// `request` for URLSession. Its own timeout is set a second past `deadline`, rounded up,
    /// so that the exchange's timer, which keeps the millisecond, always ends it first.
    init(_ request: NetworkRequest, deadline: Duration) {
        let seconds = (deadline / .seconds(1)).rounded(.up) + 1
        self.init(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        httpMethod = request.method.rawValue
        setHeaderFields(request.headers)
        httpBody = request.body
    }

    /// Sets each header field, leaving out one that would break the request's head (a line
    /// break in its name or value, which could smuggle a field in) rather than sending it.
    mutating func setHeaderFields(_ fields: [String: String]) {
        for (name, value) in fields
        where !name.contains(where: \.isNewline) && !value.contains(where: \.isNewline) {
            setValue(value, forHTTPHeaderField: name)
        }
    }
}
