public import Foundation

/// The events `GET /events` carries when the user's favorites change, on any device. Each one's
/// `data` is a ``FavoriteChangeApiModel``. Setting a flag to what it already is sends none.
public enum FavoriteEvent: String, Sendable, CaseIterable {
    /// A landmark became a favorite.
    case added = "favorite.added"
    /// A landmark is no longer a favorite.
    case removed = "favorite.removed"
}

/// The `data` of a ``FavoriteEvent``: which landmark, and its flag now.
public struct FavoriteChangeApiModel: Codable, Sendable, Hashable {
    /// The landmark whose flag changed.
    public var landmarkId: UUID
    /// Whether it is a favorite now.
    public var isFavorite: Bool

    /// The change.
    public init(landmarkId: UUID, isFavorite: Bool) {
        self.landmarkId = landmarkId
        self.isFavorite = isFavorite
    }
}
