import Foundation
import LandmarksApi
import Logging

/// What a new, empty database is seeded with: the demo landmarks and two development users.
/// The passwords are public (they are in the README): development data, never production.
enum DemoData {
    static let users = [("ada", "ada-password"), ("grace", "grace-password")]

    static func seedIfEmpty(landmarks: any LandmarkRepository, users: any UserRepository, logger: Logger)
        async throws
    {
        guard try await landmarks.isEmpty() else { return }
        try await landmarks.insert(LandmarkApiModel.demo)  // favorites are per user: insert ignores the flag
        for (username, password) in Self.users where try await users.user(named: username) == nil {
            let hash = try await Authenticator.hashPassword(password)
            try await users.insert(StoredUser(id: UUID().uuidString, username: username, passwordHash: hash))
        }
        logger.info(
            "seeded demo data", metadata: ["landmarks": "\(LandmarkApiModel.demo.count)", "users": "2"])
    }
}
