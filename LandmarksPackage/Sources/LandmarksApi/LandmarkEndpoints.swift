public import Foundation
public import WireContract

/// Every landmarks route of the backend contract. The client builds requests from these and
/// the backend registers its handlers from the same values.
public enum LandmarkEndpoints {
    /// `{id}`: a landmark's id.
    public static let id = PathParameter.uuid("id")
    /// `{category}`: a category's wire name, `lakes`.
    public static let category = PathParameter.text("category")

    /// `GET /landmarks`: every landmark.
    public static let list = Route<EmptyBody, [LandmarkApiModel]>(.get, "/landmarks")
    /// `GET /landmarks/{id}`: one landmark.
    public static let detail = Route<EmptyBody, LandmarkApiModel>(.get, "/landmarks/\(id)")
    /// `GET /landmarks/category/{category}`: the landmarks in one category.
    public static let byCategory = Route<EmptyBody, [LandmarkApiModel]>(
        .get, "/landmarks/category/\(category)")
    /// `PUT /landmarks/{id}/favorite` (bearer): sets the user's favorite flag; answers the landmark.
    public static let setFavorite = Route<FavoriteRequest, LandmarkApiModel>(
        .put, "/landmarks/\(id)/favorite")

    /// The method and template of every route above, for routers and route-table checks.
    public static let routes: [(method: HTTPMethod, template: String)] = [
        (list.method, list.template), (detail.method, detail.template),
        (byCategory.method, byCategory.template), (setFavorite.method, setFavorite.template),
    ]

    /// `GET /landmarks`.
    public static func landmarks() -> Endpoint<EmptyBody, [LandmarkApiModel]> {
        list.endpoint()
    }

    /// `GET /landmarks/{id}`.
    public static func landmark(id: UUID) -> Endpoint<EmptyBody, LandmarkApiModel> {
        detail.endpoint(Self.id, id)
    }

    /// `GET /landmarks/category/{category}`.
    public static func landmarks(category: String) -> Endpoint<EmptyBody, [LandmarkApiModel]> {
        byCategory.endpoint(Self.category, category)
    }

    /// `PUT /landmarks/{id}/favorite`.
    public static func setFavorite(id: UUID, isFavorite: Bool) -> Endpoint<FavoriteRequest, LandmarkApiModel>
    {
        setFavorite.endpoint(Self.id, id, body: FavoriteRequest(isFavorite: isFavorite))
    }
}
