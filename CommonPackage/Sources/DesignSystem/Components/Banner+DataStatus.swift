public import Toolkit

extension Banner {
    /// The banner over data already on screen: refreshing, cached (and why), or a failed
    /// refresh, and whether live updates are reconnecting; `nil` when the data is fresh and
    /// nothing is in flight. ``StoreStatus`` says it over every feature's content.
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
