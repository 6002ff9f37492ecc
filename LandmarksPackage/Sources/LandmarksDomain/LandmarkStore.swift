public import Foundation
public import Logger
public import Observation
public import Toolkit

/// The Landmarks feature's single source of truth: the landmarks, how the last load went and
/// where the data came from, and each favorite change in flight.
///
/// Intents (`load`, `toggleFavorite`) change state synchronously and then start their work, so
/// a view drawn right after an intent already shows its progress.
@MainActor @Observable
public final class LandmarkStore: LoadingStore {
    /// The landmarks shown, in the order the service gave them. Kept while reloading.
    public private(set) var landmarks: [Landmark] = []
    /// Increases when the set of landmarks or their content changes, but not for favorite flips,
    /// so views can keep what they derive (sections, a search index, counts) until it moves.
    public private(set) var revision = 0
    /// The state of each landmark's latest favorite change.
    public private(set) var favoriteUpdates: [Landmark.ID: MutationState] = [:]
    /// Whether favorites changed on other devices arrive as they happen.
    public private(set) var liveStatus: LiveStatus = .off

    /// Called with each favorite changed on another device once it is applied (a banner says
    /// so).
    @ObservationIgnored public var onRemoteChange: @MainActor (FavoriteChange) -> Void = { _ in }
    @ObservationIgnored private let service: LandmarkService
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private var indexByID: [Landmark.ID: Int] = [:]
    @ObservationIgnored private let loader: FetchLoader
    @ObservationIgnored private let following = ChangeFollower<FavoriteChange>()

    /// Creates a store over `service`.
    public init(service: LandmarkService, logger: Logger = .disabled) {
        self.service = service
        self.logger = logger
        self.loader = FetchLoader("landmarks", logger: logger)
    }

    /// How the last load went; when loaded, where the landmarks came from.
    public var state: LoadingState<DataOrigin> { loader.state }
    /// A refresh that failed while earlier landmarks stayed on screen.
    public var refreshError: AppError? { loader.refreshError }
    /// Whether cached landmarks are on screen while the network's answer is still on its way.
    public var isRefreshing: Bool { loader.isRefreshing }

    /// Whether any landmarks are loaded.
    public var hasContent: Bool { !landmarks.isEmpty }

    /// The landmark with `id`, if loaded.
    public func landmark(id: Landmark.ID) -> Landmark? {
        indexByID[id].map { landmarks[$0] }
    }

    /// Where the landmark `id` is in ``landmarks``.
    public func index(of id: Landmark.ID) -> Int? {
        indexByID[id]
    }

    /// Loads the landmarks, cancelling a load already running. Each delivery replaces the list.
    ///
    /// - Returns: the load's task, for callers (tests, a refresh gesture) that await its end.
    @discardableResult
    public func load(policy: CachePolicy = .cacheThenFetch) -> Task<Void, Never> {
        followChanges()
        return loader.load(
            policy: policy, isShowingValue: !landmarks.isEmpty, from: service.fetchLandmarks(policy)
        ) {
            [weak self] landmarks in self?.replace(with: landmarks)
        }
    }

    /// Follows favorites changed on other devices, unless already following: each is applied
    /// in place (a flag this device is saving waits for its own answer); "reload everything"
    /// loads again. ``load(policy:)`` starts it, ``stop()`` ends it.
    public func followChanges() {
        following.follow(service.changes) { [weak self] update in
            self?.receive(update)
        } ended: { [weak self] in
            self?.liveStatus = .off
        }
    }

    private func receive(_ update: LiveUpdate<FavoriteChange>) {
        switch update {
        case let .change(change):
            guard let index = indexByID[change.landmarkId], favoriteUpdates[change.landmarkId] != .inProgress,
                landmarks[index].isFavorite != change.isFavorite
            else { return }
            landmarks[index].isFavorite = change.isFavorite
            onRemoteChange(change)
        case .reloadEverything: load(policy: .networkOnly)
        case .connected, .reconnecting: liveStatus = LiveStatus(update) ?? liveStatus
        }
    }

    /// Stops the work the store started (a load, following changes), for a screen that goes
    /// away. A favorite already sent still finishes, so nothing saved is lost.
    public func stop() {
        loader.cancel()
        following.stop()
        liveStatus = .off
    }

    /// Flips a landmark's favorite flag at once, then asks the service; if it refuses, the flag
    /// goes back and the failure is recorded for the landmark.
    ///
    /// - Returns: the request's task, or `nil` when the landmark is unknown or already saving.
    @discardableResult
    public func toggleFavorite(id: Landmark.ID) -> Task<Void, Never>? {
        guard let index = indexByID[id], favoriteUpdates[id] != .inProgress else { return nil }
        let newValue = !landmarks[index].isFavorite
        landmarks[index].isFavorite = newValue
        favoriteUpdates[id] = .inProgress
        return Task { [service, logger] in
            do {
                let updated = try await service.setFavorite(id, newValue)
                apply(updated)
                favoriteUpdates[id] = .succeeded
            } catch {
                let error = AppError(error)
                logger.warning("favorite update failed", metadata: ["id": "\(id)", "error": "\(error)"])
                if let index = indexByID[id] { landmarks[index].isFavorite = !newValue }
                favoriteUpdates[id] = .failed(error)
            }
        }
    }

    private func replace(with newLandmarks: [Landmark]) {
        landmarks = newLandmarks
        indexByID = Dictionary(firstIndicesOf: newLandmarks, by: \.id)
        revision += 1
    }

    private func apply(_ landmark: Landmark) {
        guard let index = indexByID[landmark.id], landmarks[index] != landmark else { return }
        var favoriteOnly = landmark
        favoriteOnly.isFavorite = landmarks[index].isFavorite
        let isContentChange = favoriteOnly != landmarks[index]
        landmarks[index] = landmark
        if isContentChange { revision += 1 }
    }
}
