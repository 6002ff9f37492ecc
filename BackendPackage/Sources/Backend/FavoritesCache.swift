import Foundation
import LandmarksApi

/// Each user's favorites kept in memory (a ``UserCache``). With a `fence` (a database several
/// instances share), a read passes it first, and reads the database when it cannot.
final class FavoritesCache: LandmarkRepository {
    let base: any LandmarkRepository
    private let favorites: UserCache<Set<UUID>>

    init(base: any LandmarkRepository, fence: WriteFence?) {
        self.base = base
        favorites = UserCache(capacity: 100_000, fence: fence)
    }

    func allLandmarks() async throws -> [LandmarkApiModel] {
        try await base.allLandmarks()
    }

    func favoriteIDs(userID: String) async throws -> Set<UUID> {
        try await favorites.value(for: userID) { try await base.favoriteIDs(userID: userID) }
    }

    /// Forgets the user's favorites (`nil`: everyone's): another instance changed them.
    func forget(_ userID: String?) { favorites.forget(userID) }

    func setFavorite(landmarkID: UUID, userID: String, isFavorite: Bool, now: Date) async throws {
        try await favorites.writing(for: userID) {
            try await base.setFavorite(
                landmarkID: landmarkID, userID: userID, isFavorite: isFavorite, now: now)
        }
    }
}
