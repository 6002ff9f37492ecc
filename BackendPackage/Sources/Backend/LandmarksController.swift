import Hummingbird
import LandmarksApi
import WireContract

/// `/landmarks`: public reads, which report `isFavorite` for a signed-in user, and favorites.
/// Reads come from the in-memory catalog; only a signed-in user's favorites need the database
/// (or, on SQLite, the ``FavoritesCache``).
struct LandmarksController: FeatureBackend {
    let landmarks: any LandmarkRepository
    let catalog: LandmarkCatalog
    let clock: ServerClock

    init(_ parts: BackendParts) {
        (landmarks, catalog, clock) = (parts.favorites, parts.catalog, parts.clock)
    }

    static let routes = LandmarkEndpoints.routes
    /// Its tables are the server's own (``Migrations``), its schemas ``APISchemas``'s.
    static let migration: FeatureMigration? = nil
    static let schemas: [(name: String, schema: JSONSchema, sample: any Encodable & Sendable)] = []

    func register(in table: RouteTable) {
        table.addPersonalised(LandmarkEndpoints.list, operation: "listLandmarks", summary: "Every landmark") {
            _, _, _, user in
            try await answer(catalog.all, anonymous: catalog.anonymousAll, for: user)
        }
        table.addPersonalised(LandmarkEndpoints.detail, operation: "getLandmark", summary: "One landmark") {
            _, context, _, user in
            let id = try context.parameters.require(LandmarkEndpoints.id)
            guard let anonymous = catalog.encoded(id: id) else { throw APIError.notFound("landmark") }
            guard let user else { return anonymous }
            let isFavorite = try await landmarks.favoriteIDs(userID: user.id).contains(id)
            return catalog.encoded(id: id, isFavorite: isFavorite) ?? anonymous
        }
        table.addPersonalised(
            LandmarkEndpoints.byCategory, operation: "listLandmarksByCategory",
            summary: "The landmarks of one category"
        ) {
            _, context, _, user in
            let category = try context.parameters.require(LandmarkEndpoints.category)
            guard LandmarkApiModel.categories.contains(category) else {
                throw APIError.invalidField(
                    LandmarkEndpoints.category.name,
                    "must be one of \(LandmarkApiModel.categories.joined(separator: ", "))")
            }
            return try await answer(
                catalog.landmarks(category: category), anonymous: try catalog.anonymous(category: category),
                for: user)
        }
        table.addSignedIn(
            LandmarkEndpoints.setFavorite, operation: "setFavorite", summary: "Set the user's favorite flag"
        ) {
            _, context, body, user in
            let id = try context.parameters.require(LandmarkEndpoints.id)
            guard var landmark = catalog.landmark(id: id) else { throw APIError.notFound("landmark") }
            try await landmarks.setFavorite(
                landmarkID: id, userID: user.id, isFavorite: body.isFavorite, now: clock.now())
            landmark.isFavorite = body.isFavorite
            return landmark
        }
    }

    /// The pre-encoded anonymous answer, or `records` marked with the signed-in user's favorites.
    private func answer(
        _ records: [LandmarkApiModel], anonymous: EncodedJSON<[LandmarkApiModel]>, for user: StoredUser?
    ) async throws -> EncodedJSON<[LandmarkApiModel]> {
        guard let user else { return anonymous }
        return try catalog.encoded(records, favorites: try await landmarks.favoriteIDs(userID: user.id))
    }
}
