public import Foundation
public import Logger
public import Observation
public import Toolkit

/// The Reservations feature's single source of truth: the reservations, how the last load went
/// and where they came from, the landmarks a visit can be booked for, and each change in flight.
///
/// Intents change state synchronously and then start their work, so a view drawn right after
/// an intent already shows its progress. A cancel shows at once and is rolled back, with the
/// failure recorded, if the server refuses it; a create or an update waits for the server.
@MainActor @Observable
public final class ReservationStore: LoadingStore {
    /// The reservations, in the order the service gave them. Kept while reloading.
    public private(set) var reservations: [Reservation] = [] {
        didSet { indexByID = Dictionary(reservations.enumerated().map { ($1.id, $0) }) { first, _ in first } }
    }
    /// Increases whenever the reservations change, so views can cache what they derive.
    public private(set) var revision = 0
    /// The landmarks a visit can be booked for.
    public private(set) var landmarkChoices: LoadingState<[LandmarkChoice]> = .idle
    /// The state of the latest booking.
    public private(set) var creation: MutationState = .idle
    /// The state of each reservation's latest change.
    public private(set) var updates: [Reservation.ID: MutationState] = [:]
    /// The state of each reservation's latest cancellation.
    public private(set) var cancellations: [Reservation.ID: MutationState] = [:]
    /// Whether changes made on other devices arrive as they happen.
    public private(set) var liveStatus: LiveStatus = .off
    /// Called with each change made on another device once it is applied (a banner says so).
    @ObservationIgnored public var onRemoteChange: @MainActor (ReservationChange) -> Void = { _ in }

    /// Now, and the time zone and locale dates are read in.
    public let clock: CalendarClock
    @ObservationIgnored private let service: ReservationService
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private var indexByID: [Reservation.ID: Int] = [:]
    @ObservationIgnored private let loader: FetchLoader
    @ObservationIgnored private var cachedGroups:
        (revision: Int, day: Range<Date>, groups: ReservationGroups)?
    @ObservationIgnored private var afterLoad: [@MainActor () -> Void] = []
    @ObservationIgnored private let following = ChangeFollower<ReservationChange>()
    /// Own changes on their way to the server: a change from elsewhere waits for them, so the
    /// echo of an own change (same version) is recognised and never announced.
    @ObservationIgnored private var writesInFlight = 0
    @ObservationIgnored private var heldChanges: [ReservationChange] = []

    /// Creates a store over `service`.
    public init(service: ReservationService, clock: CalendarClock = .system, logger: Logger = .disabled) {
        self.service = service
        self.clock = clock
        self.logger = logger
        self.loader = FetchLoader("reservations", logger: logger)
    }

    /// How the last load went; when loaded, where the reservations came from.
    public var state: LoadingState<DataOrigin> { loader.state }
    /// A refresh that failed while earlier reservations stayed on screen.
    public var refreshError: AppError? { loader.refreshError }
    /// Whether cached reservations are on screen while the network's answer is on its way.
    public var isRefreshing: Bool { loader.isRefreshing }
    /// Whether any reservations are loaded.
    public var hasContent: Bool { !reservations.isEmpty }

    /// The reservation with `id`, if loaded.
    public func reservation(id: Reservation.ID) -> Reservation? {
        indexByID[id].map { reservations[$0] }
    }

    /// Upcoming and Past, derived once per change of the reservations or of the day.
    public var groups: ReservationGroups {
        let now = clock.now()
        if let cachedGroups, cachedGroups.revision == revision, cachedGroups.day.contains(now) {
            return cachedGroups.groups
        }
        let calendar = clock.calendar
        let groups = ReservationGroups(reservations, now: now, calendar: calendar)
        let start = calendar.startOfDay(for: now)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? now
        cachedGroups = (revision, start..<end, groups)
        return groups
    }

    /// Loads the reservations, cancelling a load already running. Each delivery replaces the list.
    ///
    /// - Returns: the load's task, for callers (tests, a refresh gesture) that await its end.
    @discardableResult
    public func load(policy: CachePolicy = .cacheThenFetch) -> Task<Void, Never> {
        followChanges()
        return loader.load(
            policy: policy, isShowingValue: !reservations.isEmpty, from: service.fetchReservations(policy)
        ) { [weak self] reservations in self?.replace(with: reservations) }
    }

    /// Runs `action` once reservations are loaded: now when they are, else as the next load
    /// delivers them, in the same turn, so no frame shows the moment between (a link to a
    /// reservation's edit form opens the form with the list it needs).
    public func whenLoaded(_ action: @escaping @MainActor () -> Void) {
        if state.value != nil { action() } else { afterLoad.append(action) }
    }

    /// Stops the load the store started, for a screen that goes away. Changes already sent
    /// still finish, so nothing saved is lost.
    public func stop() {
        loader.cancel()
        following.stop()
        liveStatus = .off
    }

    /// Follows the service's changes, unless already following: each change made elsewhere is
    /// applied in place when it is newer than what the store holds; "reload everything" loads
    /// again. ``load(policy:)`` starts it, ``stop()`` ends it.
    public func followChanges() {
        following.follow(service.changes) { [weak self] update in
            self?.receive(update)
        } ended: { [weak self] in
            self?.liveStatus = .off
        }
    }

