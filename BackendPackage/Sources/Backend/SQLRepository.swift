import Foundation
import LandmarksApi
import SQLKit

/// The one repository implementation, over SQLKit, for SQLite and PostgreSQL alike: it uses only
/// SQL both accept (TEXT ids, BIGINT epoch seconds, `RETURNING`, `ON CONFLICT DO NOTHING`).
struct SQLRepository: Sendable {
    let database: Database
    var sql: any SQLDatabase { database.sql }
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

    func setFavorite(landmarkID: UUID, userID: String, isFavorite: Bool) async throws {
        if isFavorite {
            try await sql.raw(
                """
                INSERT INTO favorites (user_id, landmark_id) VALUES (\(bind: userID), \(bind: landmarkID.uuidString))
                ON CONFLICT DO NOTHING
                """
            ).run()
        } else {
            try await sql.raw(
                "DELETE FROM favorites WHERE user_id = \(bind: userID) AND landmark_id = \(bind: landmarkID.uuidString)"
            ).run()
        }
    }

    func insert(_ landmarks: [LandmarkApiModel]) async throws {
        try await database.transaction { sql in
            for (position, landmark) in landmarks.enumerated() {
                try await sql.raw(
                    """
                    INSERT INTO landmarks (id, position, name, category, park, city, state, country, description,
                        image_name, is_featured, latitude, longitude)
                    VALUES (\(bind: landmark.id.uuidString), \(bind: position), \(bind: landmark.name),
                        \(bind: landmark.category), \(bind: landmark.park), \(bind: landmark.city), \(bind: landmark.state),
                        \(bind: landmark.country), \(bind: landmark.description), \(bind: landmark.imageName),
                        \(bind: landmark.isFeatured), \(bind: landmark.coordinates.latitude),
                        \(bind: landmark.coordinates.longitude))
                    """
                ).run()
            }
        }
    }

    func isEmpty() async throws -> Bool {
        try await sql.raw("SELECT id FROM landmarks LIMIT 1").first() == nil
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

    func insert(_ user: StoredUser) async throws {
        try await sql.raw(
            """
            INSERT INTO users (id, username, password_hash)
            VALUES (\(bind: user.id), \(bind: user.username), \(bind: user.passwordHash))
            """
        ).run()
    }

    func storeToken(hash: String, userID: String, expiresAt: Date) async throws {
        try await sql.raw(
            """
            INSERT INTO tokens (token_hash, user_id, expires_at)
            VALUES (\(bind: hash), \(bind: userID), \(bind: Int64(expiresAt.timeIntervalSince1970)))
            """
        ).run()
    }

    func user(tokenHash hash: String, now: Date) async throws -> StoredUser? {
        try await sql.raw(
            """
            SELECT u.id, u.username, u.password_hash FROM tokens t JOIN users u ON u.id = t.user_id
            WHERE t.token_hash = \(bind: hash) AND t.expires_at > \(bind: Int64(now.timeIntervalSince1970))
            """
        ).first().map(Self.user(from:))
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
