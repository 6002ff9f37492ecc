/// One step of a ``NetworkClient``'s chain: it may change each request on the way out and each
/// outcome on the way back.
///
/// In a chain `[a, b, c]`, `prepare` runs `a`, `b`, `c` on the request and `intercept` runs `c`,
/// `b`, `a` on the outcome, like nested middleware. `intercept` may send the request again through
/// the part of the chain below it (the retry interceptor does), so an inner logging interceptor
/// sees every attempt.
///
/// ```swift
/// let client = NetworkClient.live().intercepted(by: [
///     AuthInterceptor(tokens: tokens), RetryInterceptor(), LoggingInterceptor(logger: logger),
/// ])
/// ```
public protocol NetworkInterceptor: Sendable {
    /// Returns the request to send in place of `request`; a thrown error ends the exchange.
    func prepare(_ request: NetworkRequest) async throws(AppError) -> NetworkRequest

    /// Returns the outcome to hand up the chain in place of `outcome`.
    func intercept(_ outcome: NetworkOutcome, of exchange: NetworkExchange) async -> NetworkOutcome
}

extension NetworkInterceptor {
    /// Sends the request unchanged.
    public func prepare(_ request: NetworkRequest) async throws(AppError) -> NetworkRequest { request }

    /// Hands the outcome up unchanged.
    public func intercept(_ outcome: NetworkOutcome, of exchange: NetworkExchange) async -> NetworkOutcome {
        outcome
    }
}

/// What an interceptor knows about the exchange whose outcome it is handed.
public struct NetworkExchange: Sendable {
    /// The request as this interceptor prepared it.
    public var request: NetworkRequest
    /// How long the part of the chain below this interceptor took to answer.
    public var elapsed: Duration
    /// Sends a request again through the part of the chain below this interceptor.
    public var resend: @Sendable (NetworkRequest) async -> NetworkOutcome

    /// The exchange of `request`, `elapsed` after it was first sent, with a way to send it again.
    public init(
        request: NetworkRequest, elapsed: Duration,
        resend: @escaping @Sendable (NetworkRequest) async -> NetworkOutcome
    ) {
        self.request = request
        self.elapsed = elapsed
        self.resend = resend
    }
}

extension NetworkClient {
    /// This client with `interceptors` around it; the first one is outermost.
    public func intercepted(by interceptors: [any NetworkInterceptor]) -> NetworkClient {
        interceptors.reversed().reduce(self) { inner, interceptor in
            NetworkClient { request in
                let prepared = try await interceptor.prepare(request)
                let clock = ContinuousClock()
                let start = clock.now
                let outcome = await inner.outcome(of: prepared)
                let exchange = NetworkExchange(
                    request: prepared, elapsed: clock.now - start, resend: inner.outcome(of:))
                return try await interceptor.intercept(outcome, of: exchange).get()
            }
        }
    }
}
