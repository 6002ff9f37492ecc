public import Toolkit

/// How a store's loading shows on every screen built from it, said the same way in every
/// feature: a placeholder while there is nothing to show (a spinner while loading, the error and
/// `r Retry` after a failure, what is empty and what to do after a load that found nothing), and
/// a banner over what there is (refreshing, cached data and why, live updates reconnecting, a
/// change of the item on screen in flight or failed).
///
/// A feature declares it once, with its wording, and each screen asks it:
///
/// ```swift
/// let status = StoreStatus(
///     store, noun: "trails", empty: EmptyState(title: "No trails", message: "Press r to load them."),
///     retry: reload)
/// Page("Trails") { status.placeholder ?? list }.banner(status.banner())
/// ```
@MainActor
public struct StoreStatus<Store: LoadingStore> {
    /// The store whose state shows.
    public let store: Store
    /// What the store holds, as the spinner and a failure name it: "landmarks".
    public let noun: String
    /// What shows after a load that found nothing.
    public let empty: any Widget
    /// What `r` does after a failure.
    public let retry: @MainActor () -> Void
    /// What the banner says while a change of the item on screen is in flight, and before its
    /// error once it failed; `nil` for a store whose items do not change from its screens.
    private var change: (sending: String, failing: String)?

    /// The status of `store`, which holds `noun` ("landmarks"), showing `empty` after a load
    /// that found nothing and running `retry` for `r` after a failure.
    public init(_ store: Store, noun: String, empty: any Widget, retry: @escaping @MainActor () -> Void) {
        self.store = store
        self.noun = noun
        self.empty = empty
        self.retry = retry
    }

    /// What the spinner says while the store loads: "Loading landmarks…".
    public var loading: String { "Loading \(noun)…" }
    /// The title of a failed load: "Couldn't load landmarks".
    public var failed: String { "Couldn't load \(noun)" }

    /// The status with a change of an item said in the banner: `sending` while it is in flight,
    /// `failing` and the error's message once it failed.
    public func changes(sending: String, failing: String) -> StoreStatus {
        var copy = self
        copy.change = (sending, failing)
        return copy
    }

    /// What shows instead of the content while the store has none: `nil` once it has.
    public var placeholder: (any Widget)? { placeholder(hasContent: store.hasContent) }

    /// What shows instead of content that is not there yet (`hasContent` false: a category with
    /// no landmarks, one landmark a link names): a spinner or the error while the store loads or
    /// failed, `empty` (else the status's own) once it loaded. `nil` when there is content.
    public func placeholder(hasContent: Bool, empty: (any Widget)? = nil) -> (any Widget)? {
        guard !hasContent else { return nil }
        switch store.state {
        case .idle, .loading: return Spinner(loading)
        case let .failed(error):
            return ErrorState(title: failed, message: error.message, action: .retry(retry))
        case .loaded: return empty ?? self.empty
        }
    }

    /// The banner over the store's content, led by `change` of the item on screen when there is
    /// one; `nil` while the store has no content (the placeholder says how the load goes) or
    /// when its data is fresh and nothing is in flight.
    public func banner(change: MutationState? = nil) -> Banner? {
        if let wording = self.change {
            switch change {
            case .inProgress: return Banner(.progress, wording.sending)
            case let .failed(error): return Banner(.error, "\(wording.failing): \(error.message)")
            case .idle, .succeeded, nil: break
            }
        }
        guard store.hasContent else { return nil }
        return .dataStatus(
            store.state, isRefreshing: store.isRefreshing, refreshError: store.refreshError,
            live: store.liveStatus)
    }
}
