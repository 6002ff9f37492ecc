import Foundation
import LandmarksApi
import ReservationsApi

/// A state the database should never be in; answered as a logged 500.
struct RepositoryError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A user as stored: never the password, only its bcrypt hash.
struct StoredUser: Sendable, Equatable {
    var id: String
    var username: String
    var passwordHash: String
}

/// Landmarks and each user's favorites. Reads of landmarks themselves go through the
/// `LandmarkCatalog`, loaded once at start with ``allLandmarks()``.
protocol LandmarkRepository: Sendable {
    /// Every landmark in display order, with `isFavorite` false.
    func allLandmarks() async throws -> [LandmarkApiModel]
    /// The ids of the landmarks `userID` marked as favorites.
    func favoriteIDs(userID: String) async throws -> Set<UUID>
    /// Sets the user's favorite flag for a landmark that exists; a flag that changed is recorded
    /// as a ``FavoriteEvent``.
    func setFavorite(landmarkID: UUID, userID: String, isFavorite: Bool, now: Date) async throws
}

/// Users and their bearer tokens (stored as SHA-256 hashes).
protocol UserRepository: Sendable {
    func user(named username: String) async throws -> StoredUser?
    func storeToken(hash: String, userID: String, expiresAt: Date) async throws
    /// The token with `hash`, expired or not (callers check the expiry against their clock).
    func token(hash: String) async throws -> TokenRecord?
    func deleteToken(hash: String) async throws
}

/// What an update found.
enum ReservationUpdate: Sendable, Equatable {
    case updated(ReservationApiModel)
    case notFound
    case cancelled
    /// Its version is no longer the one the change was made against: someone changed it since.
    case stale(current: ReservationApiModel)
}

/// Reservations; every method sees only the given user's own, and every change is recorded as a
/// ``ReservationEvent`` in the same transaction. `expectedVersion` (from `If-Match`) makes a
/// change conditional: `nil` changes whatever version there is.
protocol ReservationRepository: Sendable {
    func reservations(userID: String, landmarkID: UUID?) async throws -> [ReservationApiModel]
    /// The user's whole list encoded as `GET /reservations` answers it.
    func encodedReservations(userID: String) async throws -> EncodedJSON<[ReservationApiModel]>
    func reservation(id: UUID, userID: String) async throws -> ReservationApiModel?
    /// Creates one for a landmark that exists.
    func create(_ request: CreateReservationRequest, userID: String, now: Date) async throws
        -> ReservationApiModel
    func update(
        id: UUID, userID: String, with request: UpdateReservationRequest, expectedVersion: Int?, now: Date
    ) async throws -> ReservationUpdate
    func cancel(id: UUID, userID: String, expectedVersion: Int?, now: Date) async throws -> ReservationUpdate
}

extension ReservationRepository {
    /// Encodes ``reservations(userID:landmarkID:)`` on every call.
    func encodedReservations(userID: String) async throws -> EncodedJSON<[ReservationApiModel]> {
        try EncodedJSON(try await reservations(userID: userID, landmarkID: nil))
    }
}
