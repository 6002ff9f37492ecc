public import Foundation
public import Toolkit

/// Everything the Reservations feature asks of the outside world, as a struct of closures.
///
/// Presets are values: ``mock(latency:clock:reservations:landmarks:)``, ``empty``,
/// ``failing(_:)``, ``live(client:baseURL:cache:landmarks:changes:logger:)``, and `unimplemented`
/// for tests, which set only the closures they expect to be called. Every closure throws only
/// `AppError`.
public struct ReservationService: Sendable {
    /// The user's reservations. Delivers once, or twice for `CachePolicy.cacheThenFetch` with
    /// a cache hit (cached first, then the network's answer).
    public var fetchReservations:
        @Sendable (_ policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Reservation]>, any Error>
    /// One reservation.
    public var fetchReservation: @Sendable (_ id: Reservation.ID) async throws -> Reservation
    /// The user's reservations for one landmark.
    public var fetchForLandmark: @Sendable (_ landmarkId: UUID) async throws -> [Reservation]
    /// Books a visit and answers it as saved.
    public var create: @Sendable (_ draft: ReservationDraft) async throws -> Reservation
    /// Changes the date, party size and notes of a reservation and answers it as saved.
    public var update: @Sendable (_ id: Reservation.ID, _ draft: ReservationDraft) async throws -> Reservation
    /// Cancels a reservation and answers it as saved. With the `version` the person saw, a
    /// reservation changed elsewhere since is refused (412), not cancelled unseen.
    public var cancel: @Sendable (_ id: Reservation.ID, _ version: Int?) async throws -> Reservation
    /// The landmarks a visit can be booked for, from the Landmarks feature's service.
    public var landmarkChoices: @Sendable () async throws -> [LandmarkChoice]
    /// Changes made on other devices while the stream is followed; ends when nothing more will
    /// come (signed out, or a preset without a server).
    public var changes: @Sendable () -> AsyncStream<LiveUpdate<ReservationChange>>

    /// Creates a service from its closures.
    public init(
        fetchReservations:
            @escaping @Sendable (_ policy: CachePolicy) -> AsyncThrowingStream<
                Fetched<[Reservation]>, any Error
            >,
        fetchReservation: @escaping @Sendable (_ id: Reservation.ID) async throws -> Reservation,
        fetchForLandmark: @escaping @Sendable (_ landmarkId: UUID) async throws -> [Reservation],
        create: @escaping @Sendable (_ draft: ReservationDraft) async throws -> Reservation,
        update:
            @escaping @Sendable (_ id: Reservation.ID, _ draft: ReservationDraft) async throws -> Reservation,
        cancel: @escaping @Sendable (_ id: Reservation.ID, _ version: Int?) async throws -> Reservation,
        landmarkChoices: @escaping @Sendable () async throws -> [LandmarkChoice],
        changes: @escaping @Sendable () -> AsyncStream<LiveUpdate<ReservationChange>> = { .finished }
    ) {
        self.fetchReservations = fetchReservations
        self.fetchReservation = fetchReservation
        self.fetchForLandmark = fetchForLandmark
        self.create = create
        self.update = update
        self.cancel = cancel
        self.landmarkChoices = landmarkChoices
        self.changes = changes
    }
}
