/// A store that loads what its screens show: how the last load went, whether cached content is
/// being refreshed or a refresh failed, whether changes arrive live, and whether there is any
/// content yet. Every feature's store conforms, so one placeholder and one banner
/// (DesignSystem's `LoadPlaceholder` and `Banner.dataStatus(of:)`) say these things alike.
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
}
