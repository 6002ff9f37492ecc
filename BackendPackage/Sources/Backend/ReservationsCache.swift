import Foundation
import ReservationsApi

/// Each user's reservations kept in memory (a ``UserCache``). A user's list, one reservation and
/// the list for one landmark are all read from the whole list, in the database's order (date,
/// then id), and every write forgets it. The list is kept encoded as well, as `GET /reservations`
/// answers it, so reading it encodes nothing. With a `fence` (a database several instances
/// share), a read passes it first, and reads the database when it cannot.
final class ReservationsCache: ReservationRepository {
    let base: any ReservationRepository
    private let lists: UserCache<List>

    /// A user's reservations, and the same encoded.
    private struct List: Sendable {
        let all: [ReservationApiModel]
        let encoded: EncodedJSON<[ReservationApiModel]>
    }

    init(base: any ReservationRepository, fence: WriteFence?) {
        self.base = base
        lists = UserCache(capacity: 10_000, fence: fence)
    }

    /// Forgets the user's reservations (`nil`: everyone's): another instance changed them.
    func forget(_ userID: String?) { lists.forget(userID) }

    func reservations(userID: String, landmarkID: UUID?) async throws -> [ReservationApiModel] {
        let all = try await list(userID).all
        guard let landmarkID else { return all }
        return all.filter { $0.landmarkId == landmarkID }
    }

    func encodedReservations(userID: String) async throws -> EncodedJSON<[ReservationApiModel]> {
        try await list(userID).encoded
    }

    func reservation(id: UUID, userID: String) async throws -> ReservationApiModel? {
        try await list(userID).all.first { $0.id == id }
    }

    func create(_ request: CreateReservationRequest, userID: String, now: Date) async throws
        -> ReservationApiModel
    {
        try await lists.writing(for: userID) { try await base.create(request, userID: userID, now: now) }
    }

    func update(
        id: UUID, userID: String, with request: UpdateReservationRequest, expectedVersion: Int?, now: Date
    ) async throws -> ReservationUpdate {
        try await lists.writing(for: userID) {
            try await base.update(
                id: id, userID: userID, with: request, expectedVersion: expectedVersion, now: now)
        }
    }

    func cancel(id: UUID, userID: String, expectedVersion: Int?, now: Date) async throws -> ReservationUpdate
    {
        try await lists.writing(for: userID) {
            try await base.cancel(id: id, userID: userID, expectedVersion: expectedVersion, now: now)
        }
    }

    private func list(_ userID: String) async throws -> List {
        try await lists.value(for: userID) {
            let all = try await base.reservations(userID: userID, landmarkID: nil)
            return List(all: all, encoded: try EncodedJSON(all))
        }
    }
}
