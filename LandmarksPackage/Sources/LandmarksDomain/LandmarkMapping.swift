import Foundation
public import LandmarksApi
public import Toolkit

/// Why a record from the backend cannot become a ``Landmark``.
public enum LandmarkValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name is empty or only whitespace.
    case blankName
    /// The category is not one the app knows.
    case unknownCategory(String)
    /// Latitude or longitude is outside the valid range (or not a number).
    case coordinatesOutOfRange(latitude: Double, longitude: Double)

    /// What is wrong, for the log.
    public var description: String {
        switch self {
        case .blankName: "blank name"
        case let .unknownCategory(category): "unknown category '\(category)'"
        case let .coordinatesOutOfRange(latitude, longitude):
            "coordinates out of range (\(latitude), \(longitude))"
        }
    }
}

extension LandmarkApiModel: DomainRecord {
    /// What a landmark record is called in the log.
    public static let recordName = "landmark"

    /// The validated domain model, or the first reason this record is unusable.
    public func domainModel() throws(LandmarkValidationError) -> Landmark {
        // The common case (no surrounding whitespace, a lowercase category) skips Foundation's
        // trimming and a lowercased copy: mapping runs for every record of every list.
        let isTrimmed =
            name.first.map { !$0.isWhitespace } == true && name.last.map { !$0.isWhitespace } == true
        let trimmedName = isTrimmed ? name : name.trimmingWhitespaceAndNewlines()
        guard !trimmedName.isEmpty else { throw .blankName }
        guard let category = Category(rawValue: category) ?? Category(rawValue: category.lowercased()) else {
            throw .unknownCategory(category)
        }
        guard let coordinates = Coordinates(latitude: coordinates.latitude, longitude: coordinates.longitude)
        else {
            throw .coordinatesOutOfRange(
                latitude: self.coordinates.latitude, longitude: self.coordinates.longitude)
        }
        return Landmark(
            id: id, name: trimmedName, category: category, park: park, city: city, state: state,
            country: country,
            description: description, imageName: imageName, isFeatured: isFeatured, isFavorite: isFavorite,
            coordinates: coordinates)
    }
}

extension Landmark {
    /// The record the backend would send for this landmark.
    public var apiModel: LandmarkApiModel {
        LandmarkApiModel(
            id: id, name: name, category: category.rawValue, park: park, city: city, state: state,
            country: country, description: description, imageName: imageName, isFeatured: isFeatured,
            isFavorite: isFavorite,
            coordinates: CoordinatesApiModel(latitude: coordinates.latitude, longitude: coordinates.longitude)
        )
    }
}
