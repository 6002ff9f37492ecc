import Hummingbird
import LandmarksApi
import Toolkit

/// `/landmarks`: public reads, which report `isFavorite` for a signed-in user, and favorites.
struct LandmarksController: Sendable {
    let landmarks: any LandmarkRepository
    let authenticator: Authenticator

    func register(in table: RouteTable<AppRequestContext>) {
        table.add(LandmarkEndpoints.list, summary: "Every landmark", requiresToken: false) { request, _, _ in
            try await landmarks.landmarks(category: nil, userID: authenticator.user(request)?.id)
        }
        table.add(LandmarkEndpoints.detail, summary: "One landmark", requiresToken: false) {
            request, context, _ in
            let id = try context.parameters.uuid("id")
            guard let landmark = try await landmarks.landmark(id: id, userID: authenticator.user(request)?.id)
            else {
                throw APIError.notFound("landmark")
            }
            return landmark
        }
        table.add(
            LandmarkEndpoints.byCategory, summary: "The landmarks of one category", requiresToken: false
        ) {
            request, context, _ in
            let category = context.parameters.get("category") ?? ""
            guard LandmarkApiModel.categories.contains(category) else {
                throw APIError.invalidField(
                    "category", "must be one of \(LandmarkApiModel.categories.joined(separator: ", "))")
            }
            return try await landmarks.landmarks(category: category, userID: authenticator.user(request)?.id)
        }
        table.add(LandmarkEndpoints.setFavorite, summary: "Set the user's favorite flag", requiresToken: true)
        {
            request, context, body in
            let user = try await authenticator.requireUser(request)
            let id = try context.parameters.uuid("id")
            guard
                let landmark = try await landmarks.setFavorite(
                    landmarkID: id, userID: user.id, isFavorite: body.isFavorite)
            else { throw APIError.notFound("landmark") }
            return landmark
        }
    }
}
