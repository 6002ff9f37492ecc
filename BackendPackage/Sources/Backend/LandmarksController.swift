import Hummingbird
import LandmarksApi
import WireContract

/// `/landmarks`: public reads, which report `isFavorite` for a signed-in user, and favorites.
/// Reads come from the in-memory catalog; only a signed-in user's favorites need the database.
struct LandmarksController: Sendable {
    let landmarks: any LandmarkRepository
    let catalog: LandmarkCatalog
    let authenticator: Authenticator

    func register(in table: RouteTable<AppRequestContext>) {
        table.addEncoded(LandmarkEndpoints.list, summary: "Every landmark", requiresToken: false) {
            request, _, _ in
            try await answer(catalog.all, anonymous: catalog.anonymousAll, for: request)
        }
        table.addEncoded(LandmarkEndpoints.detail, summary: "One landmark", requiresToken: false) {
            request, context, _ in
            let id = try context.parameters.uuid("id")
            guard let landmark = catalog.landmark(id: id), let anonymous = catalog.anonymous(id: id) else {
                throw APIError.notFound("landmark")
            }
            guard let user = try await authenticator.user(request) else { return anonymous }
            var personal = landmark
            personal.isFavorite = try await landmarks.favoriteIDs(userID: user.id).contains(id)
            return try EncodedJSON(personal)
        }
        table.addEncoded(
            LandmarkEndpoints.byCategory, summary: "The landmarks of one category", requiresToken: false
        ) {
            request, context, _ in
            let category = context.parameters.get("category") ?? ""
            guard LandmarkApiModel.categories.contains(category) else {
                throw APIError.invalidField(
                    "category", "must be one of \(LandmarkApiModel.categories.joined(separator: ", "))")
            }
            return try await answer(
                catalog.landmarks(category: category), anonymous: try catalog.anonymous(category: category),
                for: request)
        }
        table.add(LandmarkEndpoints.setFavorite, summary: "Set the user's favorite flag", requiresToken: true)
        {
            request, context, body in
            let user = try await authenticator.requireUser(request)
            let id = try context.parameters.uuid("id")
            guard var landmark = catalog.landmark(id: id) else { throw APIError.notFound("landmark") }
            try await landmarks.setFavorite(landmarkID: id, userID: user.id, isFavorite: body.isFavorite)
            landmark.isFavorite = body.isFavorite
            return landmark
        }
    }

    /// The pre-encoded anonymous answer, or `records` marked with the signed-in user's favorites.
    private func answer(
        _ records: [LandmarkApiModel], anonymous: EncodedJSON<[LandmarkApiModel]>, for request: Request
    ) async throws -> EncodedJSON<[LandmarkApiModel]> {
        guard let user = try await authenticator.user(request) else { return anonymous }
        let favorites = try await landmarks.favoriteIDs(userID: user.id)
        return try EncodedJSON(LandmarkCatalog.marking(records, favorites: favorites))
    }
}
