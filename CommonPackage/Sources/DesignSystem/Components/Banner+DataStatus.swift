public import Toolkit

extension Banner {
    /// The banner over `store`'s content (see ``dataStatus(_:isRefreshing:refreshError:live:)``);
    /// `nil` while it has none, when a placeholder says how the load goes instead.
    @MainActor
    public static func dataStatus(of store: some LoadingStore) -> Banner? {
        guard store.hasContent else { return nil }
        return dataStatus(
            store.state, isRefreshing: store.isRefreshing, refreshError: store.refreshError,
            live: store.liveStatus)
    }

    /// The banner over `store`'s content, led by a change of the item on screen: `sending`
    /// while `change` is in flight, `failing` and the error's message once it failed; else
    /// the data's status (``dataStatus(of:)``).
    @MainActor
    public static func dataStatus(
        of store: some LoadingStore, change: MutationState?, sending: String, failing: String
    ) -> Banner? {
        switch change {
        case .inProgress: Banner(.progress, sending)
        case let .failed(error): Banner(.error, "\(failing): \(error.message)")
        case .idle, .succeeded, nil: dataStatus(of: store)
        }
    }

    /// The banner over data already on screen: refreshing, cached (and why), or a failed
    /// refresh, and whether live updates are reconnecting; `nil` when the data is fresh and
    /// nothing is in flight. Every feature's lists say these things the same way.
    public static func dataStatus(
        _ state: LoadingState<DataOrigin>, isRefreshing: Bool, refreshError: AppError?,
        live: LiveStatus = .off
    ) -> Banner? {
        guard case .reconnecting = live else {
            return dataStatus(state, isRefreshing: isRefreshing, refreshError: refreshError)
        }
        guard let banner = dataStatus(state, isRefreshing: isRefreshing, refreshError: refreshError) else {
            return Banner(.progress, "Reconnecting for live updates…")
        }
        // Said early, so a narrow terminal still shows it: "Showing cached data · reconnecting · …".
        let parts = banner.message.split(separator: " · ", maxSplits: 1)
        return Banner(banner.kind, ([parts[0], "reconnecting"] + parts.dropFirst()).joined(separator: " · "))
    }

    private static func dataStatus(
        _ state: LoadingState<DataOrigin>, isRefreshing: Bool, refreshError: AppError?
    ) -> Banner? {
        if state.isLoading { return Banner(.progress, "Refreshing…") }
        if state == .loaded(.cache) {
            if isRefreshing { return Banner(.progress, "Showing cached data · refreshing…") }
            let suffix = refreshError.map { " · \($0.message)" } ?? ""
            return Banner(.warning, "Showing cached data\(suffix)")
        }
        if let refreshError { return Banner(.error, "Couldn't refresh: \(refreshError.message)") }
        return nil
    }
}
