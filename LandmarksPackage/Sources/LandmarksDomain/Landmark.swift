public import Foundation

/// A landmark the app can show: every field validated.
public struct Landmark: Sendable, Hashable, Codable, Identifiable {
    /// The landmark's identifier.
    public var id: UUID
    /// Display name; never blank.
    public var name: String
    /// What kind of place it is.
    public var category: Category
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
    /// Whether the user marked it a favorite.
    public var isFavorite: Bool
    /// Where it is; always in range.
    public var coordinates: Coordinates

    /// A landmark from validated values; the Domain's mapping is where records are checked.
    public init(
        id: UUID, name: String, category: Category, park: String, city: String, state: String,
        country: String,
        description: String, imageName: String, isFeatured: Bool, isFavorite: Bool, coordinates: Coordinates
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

    /// "City, State, Country", leaving out blank parts.
    public var location: String {
        [city, state, country].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

/// A position on Earth in degrees.
public struct Coordinates: Sendable, Hashable, Codable {
    /// Degrees north, -90...90.
    public var latitude: Double
    /// Degrees east, -180...180.
    public var longitude: Double

    /// Creates coordinates, or `nil` when either value is out of range or not a number.
    public init?(latitude: Double, longitude: Double) {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    private enum CodingKeys: String, CodingKey { case latitude, longitude }

    /// Decodes coordinates (from the cache), rejecting values out of range as the failable
    /// initializer does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        guard let valid = Coordinates(latitude: latitude, longitude: longitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .latitude, in: container, debugDescription: "coordinates out of range")
        }
        self = valid
    }

    /// `34.0110° N, 116.1662° W`.
    public var formatted: String {
        func format(_ value: Double, _ positive: String, _ negative: String) -> String {
            let scaled = (abs(value) * 10_000).rounded()
            let whole = Int(scaled) / 10_000
            let fraction = String(Int(scaled) % 10_000)
            return
                "\(whole).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)° \(value < 0 ? negative : positive)"
        }
        return "\(format(latitude, "N", "S")), \(format(longitude, "E", "W"))"
    }
}
