/// A store that loads what its screens show: how the last load went, whether cached content is
/// being refreshed or a refresh failed, whether changes arrive live, and whether there is any
/// content yet. Every feature's store conforms, so one placeholder and one banner
/// (DesignSystem's `StoreStatus`) say these things alike.
@MainActor
public protocol LoadingStore: AnyObject {
    /// How the last load went; when loaded, where the content came from.
    var state: LoadingState<DataOrigin> { get }
    /// A refresh that failed while earlier content stayed on screen.
    var refreshError: AppError? { get }
    /// Whether cached content is on screen while the network's answer is on its way.
    var isRefreshing: Bool { get }
    /// Whether changes made elsewhere arrive as they happen.
    var liveStatus: LiveStatus { get }
    /// Whether there is anything to show: a placeholder stands in until there is.
    var hasContent: Bool { get }

    /// Loads the content, cancelling a load already running; `policy` says whether the cache,
    /// the network or both answer.
    @discardableResult
    func load(policy: CachePolicy) -> Task<Void, Never>
    /// Stops the store's loads and the changes it follows.
    func stop()
}

extension LoadingStore {
    /// Whether the content on screen came from the cache.
    public var isShowingCachedData: Bool { state == .loaded(.cache) }

    /// Starts the first load (cache, then network); nothing once a load has started: what a
    /// feature's `start()` does, however often its host starts it.
    public func startLoading() {
        if case .idle = state { load(policy: .cacheThenFetch) }
    }

    /// Loads again once the first load has ended (loaded or failed), keeping what is on screen
    /// until the answer comes (under "Refreshing…"); nothing while a load is running or before
    /// the first: the host calls it when the person comes back after a while away.
    public func refresh() {
        switch state {
        case .loaded, .failed: load(policy: .cacheThenFetch)
        case .idle, .loading: break
        }
    }
}
