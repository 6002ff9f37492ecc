import Foundation
import ReservationsApi
import SQLKit

extension SQLRepository: ReservationRepository {
    private static let select = """
        SELECT r.id, r.landmark_id, l.name AS landmark_name, r.date, r.party_size, r.notes, r.status
        FROM reservations r JOIN landmarks l ON l.id = r.landmark_id
        """

    func reservations(userID: String, landmarkID: UUID?) async throws -> [ReservationApiModel] {
        let rows =
            if let landmarkID {
                try await sql.raw(
                    """
                    \(unsafeRaw: Self.select) WHERE r.user_id = \(bind: userID)
                    AND r.landmark_id = \(bind: landmarkID.uuidString) ORDER BY r.date, r.id
                    """
                ).all()
            } else {
                try await sql.raw(
                    "\(unsafeRaw: Self.select) WHERE r.user_id = \(bind: userID) ORDER BY r.date, r.id"
                )
                .all()
            }
        return try rows.map(Self.reservation(from:))
    }

    func reservation(id: UUID, userID: String) async throws -> ReservationApiModel? {
        try await sql.raw(
            "\(unsafeRaw: Self.select) WHERE r.id = \(bind: id.uuidString) AND r.user_id = \(bind: userID)"
        ).first().map(Self.reservation(from:))
    }

    func create(_ request: CreateReservationRequest, userID: String, now: Date) async throws
        -> ReservationApiModel
    {
        let id = UUID()
        try await sql.raw(
            """
            INSERT INTO reservations (id, user_id, landmark_id, date, party_size, notes, status, created_at)
            VALUES (\(bind: id.uuidString), \(bind: userID), \(bind: request.landmarkId.uuidString),
                \(bind: Self.seconds(request.date)), \(bind: request.partySize), \(bind: request.notes),
                \(bind: ReservationStatus.confirmed.rawValue), \(bind: Self.seconds(now)))
            """
        ).run()
        guard let created = try await reservation(id: id, userID: userID) else {
            throw RepositoryError(message: "reservation \(id) was not found right after it was inserted")
        }
        return created
    }

    func update(id: UUID, userID: String, with request: UpdateReservationRequest) async throws
        -> ReservationUpdate
    {
        let changed = try await sql.raw(
            """
            UPDATE reservations SET date = \(bind: Self.seconds(request.date)), party_size = \(bind: request.partySize),
                notes = \(bind: request.notes)
            WHERE id = \(bind: id.uuidString) AND user_id = \(bind: userID)
                AND status = \(bind: ReservationStatus.confirmed.rawValue)
            RETURNING id
            """
        ).first()
        return try await outcome(changed: changed != nil, id: id, userID: userID)
    }

    func cancel(id: UUID, userID: String) async throws -> ReservationUpdate {
        let changed = try await sql.raw(
            """
            UPDATE reservations SET status = \(bind: ReservationStatus.cancelled.rawValue)
            WHERE id = \(bind: id.uuidString) AND user_id = \(bind: userID)
                AND status = \(bind: ReservationStatus.confirmed.rawValue)
            RETURNING id
            """
        ).first()
        return try await outcome(changed: changed != nil, id: id, userID: userID)
    }

    /// After a conditional update: the new row, or why nothing changed (absent, or cancelled).
    private func outcome(changed: Bool, id: UUID, userID: String) async throws -> ReservationUpdate {
        guard let current = try await reservation(id: id, userID: userID) else { return .notFound }
        return changed ? .updated(current) : .cancelled
    }

    private static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    private static func reservation(from row: any SQLRow) throws -> ReservationApiModel {
        let stored = try row.decode(column: "status", as: String.self)
        guard let status = ReservationStatus(rawValue: stored) else {
            // Not "cancelled": a status this build does not know may be one a newer build wrote,
            // and guessing would show a live booking as cancelled (or let it be changed).
            throw RepositoryError(message: "reservation has unknown status '\(stored)'")
        }
        return ReservationApiModel(
            id: try uuid(row, "id"), landmarkId: try uuid(row, "landmark_id"),
            landmarkName: try row.decode(column: "landmark_name"),
            date: Date(timeIntervalSince1970: TimeInterval(try row.decode(column: "date", as: Int64.self))),
            partySize: try row.decode(column: "party_size"), notes: try row.decode(column: "notes"),
            status: status)
    }
}
