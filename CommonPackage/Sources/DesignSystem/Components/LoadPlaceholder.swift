public import Toolkit

/// What a screen shows instead of its content while there is none yet: a spinner while loading,
/// the error and `r Retry` after a failure, and what is empty (and what to do) after a load
/// that found nothing. Every feature says these things the same way.
@MainActor
public enum LoadPlaceholder {
    /// The placeholder for `state`, or `nil` when there is content to show.
    ///
    /// - Parameters:
    ///   - state: how the last load went.
    ///   - hasContent: whether there is anything to show; a failed refresh over it shows no placeholder.
    ///   - loading: what the spinner says: "Loading landmarks…".
    ///   - failed: the error's title: "Couldn't load landmarks".
    ///   - empty: what shows after a load that found nothing.
    ///   - retry: what `r` does after a failure.
    public static func make<Value>(
        _ state: LoadingState<Value>, hasContent: Bool, loading: String, failed: String, empty: any Widget,
        retry: @escaping @MainActor () -> Void
    ) -> (any Widget)? {
        guard !hasContent else { return nil }
        switch state {
        case .idle, .loading: return Spinner(loading)
        case let .failed(error):
            return ErrorState(title: failed, message: error.message, action: .retry(retry))
        case .loaded: return empty
        }
    }

    /// The placeholder for `store`, or `nil` once it has content to show; see
    /// ``make(_:hasContent:loading:failed:empty:retry:)``.
    public static func make(
        for store: some LoadingStore, loading: String, failed: String, empty: any Widget,
        retry: @escaping @MainActor () -> Void
    ) -> (any Widget)? {
        make(
            store.state, hasContent: store.hasContent, loading: loading, failed: failed, empty: empty,
            retry: retry)
    }
}
