public import Logger
public import Observation

/// Runs a store's loads through a ``CachePolicy``, one at a time, and keeps how they went: the
/// state and where what is shown came from, whether cached data waits for the network's
/// answer, and a refresh that failed while earlier data stayed on screen.
///
/// Every store that loads a cached value shares this one state machine; it exposes the three
/// properties as its own.
///
/// ```swift
/// loader.load(policy: policy, isShowingValue: !landmarks.isEmpty, from: service.fetchLandmarks(policy)) {
///     self.replace(with: $0)
/// }
/// ```
@MainActor @Observable
public final class FetchLoader {
    /// How the last load went; when loaded, where what is shown came from.
    public private(set) var state: LoadingState<DataOrigin> = .idle
    /// A refresh that failed while earlier data stayed on screen.
    public private(set) var refreshError: AppError?
    /// Whether cached data is shown while the network's answer is still on its way.
    public private(set) var isRefreshing = false
    @ObservationIgnored private let subject: String
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private var task: Task<Void, Never>?

    /// Creates a loader; `subject` names what it loads in the log ("landmarks").
    public init(_ subject: String, logger: Logger) {
        self.subject = subject
        self.logger = logger
    }

    /// Cancels the load in flight, if any, for a screen that goes away; nothing it would have
    /// delivered arrives.
    public func cancel() {
        task?.cancel()
        task = nil
    }

    /// Cancels a load already running, then consumes `stream`, handing each delivered value to
    /// `deliver` before the state says where it came from. If the load fails while a value is
    /// shown (`isShowingValue`), the state keeps that value's origin and records the error.
    ///
    /// - Returns: the load's task, for callers (tests, a refresh gesture) that await its end.
    @discardableResult
    public func load<Value: Sendable>(
        policy: CachePolicy, isShowingValue: Bool,
        from stream: AsyncThrowingStream<Fetched<Value>, any Error>,
        deliver: @escaping @MainActor (Value) -> Void
    ) -> Task<Void, Never> {
        task?.cancel()
        var shownOrigin = isShowingValue ? state.value ?? .network : nil
        state = .loading
        refreshError = nil
        isRefreshing = false
        let task = Task { [subject, logger] in
            defer { if !Task.isCancelled { isRefreshing = false } }
            do {
                for try await delivery in stream {
                    try Task.checkCancellation()
                    deliver(delivery.value)
                    state = .loaded(delivery.origin)
                    shownOrigin = delivery.origin
                    isRefreshing = delivery.origin == .cache && policy == .cacheThenFetch
                    logger.info("loaded \(subject)", metadata: ["origin": "\(delivery.origin.rawValue)"])
                }
            } catch {
                let error = AppError(error)
                guard error != .cancelled, !Task.isCancelled else { return }
                logger.error("loading \(subject) failed", metadata: ["error": "\(error)"])
                if let shownOrigin {
                    refreshError = error
                    state = .loaded(shownOrigin)
                } else {
                    state = .failed(error)
                }
            }
        }
        self.task = task
        return task
    }
}
