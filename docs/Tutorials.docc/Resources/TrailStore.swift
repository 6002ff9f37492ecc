public import Logger
public import Observation
public import Toolkit

/// The Trails feature's single source of truth: the trails, and how the last load went.
/// Intents change state synchronously and then start their work, so a view drawn right after
/// an intent already shows its progress.
@MainActor @Observable
public final class TrailStore: LoadingStore {
    /// The trails shown, in the order the service gave them. Kept while reloading.
    public private(set) var items: [Trail] = []
    /// Whether trails changed elsewhere arrive as they happen.
    public private(set) var liveStatus: LiveStatus = .off

    @ObservationIgnored private let service: TrailService
    @ObservationIgnored private let loader: FetchLoader
    @ObservationIgnored private let following = ChangeFollower<Trail>()

    /// Creates a store over `service`.
    public init(service: TrailService, logger: Logger = .disabled) {
        self.service = service
        self.loader = FetchLoader("trails", logger: logger)
    }

    /// How the last load went; when loaded, where the trails came from.
    public var state: LoadingState<DataOrigin> { loader.state }
    /// A refresh that failed while earlier trails stayed on screen.
    public var refreshError: AppError? { loader.refreshError }
    /// Whether cached trails are on screen while the network's answer is on its way.
    public var isRefreshing: Bool { loader.isRefreshing }
    /// Whether any trails are loaded.
    public var hasContent: Bool { !items.isEmpty }

    /// The trail with `id`, if loaded.
    public func item(id: Trail.ID) -> Trail? {
        items.first { $0.id == id }
    }

    /// Loads the trails, cancelling a load already running. Each delivery replaces the list.
    @discardableResult
    public func load(policy: CachePolicy = .cacheThenFetch) -> Task<Void, Never> {
        following.follow(service.changes) { [weak self] update in
            self?.receive(update)
        } ended: { [weak self] in
            self?.liveStatus = .off
        }
        return loader.load(policy: policy, isShowingValue: !items.isEmpty, from: service.fetchAll(policy)) {
            [weak self] items in self?.items = items
        }
    }

    /// Stops a load in flight and the following of changes, for a screen that goes away.
    public func stop() {
        loader.cancel()
        following.stop()
        liveStatus = .off
    }

    /// A trail changed elsewhere replaces the one with its id, in place; a reset loads again.
    private func receive(_ update: LiveUpdate<Trail>) {
        switch update {
        case let .change(changed):
            if let index = items.firstIndex(where: { $0.id == changed.id }) { items[index] = changed }
        case .reloadEverything: load(policy: .networkOnly)
        case .connected, .reconnecting: liveStatus = LiveStatus(update) ?? liveStatus
        }
    }
}
