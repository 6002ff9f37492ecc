public import Foundation
public import WireContract

/// Every trails route of the backend contract. The client builds requests from these and a
/// backend registers its handlers from the same values.
public enum TrailEndpoints {
    /// `{id}`: a trail's id.
    public static let id = PathParameter.uuid("id")

    /// `GET /trails`: every trail.
    public static let list = Route<EmptyBody, [TrailApiModel]>(.get, "/trails")
    /// `GET /trails/{id}`: one trail.
    public static let detail = Route<EmptyBody, TrailApiModel>(.get, "/trails/\(id)")

    /// The method and template of every route above, for the backend's route table checks.
    public static let routes: [(method: HTTPMethod, template: String)] = [
        (list.method, list.template), (detail.method, detail.template),
    ]

    /// `GET /trails`.
    public static func all() -> Endpoint<EmptyBody, [TrailApiModel]> {
        list.endpoint()
    }

    /// `GET /trails/{id}`.
    public static func one(id: UUID) -> Endpoint<EmptyBody, TrailApiModel> {
        detail.endpoint(Self.id, id)
    }
}
