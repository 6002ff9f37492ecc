/// Where a load is: not started, running, done with a value, or failed.
public enum LoadingState<Value> {
    /// Nothing has been asked for yet.
    case idle
    /// A load is running.
    case loading
    /// The load finished with a value.
    case loaded(Value)
    /// The load failed with nothing to show: the placeholder says why and offers a retry.
    case failed(AppError)

    /// The loaded value, if any.
    public var value: Value? {
        if case let .loaded(value) = self { value } else { nil }
    }

    /// The failure, if any.
    public var error: AppError? {
        if case let .failed(error) = self { error } else { nil }
    }

    /// Whether a load is running.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}

extension LoadingState: Sendable where Value: Sendable {}
extension LoadingState: Equatable where Value: Equatable {}

/// Where a change sent to a service is: not started, running, done, or failed.
public enum MutationState: Sendable, Equatable {
    /// No change has been sent.
    case idle
    /// A change is being sent.
    case inProgress
    /// The last change succeeded.
    case succeeded
    /// The last change failed; the previous value was restored.
    case failed(AppError)

    /// Whether a change is being sent.
    public var isInProgress: Bool { self == .inProgress }
}
