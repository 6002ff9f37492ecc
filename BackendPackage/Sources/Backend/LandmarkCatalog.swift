import Foundation
import LandmarksApi

/// The landmarks, read from the database once at start and kept in memory.
///
/// Landmarks are reference data: nothing writes them after migrations and seeding, which run at
/// start, so every instance sharing a database loads the same rows. Reads then need the database
/// only for what is per user, the favorites; anonymous answers are even encoded ahead of time.
struct LandmarkCatalog: Sendable {
    /// Every landmark in display order, with `isFavorite` false.
    let all: [LandmarkApiModel]
    private let indexByID: [UUID: Int]
    /// What an anonymous request is answered, encoded once: JSON encoding dominated the cost.
    let anonymousAll: EncodedJSON<[LandmarkApiModel]>
    private let anonymousByID: [UUID: EncodedJSON<LandmarkApiModel>]
    private let anonymousByCategory: [String: EncodedJSON<[LandmarkApiModel]>]

    init(_ landmarks: [LandmarkApiModel]) throws {
        all = landmarks.map { record in
            var record = record
            record.isFavorite = false
            return record
        }
        indexByID = Dictionary(all.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        anonymousAll = try EncodedJSON(all)
        anonymousByID = try Dictionary(
            all.map { ($0.id, try EncodedJSON($0)) }, uniquingKeysWith: { first, _ in first })
        let categories = Dictionary(grouping: all, by: \.category)
        anonymousByCategory = try categories.mapValues { try EncodedJSON($0) }
    }

    /// One landmark's anonymous answer.
    func anonymous(id: UUID) -> EncodedJSON<LandmarkApiModel>? { anonymousByID[id] }

    /// One category's anonymous answer (an empty list for a known category with no landmarks).
    func anonymous(category: String) throws -> EncodedJSON<[LandmarkApiModel]> {
        try anonymousByCategory[category] ?? EncodedJSON([])
    }

    /// One landmark.
    func landmark(id: UUID) -> LandmarkApiModel? {
        indexByID[id].map { all[$0] }
    }

    /// The landmarks of one category, in display order.
    func landmarks(category: String) -> [LandmarkApiModel] {
        all.filter { $0.category == category }
    }

    /// `landmarks` with `isFavorite` set from `favorites`.
    static func marking(_ landmarks: [LandmarkApiModel], favorites: Set<UUID>) -> [LandmarkApiModel] {
        guard !favorites.isEmpty else { return landmarks }
        return landmarks.map { record in
            var record = record
            record.isFavorite = favorites.contains(record.id)
            return record
        }
    }
}
