public import Foundation
import LandmarksApi
import ReservationsApi
import Logging
import SQLKit
import Synchronization
public import WireContract

/// What a new, empty database is seeded with: the demo landmarks and two development users, and
/// for the fixtures seed the first user's favorites and visits. The passwords are public (they
/// are in the README): development data, never production.
public enum DemoData {
    /// What a new database is seeded with.
    public enum Seed: Sendable, Equatable {
        /// The demo landmarks and users, with no favorites and no visits: a new account.
        case standard
        /// The same, and the first user's favorites (the demo landmarks' flags) and visits
        /// (`ReservationApiModel.demoVisits`) around `today` in `timeZone`: what the client's
        /// mock presets serve, so a screen shows the same on both.
        case fixtures(today: Date, timeZone: TimeZone)
        /// The users alone: a server with nothing on it, that still signs people in.
        case usersOnly

        /// Whether the demo landmarks (and a generated feature's demo rows) are seeded.
        var seedsData: Bool { self != .usersOnly }
    }

    /// The accounts a new database is seeded with (``DemoUser/all``, which the client's mock
    /// session accepts too); `landmarks-app` signs in as the first.
    public static let users = DemoUser.all

    /// Fills `sql` with `seed` when it has no users. It runs inside the migrations' transaction
    /// and lock (see ``Migrations/run(on:seeding:logger:)``), so of several instances starting
    /// together exactly one seeds and the others see its rows.
    static func seedIfEmpty(_ sql: any SQLDatabase, seed: Seed, logger: Logger) async throws {
        guard try await sql.raw("SELECT id FROM users LIMIT 1").first() == nil else { return }
        let landmarks = seed.seedsData ? LandmarkApiModel.demo : []
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
        var userIDs: [String] = []
        for (user, hash) in zip(users, try await passwordHashes()) {
            let id = UUID().uuidString
            try await sql.raw(
                """
                INSERT INTO users (id, username, password_hash)
                VALUES (\(bind: id), \(bind: user.username), \(bind: hash))
                ON CONFLICT DO NOTHING
                """
            ).run()
            userIDs.append(id)
        }
        if case let .fixtures(today, timeZone) = seed {
            try await seedFixtures(sql, userID: userIDs[0], today: today, timeZone: timeZone)
        }
        logger.info(
            "seeded demo data",
            metadata: ["landmarks": "\(landmarks.count)", "users": "\(users.count)", "seed": "\(seed)"])
    }

    /// The hashing of the demo passwords, once begun.
    private static let hashing = Mutex<Task<[String], any Error>?>(nil)

    /// The hash of each demo user's password, in ``users``' order, made the first time this process
    /// seeds a database: the preview gallery, the fidelity check and the tests seed a new database
    /// for each scene or test, and bcrypt at each made three quarters of the gallery's time. A
    /// hash holds its own salt, so the same one in several databases checks like any other.
    private static func passwordHashes() async throws -> [String] {
        let task = hashing.withLock { kept in
            if let kept { return kept }
            let task = Task {
                var hashes: [String] = []
                for user in users { hashes.append(try await PasswordHasher.shared.hash(user.password)) }
                return hashes
            }
            kept = task
            return task
        }
        do {
            return try await task.value
        } catch {
            // Not kept (the hashing pool was stopping): the next seed hashes again.
            hashing.withLock { if $0 == task { $0 = nil } }
            throw error
        }
    }

    /// The first user's favorites and visits, as the client's fixtures have them.
    private static func seedFixtures(_ sql: any SQLDatabase, userID: String, today: Date, timeZone: TimeZone)
        async throws
    {
        for landmark in LandmarkApiModel.demo where landmark.isFavorite {
            try await sql.raw(
                "INSERT INTO favorites (user_id, landmark_id) VALUES (\(bind: userID), \(bind: landmark.id.uuidString))"
            ).run()
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        for visit in ReservationApiModel.demoVisits {
            let date = Int64(visit.date(today: today, calendar: calendar).timeIntervalSince1970)
            try await sql.raw(
                """
                INSERT INTO reservations (id, user_id, landmark_id, date, party_size, notes, status, created_at)
                VALUES (\(bind: visit.id.uuidString), \(bind: userID), \(bind: visit.landmarkId.uuidString),
                    \(bind: date), \(bind: visit.partySize), \(bind: visit.notes), \(bind: visit.status.rawValue),
                    \(bind: Int64(today.timeIntervalSince1970)))
                """
            ).run()
        }
    }
}
