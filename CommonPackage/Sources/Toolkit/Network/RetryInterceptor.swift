/// Sends an idempotent request again when it failed in a way that a later attempt may not:
/// a transport error, or a 502, 503 or 504 answer.
///
/// Waits between attempts grow exponentially from `baseDelay`, are capped at `maxDelay`, and are
/// drawn at random below that bound ("full jitter"), so clients that failed together do not
/// retry together. A `Retry-After` of whole seconds is honoured up to `maxDelay`. A timeout is
/// not retried: the user already waited the whole deadline once. Cancelling the task ends the
/// wait at once with ``AppError/cancelled``.
public struct RetryInterceptor: NetworkInterceptor {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The bound of the first wait.
    public var baseDelay: Duration
    /// The largest wait.
    public var maxDelay: Duration
    /// Draws a fraction in `0...1` for the jitter; replaceable in tests.
    var randomFraction: @Sendable () -> Double = { Double.random(in: 0...1) }
    /// Waits; replaceable in tests.
    var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }

    /// The statuses worth another attempt.
    public static let retryableStatuses: Set<Int> = [502, 503, 504]

    /// Retries a failure worth it up to `maxAttempts` times in all, waiting from `baseDelay` doubling up to `maxDelay`, with jitter.
    public init(
        maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(200), maxDelay: Duration = .seconds(2)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// Retries while the outcome is retryable and attempts remain.
    public func intercept(_ outcome: NetworkOutcome, of exchange: NetworkExchange) async -> NetworkOutcome {
        guard exchange.request.method.isIdempotent else { return outcome }
        var outcome = outcome
        var attempt = 1
        while attempt < maxAttempts, Self.isRetryable(outcome) {
            do {
                try await sleep(delay(afterAttempt: attempt, outcome: outcome))
            } catch {
                return .failure(.cancelled)
            }
            attempt += 1
            outcome = await exchange.resend(exchange.request)
        }
        return outcome
    }

    /// Whether another attempt may succeed where this one failed.
    static func isRetryable(_ outcome: NetworkOutcome) -> Bool {
        switch outcome {
        case let .success(response): retryableStatuses.contains(response.status)
        case .failure(.transport): true
        case .failure: false
        }
    }

    /// The wait before attempt `attempt + 1`.
    func delay(afterAttempt attempt: Int, outcome: NetworkOutcome) -> Duration {
        if case let .success(response) = outcome, let header = response.header("Retry-After"),
            let seconds = Int(header), seconds >= 0
        {
            return min(.seconds(seconds), maxDelay)
        }
        let exponential = baseDelay * (1 << min(attempt - 1, 20))
        return min(exponential, maxDelay) * randomFraction()
    }
}
