import Foundation
public import LandmarksDomain
import ReservationsApi
public import Toolkit

extension ReservationService {
    /// An in-memory server answering after `latency`: what is booked, changed or cancelled stays
    /// so for the service's life. It checks the same rules as the backend and refuses a change
    /// to a cancelled reservation, so every error path can be tried without a server.
    ///
    /// - Parameters:
    ///   - latency: how long each answer takes.
    ///   - clock: today, for the fixtures' dates and the rule that a visit is in the future.
    ///   - reservations: the starting reservations; by default ``Reservation/fixtures(clock:)``.
    ///   - landmarks: the landmarks that can be booked; by default the Landmarks fixtures.
    public static func mock(
        latency: Latency = Latency(PresetDefaults.mockLatency), clock: CalendarClock = .system,
        reservations: [Reservation]? = nil, landmarks: [LandmarkChoice]? = nil
    ) -> Self {
        let backend = MockReservationBackend(
            reservations: reservations ?? Reservation.fixtures(clock: clock),
            landmarks: landmarks ?? Landmark.fixtures.map(LandmarkChoice.init), latency: latency, clock: clock
        )
        return ReservationService(
            fetchReservations: { _ in .single { Fetched(try await backend.all(), from: .network) } },
            fetchReservation: { id in try await backend.reservation(id: id) },
            fetchForLandmark: { id in try await backend.reservations(landmarkId: id) },
            create: { draft in try await backend.create(draft) },
            update: { id, draft in try await backend.update(id: id, draft) },
            cancel: { id, version in try await backend.cancel(id: id, version: version) },
            landmarkChoices: { try await backend.landmarkChoices() },
            changes: { backend.changes.updates() }
        )
    }

    /// A server with nothing on it: no reservations, and no landmarks to book.
    public static var empty: Self { .mock(latency: .zero, reservations: [], landmarks: []) }

    /// A server where every call fails with `error`, and whose changes stream keeps trying to
    /// open, as a live one does when the server cannot be reached.
    public static func failing(_ error: AppError) -> Self {
        ReservationService(
            fetchReservations: { _ in .single { throw error } },
            fetchReservation: { _ in throw error },
            fetchForLandmark: { _ in throw error },
            create: { _ in throw error },
            update: { _, _ in throw error },
            cancel: { _, _ in throw error },
            landmarkChoices: { throw error },
            changes: { ChangeFeed.unreachable(error).changes { _ in nil } }
        )
    }
}

extension ReservationService {
    /// The Reservations presets, for its harness and the app alike, with dates around `clock`'s
    /// today.
    public static func presets(clock: CalendarClock = .system) -> ServicePresets<ReservationService> {
        .standard(
            mock: "5 visits around today (3 upcoming, 1 of them cancelled; 2 past)",
            data: { latency, count in
                .mock(
                    latency: latency, clock: clock,
                    reservations: count.map { Reservation.generated(count: $0, clock: clock) })
            },
            empty: ("a server with nothing on it: no reservations, and no landmarks to book", { .empty }),
            failing: ReservationService.failing,
            offline: (
                "no network, and a cache holding the fixtures (not data of yours): the list shows them as cached",
                { .offline(clock: clock) }
            ),
            live: (
                "the backend at --server, through the disk cache; needs --user or a token",
                {
                    .live(
                        client: $0.client, baseURL: $0.baseURL, cache: $0.cache, changes: $0.changes,
                        logger: $0.logger)
                }
            )
        )
    }
}

extension [Reservation] {
    /// The order the server lists reservations in: by date, then by identifier.
    var inServerOrder: [Reservation] {
        sorted { ($0.date, $0.id.uuidString) < ($1.date, $1.id.uuidString) }
    }
}

extension LandmarkChoice {
    /// The choice for a landmark of the Landmarks feature.
    public init(_ landmark: Landmark) {
        self.init(id: landmark.id, name: landmark.name, park: landmark.park)
    }
}

