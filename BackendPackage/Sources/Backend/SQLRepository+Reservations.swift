import Foundation
import ReservationsApi
import SQLKit

extension SQLRepository: ReservationRepository {
    private static let select = """
        SELECT r.id, r.landmark_id, l.name AS landmark_name, r.date, r.party_size, r.notes, r.status, r.version
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
        try await Self.reservation(id: id, userID: userID, on: sql)
    }

    func create(_ request: CreateReservationRequest, userID: String, now: Date) async throws
        -> ReservationApiModel
    {
        let id = UUID()
        return try await events.recording(userID: userID, now: now) { sql in
            try await sql.raw(
                """
                INSERT INTO reservations (id, user_id, landmark_id, date, party_size, notes, status, created_at)
                VALUES (\(bind: id.uuidString), \(bind: userID), \(bind: request.landmarkId.uuidString),
                    \(bind: Self.seconds(request.date)), \(bind: request.partySize), \(bind: request.notes),
                    \(bind: ReservationStatus.confirmed.rawValue), \(bind: Self.seconds(now)))
                """
            ).run()
            guard let created = try await Self.reservation(id: id, userID: userID, on: sql) else {
                throw RepositoryError(message: "reservation \(id) was not found right after it was inserted")
            }
            return (created, [(ReservationEvent.created.rawValue, try EventLog.payload(created))])
        }
    }

    func update(
        id: UUID, userID: String, with request: UpdateReservationRequest, expectedVersion: Int?, now: Date
    ) async throws -> ReservationUpdate {
        try await changing(id: id, userID: userID, expectedVersion: expectedVersion, now: now, as: .changed) {
            sql, condition in
            try await sql.raw(
                """
                UPDATE reservations SET date = \(bind: Self.seconds(request.date)),
                    party_size = \(bind: request.partySize), notes = \(bind: request.notes), version = version + 1
                WHERE \(condition) RETURNING id
                """
            ).first() != nil
        }
    }

    func cancel(id: UUID, userID: String, expectedVersion: Int?, now: Date) async throws -> ReservationUpdate
    {
        try await changing(id: id, userID: userID, expectedVersion: expectedVersion, now: now, as: .cancelled)
        {
            sql, condition in
            try await sql.raw(
                """
                UPDATE reservations SET status = \(bind: ReservationStatus.cancelled.rawValue), version = version + 1
                WHERE \(condition) RETURNING id
                """
            ).first() != nil
        }
    }

    /// Runs a conditional `UPDATE` on a confirmed reservation of the user's, at `expectedVersion`
    /// when one is given, and records `event` when it changed a row; otherwise says why not.
    private func changing(
        id: UUID, userID: String, expectedVersion: Int?, now: Date, as event: ReservationEvent,
        _ update: @escaping @Sendable (any SQLDatabase, SQLQueryString) async throws -> Bool
    ) async throws -> ReservationUpdate {
        var condition: SQLQueryString = """
            id = \(bind: id.uuidString) AND user_id = \(bind: userID) \
            AND status = \(bind: ReservationStatus.confirmed.rawValue)
            """
        if let expectedVersion { condition = condition + " AND version = \(bind: expectedVersion)" }
        let finalCondition = condition
        return try await events.recording(userID: userID, now: now) { sql in
            let changed = try await update(sql, finalCondition)
            guard let current = try await Self.reservation(id: id, userID: userID, on: sql) else {
                return (.notFound, [])
            }
            guard changed else {
                return (current.status == .cancelled ? .cancelled : .stale(current: current), [])
            }
            return (.updated(current), [(event.rawValue, try EventLog.payload(current))])
        }
    }

    private static func reservation(id: UUID, userID: String, on sql: any SQLDatabase) async throws
        -> ReservationApiModel?
    {
        try await sql.raw(
            "\(unsafeRaw: select) WHERE r.id = \(bind: id.uuidString) AND r.user_id = \(bind: userID)"
        ).first().map(reservation(from:))
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
            status: status, version: try row.decode(column: "version"))
    }
}