    private func receive(_ update: LiveUpdate<ReservationChange>) {
        switch update {
        case let .change(change):
            if writesInFlight > 0 { heldChanges.append(change) } else { apply(change) }
        case .reloadEverything: load(policy: .networkOnly)
        case .connected, .reconnecting: liveStatus = LiveStatus(update) ?? liveStatus
        }
    }

    /// Applies a change from elsewhere if it is newer than the reservation held (an own
    /// change's echo, or an older event, is not), and says so.
    private func apply(_ change: ReservationChange) {
        let incoming = change.reservation
        if let held = reservation(id: incoming.id), held.version >= incoming.version { return }
        insertOrReplace(incoming)
        onRemoteChange(change)
    }

    /// Counts an own change while it is on its way; its task calls the returned closure when it
    /// ends, which applies the changes from elsewhere that waited for it.
    private func beginWrite() -> @MainActor () -> Void {
        writesInFlight += 1
        return { [weak self] in
            guard let self else { return }
            writesInFlight -= 1
            guard writesInFlight == 0 else { return }
            let held = heldChanges
            heldChanges = []
            for change in held { apply(change) }
        }
    }

    /// Loads the landmarks a visit can be booked for, unless they are loaded or loading.
    @discardableResult
    public func loadLandmarkChoices() -> Task<Void, Never>? {
        switch landmarkChoices {
        case .loaded, .loading: return nil
        case .idle, .failed: break
        }
        landmarkChoices = .loading
        return Task { [service, logger] in
            do {
                landmarkChoices = .loaded(try await service.landmarkChoices())
            } catch {
                let error = AppError(error)
                logger.error("loading landmark choices failed", metadata: ["error": "\(error)"])
                landmarkChoices = .failed(error)
            }
        }
    }

    /// Books `draft`. `completion` runs on the main actor in the same turn as the state
    /// change, so whoever waits (a form) moves on before anything is drawn in between.
    @discardableResult
    public func create(
        _ draft: ReservationDraft,
        completion: @escaping @MainActor (Result<Reservation, AppError>) -> Void = { _ in }
    ) -> Task<Void, Never>? {
        guard !creation.isInProgress else { return nil }
        creation = .inProgress
        let endWrite = beginWrite()
        return Task { [service, logger] in
            defer { endWrite() }
            do {
                let created = try await service.create(draft)
                insertOrReplace(created)
                creation = .succeeded
                logger.info("booked a visit", metadata: ["id": "\(created.id)"])
                completion(.success(created))
            } catch {
                let error = AppError(error)
                logger.warning("booking failed", metadata: ["error": "\(error)"])
                creation = .failed(error)
                completion(.failure(error))
            }
        }
    }

    /// Saves `draft` over reservation `id`; `completion` as in ``create(_:completion:)``.
    @discardableResult
    public func update(
        _ id: Reservation.ID, with draft: ReservationDraft,
        completion: @escaping @MainActor (Result<Reservation, AppError>) -> Void = { _ in }
    ) -> Task<Void, Never>? {
        guard updates[id] != .inProgress else { return nil }
        updates[id] = .inProgress
        let endWrite = beginWrite()
        return Task { [service, logger] in
            defer { endWrite() }
            do {
                let updated = try await service.update(id, draft)
                insertOrReplace(updated)
                updates[id] = .succeeded
                completion(.success(updated))
            } catch {
                let error = AppError(error)
                logger.warning(
                    "changing a reservation failed", metadata: ["id": "\(id)", "error": "\(error)"])
                updates[id] = .failed(error)
                completion(.failure(error))
            }
        }
    }

    /// Marks reservation `id` cancelled at once, then asks the service to cancel the version on
    /// screen; if it refuses (a change made elsewhere since, say), the reservation goes back as
    /// it was and the failure is recorded for it.
    ///
    /// - Returns: the request's task, or `nil` when the reservation is unknown, already
    ///   cancelled or being cancelled.
    @discardableResult
    public func cancel(_ id: Reservation.ID) -> Task<Void, Never>? {
        guard let before = reservation(id: id), !before.isCancelled, cancellations[id] != .inProgress else {
            return nil
        }
        var cancelled = before
        cancelled.status = .cancelled
        insertOrReplace(cancelled)
        cancellations[id] = .inProgress
        let endWrite = beginWrite()
        return Task { [service, logger] in
            defer { endWrite() }
            do {
                insertOrReplace(try await service.cancel(id, before.version))
                cancellations[id] = .succeeded
            } catch {
                let error = AppError(error)
                logger.warning("cancelling failed", metadata: ["id": "\(id)", "error": "\(error)"])
                // Roll back only what this cancel changed: a reload in between wins.
                if reservation(id: id)?.isCancelled == true { insertOrReplace(before) }
                cancellations[id] = .failed(error)
            }
        }
    }

    private func replace(with newReservations: [Reservation]) {
        reservations = newReservations
        revision += 1
        let actions = afterLoad
        afterLoad = []
        for action in actions { action() }
    }

    private func insertOrReplace(_ reservation: Reservation) {
        if let index = indexByID[reservation.id] {
            reservations[index] = reservation
        } else {
            reservations.append(reservation)
        }
        revision += 1
    }
}
