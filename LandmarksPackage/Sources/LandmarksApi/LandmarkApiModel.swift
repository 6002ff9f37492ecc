public import Foundation

/// A landmark as the backend sends it. Plain wire data: nothing here is validated; the
/// domain layer decides what is usable.
public struct LandmarkApiModel: Codable, Sendable, Hashable, Identifiable {
    /// The landmark's identifier.
    public var id: UUID
    /// Display name.
    public var name: String
    /// Category key, such as `"lakes"`.
    public var category: String
    /// The park or protected area it is in.
    public var park: String
    /// Nearest city.
    public var city: String
    /// State or province.
    public var state: String
    /// The country, in English: "United States".
    public var country: String
    /// A paragraph about it.
    public var description: String
    /// The name of its image asset.
    public var imageName: String
    /// Whether it is promoted in the Featured section.
    public var isFeatured: Bool
    /// Whether the requesting user marked it a favorite; `false` without a token.
    public var isFavorite: Bool
    /// Where it is.
    public var coordinates: CoordinatesApiModel

    /// Creates a landmark record.
    public init(
        id: UUID, name: String, category: String, park: String, city: String, state: String, country: String,
        description: String, imageName: String, isFeatured: Bool, isFavorite: Bool,
        coordinates: CoordinatesApiModel
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.park = park
        self.city = city
        self.state = state
        self.country = country
        self.description = description
        self.imageName = imageName
        self.isFeatured = isFeatured
        self.isFavorite = isFavorite
        self.coordinates = coordinates
    }
}

/// A latitude and longitude in degrees, as sent.
public struct CoordinatesApiModel: Codable, Sendable, Hashable {
    /// Degrees north (negative: south).
    public var latitude: Double
    /// Degrees east (negative: west).
    public var longitude: Double

    /// Creates coordinates.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The body of `PUT /landmarks/{id}/favorite`.
public struct FavoriteRequest: Codable, Sendable, Hashable {
    /// The new favorite state.
    public var isFavorite: Bool

    /// The body that stars (`true`) or unstars (`false`) a landmark.
    public init(isFavorite: Bool) {
        self.isFavorite = isFavorite
    }
}

extension LandmarkApiModel {
    /// The category keys the backend knows, in display order.
    public static let categories = ["lakes", "mountains", "rivers", "canyons", "coasts"]
}
