public import Foundation
public import LandmarksDomain
public import Logger
import ReservationsApi
public import Toolkit

extension ReservationService {
    /// The reservation list's cache entry. The cache is per server and account (its folder says
    /// so), so one key serves every user without mixing them.
    static let allReservationsKey = CacheKey<[Reservation]>("reservations.all") { bytes in
        try JSONCoding.decoder().decode([ReservationApiModel].self, from: bytes).domainModels(
            logger: .disabled)
    }

    /// The backend over HTTP (every route needs a signed-in client), with the reservation list
    /// kept in `cache`.
    ///
    /// `fetchReservations` follows its `CachePolicy`, so offline the cached list shows. One
    /// reservation, or a landmark's, is fetched from the network and, if that fails for a
    /// reason a cache may stand in for, answered from the cached list. Every change is written
    /// into the cached list too. Landmark choices come from `landmarks`, by default
    /// `LandmarkService.live` over the same client and cache.
    ///
    /// ```swift
    /// let service = ReservationService.live(client: signedInClient, baseURL: server, cache: cache)
    /// ```
    public static func live(
        client: NetworkClient, baseURL: URL, cache: TieredCache, landmarks: LandmarkService? = nil,
        changes feed: ChangeFeed = .none, logger: Logger = .disabled
    ) -> Self {
        let backend = LiveReservationBackend(
            records: LiveRecords(
                client: client, baseURL: baseURL, cache: cache, list: allReservationsKey, logger: logger))
        let landmarks =
            landmarks ?? .live(client: client, baseURL: baseURL, cache: cache, logger: logger)
        return ReservationService(
            fetchReservations: { policy in
                cache.fetch(Self.allReservationsKey, policy: policy, fromWire: backend.allReservations)
            },
            fetchReservation: { id in try await backend.reservation(id: id) },
            fetchForLandmark: { id in try await backend.reservations(landmarkId: id) },
            create: { draft in try await backend.create(draft) },
            update: { id, draft in try await backend.update(id: id, draft) },
            cancel: { id, version in try await backend.cancel(id: id, version: version) },
            landmarkChoices: { try await landmarks.choices() },
            changes: { backend.changes(feed) }
        )
    }
}

extension LandmarkService {
    /// Every landmark as a booking choice, from the cache when it has them.
    func choices() async throws -> [LandmarkChoice] {
        var last: [Landmark]?
        for try await delivery in fetchLandmarks(.cacheElseFetch) { last = delivery.value }
        return (last ?? []).map(LandmarkChoice.init)
    }
}

/// The requests behind ``ReservationService/live(client:baseURL:cache:landmarks:logger:)``.
struct LiveReservationBackend: Sendable {
    /// The server's records: the list, and one or a few from the cached list when the network
    /// fails.
    let records: LiveRecords<ReservationApiModel>

    func allReservations() async throws(AppError) -> WireValue<[Reservation]> {
        try await records.all(ReservationEndpoints.list.endpoint())
    }

    func reservation(id: Reservation.ID) async throws(AppError) -> Reservation {
        try await records.one(ReservationEndpoints.reservation(id: id)) { $0.first { $0.id == id } }
    }

    func reservations(landmarkId: UUID) async throws(AppError) -> [Reservation] {
        try await records.some(ReservationEndpoints.reservations(landmarkId: landmarkId)) {
            $0.landmarkId == landmarkId
        }
    }

    func create(_ draft: ReservationDraft) async throws(AppError) -> Reservation {
        guard let landmarkId = draft.landmarkId else { throw .notFound }
        let request = CreateReservationRequest(
            landmarkId: landmarkId, date: draft.date, partySize: draft.partySize, notes: draft.notes)
        return try await records.change(
            ReservationEndpoints.create.endpoint(body: request), remember: Self.remember)
    }

    func update(id: Reservation.ID, _ draft: ReservationDraft) async throws(AppError) -> Reservation {
        let request = UpdateReservationRequest(
            date: draft.date, partySize: draft.partySize, notes: draft.notes)
        return try await records.change(
            ReservationEndpoints.update(id: id, request), headers: Self.ifMatch(draft.version),
            remember: Self.remember)
    }

    /// `If-Match` on the version the change was made from, so a change made elsewhere since is
    /// refused (412) rather than overwritten.
    private static func ifMatch(_ version: Int?) -> [String: String] {
        version.map { [EntityTag.ifMatchHeader: EntityTag.header(version: $0)] } ?? [:]
    }

    /// The feed's reservation events as changes, each validated and written into the cached list.
    func changes(_ feed: ChangeFeed) -> AsyncStream<LiveUpdate<ReservationChange>> {
        feed.changes(change(from:))
    }

    private func change(from event: ServerSentEvent) -> ReservationChange? {
        guard let kind = ReservationEvent(rawValue: event.event),
            let record = try? JSONCoding.decoder().decode(
                ReservationApiModel.self, from: Data(event.data.utf8)),
            let reservation = records.received(record, remember: Self.remember)
        else { return nil }
        switch kind {
        case .created: return .booked(reservation)
        case .changed: return .changed(reservation)
        case .cancelled: return .cancelled(reservation)
        }
    }

    func cancel(id: Reservation.ID, version: Int?) async throws(AppError) -> Reservation {
        try await records.change(
            ReservationEndpoints.cancel(id: id), headers: Self.ifMatch(version), remember: Self.remember)
    }

    /// Writes `reservation` into the cached list (added if new), unless the list holds a newer
    /// version of it.
    private static func remember(_ reservation: Reservation, in reservations: inout [Reservation]) {
        if let index = reservations.firstIndex(where: { $0.id == reservation.id }) {
            if reservations[index].version <= reservation.version { reservations[index] = reservation }
        } else {
            reservations.append(reservation)
        }
    }
}

extension ReservationService {
    /// The live service with no network and the fixtures around `clock`'s today in its cache,
    /// as after an earlier run; landmark choices from `landmarks`.
    public static func offline(clock: CalendarClock = .system, landmarks: LandmarkService = .offline())
        -> Self
    {
        let cache = TieredCache(disk: nil)
        cache.insert(Reservation.fixtures(clock: clock).inServerOrder, for: allReservationsKey)
        return .live(
            client: .offline, baseURL: URL(filePath: "/"), cache: cache, landmarks: landmarks,
            changes: .unreachable(.networkOffline))
    }
}
