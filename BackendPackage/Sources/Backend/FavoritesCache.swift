import Foundation
import LandmarksApi

/// Each user's favorites kept in memory (a ``UserCache``), for a database only this process
/// uses.
final class FavoritesCache: LandmarkRepository {
    let base: any LandmarkRepository
    private let favorites = UserCache<Set<UUID>>(capacity: 100_000)

    init(base: any LandmarkRepository) {
        self.base = base
    }

    func allLandmarks() async throws -> [LandmarkApiModel] {
        try await base.allLandmarks()
    }

    func favoriteIDs(userID: String) async throws -> Set<UUID> {
        try await favorites.value(for: userID) { try await base.favoriteIDs(userID: userID) }
    }

    func setFavorite(landmarkID: UUID, userID: String, isFavorite: Bool, now: Date) async throws {
        try await favorites.writing(for: userID) {
            try await base.setFavorite(
                landmarkID: landmarkID, userID: userID, isFavorite: isFavorite, now: now)
        }
    }
}
