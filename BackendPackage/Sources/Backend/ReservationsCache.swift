import Foundation
import ReservationsApi

/// Each user's reservations kept in memory (a ``UserCache``), for a database only this process
/// uses: a user's list, one reservation and the list for one landmark are all read from the
/// whole list, in the database's order (date, then id), and every write forgets it.
final class ReservationsCache: ReservationRepository {
    let base: any ReservationRepository
    private let lists = UserCache<[ReservationApiModel]>(capacity: 10_000)

    init(base: any ReservationRepository) {
        self.base = base
    }

    func reservations(userID: String, landmarkID: UUID?) async throws -> [ReservationApiModel] {
        let all = try await list(userID)
        guard let landmarkID else { return all }
        return all.filter { $0.landmarkId == landmarkID }
    }

    func reservation(id: UUID, userID: String) async throws -> ReservationApiModel? {
        try await list(userID).first { $0.id == id }
    }

    func create(_ request: CreateReservationRequest, userID: String, now: Date) async throws
        -> ReservationApiModel
    {
        try await lists.writing(for: userID) { try await base.create(request, userID: userID, now: now) }
    }

    func update(id: UUID, userID: String, with request: UpdateReservationRequest) async throws
        -> ReservationUpdate
    {
        try await lists.writing(for: userID) { try await base.update(id: id, userID: userID, with: request) }
    }

    func cancel(id: UUID, userID: String) async throws -> ReservationUpdate {
        try await lists.writing(for: userID) { try await base.cancel(id: id, userID: userID) }
    }

    private func list(_ userID: String) async throws -> [ReservationApiModel] {
        try await lists.value(for: userID) { try await base.reservations(userID: userID, landmarkID: nil) }
    }
}
