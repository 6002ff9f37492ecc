import Foundation
import LandmarksApi
import SQLKit

/// The one repository implementation, over SQLKit, for SQLite and PostgreSQL alike: it uses only
/// SQL both accept (TEXT ids, BIGINT epoch seconds, `RETURNING`, `ON CONFLICT DO NOTHING`).
struct SQLRepository: Sendable {
    let database: Database
    /// The open event streams this process's writes wake.
    let hub = EventHub()
    /// What a read from memory passes first on a database several instances share.
    let fence = WriteFence()
    var sql: any SQLDatabase { database.sql }
    /// Where writes record their events.
    var events: EventLog { EventLog(database: database, hub: hub) }
}

extension SQLRepository: LandmarkRepository {
    func allLandmarks() async throws -> [LandmarkApiModel] {
        try await sql.raw(
            """
            SELECT id, name, category, park, city, state, country, description, image_name, is_featured, latitude,
                longitude
            FROM landmarks ORDER BY position
            """
        ).all().map(Self.landmark(from:))
    }

    func favoriteIDs(userID: String) async throws -> Set<UUID> {
        Set(
            try await sql.raw("SELECT landmark_id FROM favorites WHERE user_id = \(bind: userID)").all().map {
                try Self.uuid($0, "landmark_id")
            })
    }

    func setFavorite(landmarkID: UUID, userID: String, isFavorite: Bool, now: Date) async throws {
        let id = landmarkID.uuidString
        try await events.recording(userID: userID, now: now) { sql in
            // RETURNING says whether a row changed: setting a flag to what it is records nothing.
            let changed =
                if isFavorite {
                    try await sql.raw(
                        """
                        INSERT INTO favorites (user_id, landmark_id) VALUES (\(bind: userID), \(bind: id))
                        ON CONFLICT DO NOTHING RETURNING landmark_id
                        """
                    ).first() != nil
                } else {
                    try await sql.raw(
                        """
                        DELETE FROM favorites WHERE user_id = \(bind: userID) AND landmark_id = \(bind: id)
                        RETURNING landmark_id
                        """
                    ).first() != nil
                }
            guard changed else { return ((), []) }
            let event: FavoriteEvent = isFavorite ? .added : .removed
            let payload = try EventLog.payload(
                FavoriteChangeApiModel(landmarkId: landmarkID, isFavorite: isFavorite))
            return ((), [(event.rawValue, payload)])
        }
    }

    private static func landmark(from row: any SQLRow) throws -> LandmarkApiModel {
        LandmarkApiModel(
            id: try uuid(row, "id"), name: try row.decode(column: "name"),
            category: try row.decode(column: "category"),
            park: try row.decode(column: "park"), city: try row.decode(column: "city"),
            state: try row.decode(column: "state"), country: try row.decode(column: "country"),
            description: try row.decode(column: "description"),
            imageName: try row.decode(column: "image_name"),
            isFeatured: try row.decode(column: "is_featured"),
            isFavorite: false,
            coordinates: CoordinatesApiModel(
                latitude: try row.decode(column: "latitude"), longitude: try row.decode(column: "longitude")))
    }

    static func uuid(_ row: any SQLRow, _ column: String) throws -> UUID {
        let text = try row.decode(column: column, as: String.self)
        guard let id = UUID(uuidString: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "\(column) is not a UUID"))
        }
        return id
    }
}

extension SQLRepository: UserRepository {
    func user(named username: String) async throws -> StoredUser? {
        try await sql.raw("SELECT id, username, password_hash FROM users WHERE username = \(bind: username)")
            .first()
            .map(Self.user(from:))
    }

    func storeToken(hash: String, userID: String, expiresAt: Date) async throws {
        try await sql.raw(
            """
            INSERT INTO tokens (token_hash, user_id, expires_at)
            VALUES (\(bind: hash), \(bind: userID), \(bind: Int64(expiresAt.timeIntervalSince1970)))
            """
        ).run()
    }

    func token(hash: String) async throws -> TokenRecord? {
        try await sql.raw(
            """
            SELECT u.id, u.username, u.password_hash, t.expires_at FROM tokens t JOIN users u ON u.id = t.user_id
            WHERE t.token_hash = \(bind: hash)
            """
        ).first().map { row in
            TokenRecord(
                user: try Self.user(from: row),
                expiresAt: Date(
                    timeIntervalSince1970: TimeInterval(try row.decode(column: "expires_at", as: Int64.self)))
            )
        }
    }

    func deleteToken(hash: String) async throws {
        try await sql.raw("DELETE FROM tokens WHERE token_hash = \(bind: hash)").run()
    }

    private static func user(from row: any SQLRow) throws -> StoredUser {
        StoredUser(
            id: try row.decode(column: "id"), username: try row.decode(column: "username"),
            passwordHash: try row.decode(column: "password_hash"))
    }
}
