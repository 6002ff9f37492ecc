public import Foundation
public import WireContract

/// Every reservations route of the backend contract (all need a bearer token; a user sees only
/// their own reservations).
public enum ReservationEndpoints {
    /// `{id}`: a reservation's id, or in `forLandmark` a landmark's.
    public static let id = PathParameter.uuid("id")

    /// `GET /reservations`: the user's reservations.
    public static let list = Route<EmptyBody, [ReservationApiModel]>(.get, "/reservations")
    /// `POST /reservations`: books a visit.
    public static let create = Route<CreateReservationRequest, ReservationApiModel>(.post, "/reservations")
    /// `GET /reservations/{id}`: one reservation.
    public static let detail = Route<EmptyBody, ReservationApiModel>(.get, "/reservations/\(id)")
    /// `PUT /reservations/{id}`: changes date, party size and notes.
    public static let update = Route<UpdateReservationRequest, ReservationApiModel>(
        .put, "/reservations/\(id)")
    /// `POST /reservations/{id}/cancel`: cancels it.
    public static let cancel = Route<EmptyBody, ReservationApiModel>(.post, "/reservations/\(id)/cancel")
    /// `GET /landmarks/{id}/reservations`: the user's reservations for one landmark.
    public static let forLandmark = Route<EmptyBody, [ReservationApiModel]>(
        .get, "/landmarks/\(id)/reservations")

    /// The method and template of every route above.
    public static let routes: [(method: HTTPMethod, template: String)] = [
        (list.method, list.template), (create.method, create.template), (detail.method, detail.template),
        (update.method, update.template), (cancel.method, cancel.template),
        (forLandmark.method, forLandmark.template),
    ]

    /// `GET /reservations/{id}`.
    public static func reservation(id: UUID) -> Endpoint<EmptyBody, ReservationApiModel> {
        detail.endpoint(Self.id, id)
    }

    /// `PUT /reservations/{id}`.
    public static func update(id: UUID, _ body: UpdateReservationRequest) -> Endpoint<
        UpdateReservationRequest, ReservationApiModel
    > {
        update.endpoint(Self.id, id, body: body)
    }

    /// `POST /reservations/{id}/cancel`.
    public static func cancel(id: UUID) -> Endpoint<EmptyBody, ReservationApiModel> {
        cancel.endpoint(Self.id, id)
    }

    /// `GET /landmarks/{id}/reservations`.
    public static func reservations(landmarkId: UUID) -> Endpoint<EmptyBody, [ReservationApiModel]> {
        forLandmark.endpoint(Self.id, landmarkId)
    }
}
