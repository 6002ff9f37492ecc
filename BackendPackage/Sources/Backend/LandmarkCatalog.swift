import Foundation
import LandmarksApi
import NIOCore

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
    private let anonymousByCategory: [String: EncodedJSON<[LandmarkApiModel]>]
    /// Each landmark encoded twice, as a favorite and not: a signed-in answer is then assembled
    /// from these bytes, never encoded per request.
    private let encodedByID:
        [UUID: (plain: EncodedJSON<LandmarkApiModel>, favorite: EncodedJSON<LandmarkApiModel>)]

    init(_ landmarks: [LandmarkApiModel]) throws {
        all = landmarks.map { record in
            var record = record
            record.isFavorite = false
            return record
        }
        indexByID = Dictionary(all.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        anonymousAll = try EncodedJSON(all)
        encodedByID = try Dictionary(
            all.map { record in
                var favorite = record
                favorite.isFavorite = true
                return (record.id, (plain: try EncodedJSON(record), favorite: try EncodedJSON(favorite)))
            }, uniquingKeysWith: { first, _ in first })
        let categories = Dictionary(grouping: all, by: \.category)
        anonymousByCategory = try categories.mapValues { try EncodedJSON($0) }
    }

    /// One landmark's answer, for a caller who has it as a favorite or not (anonymous: not).
    func encoded(id: UUID, isFavorite: Bool = false) -> EncodedJSON<LandmarkApiModel>? {
        encodedByID[id].map { isFavorite ? $0.favorite : $0.plain }
    }

    /// `records` marked with `favorites`, assembled from each record's pre-encoded bytes: the
    /// shared encoder writes an array as `[` elements joined by `,` `]`, so this is byte for byte
    /// what encoding the marked array would give (a test compares them).
    func encoded(_ records: [LandmarkApiModel], favorites: Set<UUID>) throws -> EncodedJSON<
        [LandmarkApiModel]
    > {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(records.count * 512)
        buffer.writeStaticString("[")
        for (index, record) in records.enumerated() {
            if index > 0 { buffer.writeStaticString(",") }
            guard let element = encoded(id: record.id, isFavorite: favorites.contains(record.id)) else {
                return try EncodedJSON(Self.marking(records, favorites: favorites))
            }
            buffer.writeImmutableBuffer(element.bytes)
        }
        buffer.writeStaticString("]")
        return EncodedJSON(assembledFrom: buffer)
    }

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
