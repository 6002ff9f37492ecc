import Foundation
import LandmarksApi
import Synchronization

/// Each user's favorites kept in memory, for a database only this process uses (SQLite, which
/// the server holds with an exclusive lock; see ``Database/isExclusive``). Every write goes
/// through this instance, so invalidating after it keeps the next read exact.
///
/// A read that raced a write must not store what it read before the write: each user has a
/// generation, bumped by every write after it commits, and a read stores its result only if the
/// generation did not move while it was reading.
final class FavoritesCache: LandmarkRepository {
    let base: any LandmarkRepository

    private struct State {
        var favorites: [String: Set<UUID>] = [:]
        var generations: [String: Int] = [:]
    }

    private let state = Mutex(State())

    init(base: any LandmarkRepository) {
        self.base = base
    }

    /// Users whose favorites are kept; past that the table starts again (a read refills it).
    private static let capacity = 100_000

    func allLandmarks() async throws -> [LandmarkApiModel] {
        try await base.allLandmarks()
    }

    func favoriteIDs(userID: String) async throws -> Set<UUID> {
        let (cached, generation) = state.withLock {
            ($0.favorites[userID], $0.generations[userID, default: 0])
        }
        if let cached { return cached }
        let loaded = try await base.favoriteIDs(userID: userID)
        state.withLock { state in
            guard state.generations[userID, default: 0] == generation else { return }
            if state.favorites.count >= Self.capacity { state.favorites.removeAll(keepingCapacity: true) }
            state.favorites[userID] = loaded
        }
        return loaded
    }

    func setFavorite(landmarkID: UUID, userID: String, isFavorite: Bool) async throws {
        defer {
            state.withLock { state in
                state.generations[userID, default: 0] += 1
                state.favorites[userID] = nil
            }
        }
        try await base.setFavorite(landmarkID: landmarkID, userID: userID, isFavorite: isFavorite)
    }
}