/// The in-memory state behind ``ReservationService/mock(latency:clock:reservations:landmarks:)``.
/// Each change written through it goes to every `changes` stream, as the server's do.
actor MockReservationBackend {
    nonisolated let changes = ChangeBroadcast<ReservationChange>()
    private var table: MockTable<Reservation>
    private let landmarks: [LandmarkChoice]
    private let latency: Latency
    private let clock: CalendarClock

    init(reservations: [Reservation], landmarks: [LandmarkChoice], latency: Latency, clock: CalendarClock) {
        self.table = MockTable(reservations)
        self.landmarks = landmarks
        self.latency = latency
        self.clock = clock
    }

    /// Every reservation in the server's order: by date, then by identifier.
    func all() async throws -> [Reservation] {
        try await latency.elapse()
        return table.records.inServerOrder
    }

    /// The reservations at one landmark, in the server's order; an unknown landmark is not found.
    func reservations(landmarkId: UUID) async throws -> [Reservation] {
        guard landmarks.contains(where: { $0.id == landmarkId }) else {
            try await latency.elapse()
            throw AppError.notFound
        }
        return try await all().filter { $0.landmarkId == landmarkId }
    }

    func reservation(id: Reservation.ID) async throws -> Reservation {
        try await latency.elapse()
        return try table.record(id)
    }

    func landmarkChoices() async throws -> [LandmarkChoice] {
        try await latency.elapse()
        return landmarks
    }

    func create(_ draft: ReservationDraft) async throws -> Reservation {
        try await latency.elapse()
        try check(draft)
        guard let landmark = landmarks.first(where: { $0.id == draft.landmarkId }) else {
            throw Self.invalid("landmarkId", "does not name a landmark")
        }
        let reservation = Reservation(
            id: UUID(), landmarkId: landmark.id, landmarkName: landmark.name, date: draft.date,
            partySize: draft.partySize, notes: draft.notes)
        table.insert(reservation)
        changes.send(.booked(reservation))
        return reservation
    }

    func update(id: Reservation.ID, _ draft: ReservationDraft) async throws -> Reservation {
        try await latency.elapse()
        try check(draft)
        let changed = try change(id, action: "changed", expecting: draft.version) {
            $0.date = draft.date
            $0.partySize = draft.partySize
            $0.notes = draft.notes
        }
        changes.send(.changed(changed))
        return changed
    }

    func cancel(id: Reservation.ID, version: Int?) async throws -> Reservation {
        try await latency.elapse()
        let cancelled = try change(id, action: "cancelled again", expecting: version) {
            $0.status = .cancelled
        }
        changes.send(.cancelled(cancelled))
        return cancelled
    }

    private func change(
        _ id: Reservation.ID, action: String, expecting version: Int? = nil,
        _ apply: (inout Reservation) -> Void
    ) throws -> Reservation {
        try table.update(id) { reservation in
            guard !reservation.isCancelled else {
                throw AppError.server(
                    status: 409,
                    body:
                        #"{"error":{"code":"reservation_cancelled","message":"A cancelled reservation cannot be \#(action)."}}"#
                )
            }
            if let version, version != reservation.version {
                throw AppError.server(
                    status: 412,
                    body:
                        #"{"error":{"code":"reservation_changed","message":"The reservation changed since you read it (it is now version \#(reservation.version)); read it again."}}"#
                )
            }
            apply(&reservation)
            reservation.version += 1
        }
    }

    /// The backend's rules, answered the way the backend answers them.
    private func check(_ draft: ReservationDraft) throws {
        if let broken = ReservationRules.validate(
            date: draft.date, partySize: draft.partySize, notes: draft.notes, now: clock.now())
        {
            throw Self.invalid(broken.field, broken.message)
        }
    }

    private static func invalid(_ field: String, _ message: String) -> AppError {
        let body = ErrorResponse(
            code: ErrorResponse.invalidField, message: "\(field) \(message)", field: field)
        let data = (try? JSONCoding.encoder().encode(body)) ?? Data()
        return .server(status: 400, body: String(decoding: data, as: UTF8.self))
    }
}
