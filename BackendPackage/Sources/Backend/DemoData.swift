import Foundation
import LandmarksApi
import Logging
import SQLKit

/// What a new, empty database is seeded with: the demo landmarks and two development users.
/// The passwords are public (they are in the README): development data, never production.
public enum DemoData {
    /// A development account the seed creates.
    public struct User: Sendable {
        /// The name to sign in with.
        public let username: String
        /// Its password: public, as this is development data.
        public let password: String
    }

    /// The accounts a new database is seeded with; `landmarks-app` signs in as the first.
    public static let users = [
        User(username: "ada", password: "ada-password"), User(username: "grace", password: "grace-password"),
    ]

    /// Fills `sql` when it has no landmarks. It runs inside the
    /// migrations' transaction and lock (see ``Migrations/run(on:seedingDemoData:logger:)``), so of
    /// several instances starting together exactly one seeds and the others see its rows.
    static func seedIfEmpty(_ sql: any SQLDatabase, logger: Logger) async throws {
        guard try await sql.raw("SELECT id FROM landmarks LIMIT 1").first() == nil else { return }
        // Favorites are per user: the demo records' flags are not stored.
        for (position, landmark) in LandmarkApiModel.demo.enumerated() {
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
        for user in users {
            let hash = try await PasswordHasher.shared.hash(user.password)
            try await sql.raw(
                """
                INSERT INTO users (id, username, password_hash)
                VALUES (\(bind: UUID().uuidString), \(bind: user.username), \(bind: hash))
                ON CONFLICT DO NOTHING
                """
            ).run()
        }
        logger.info(
            "seeded demo data",
            metadata: ["landmarks": "\(LandmarkApiModel.demo.count)", "users": "\(users.count)"])
    }
}
