import Foundation
import Hummingbird
import ReservationsApi
import WireContract

/// `/reservations` and `/landmarks/{id}/reservations`: bearer only; a user sees and changes only
/// their own, and another user's reservation answers 404 as an unknown id does. Landmarks are
/// checked against the catalog, which holds every landmark there is.
struct ReservationsController: Sendable {
    let reservations: any ReservationRepository
    let catalog: LandmarkCatalog
    let clock: ServerClock

    /// What a created reservation's `id` leads to, for stateful API testing tools.
    static let createdLinks = [
        "GetReservation": RouteLink(operationID: "getReservation", parameters: ["id": "$response.body#/id"]),
        "UpdateReservation": RouteLink(
            operationID: "updateReservation", parameters: ["id": "$response.body#/id"]),
        "CancelReservation": RouteLink(
            operationID: "cancelReservation", parameters: ["id": "$response.body#/id"]),
    ]

    func register(in table: RouteTable) {
        table.addSignedIn(
            ReservationEndpoints.list, operation: "listReservations", summary: "The user's reservations"
        ) {
            (_, _, _, user) async throws -> EncodedJSON<[ReservationApiModel]> in
            try await reservations.encodedReservations(userID: user.id)
        }
        table.addSignedIn(
            ReservationEndpoints.create, operation: "createReservation", summary: "Book a visit",
            links: Self.createdLinks
        ) {
            _, _, body, user in
            let now = clock.now()
            try Self.validate(date: body.date, partySize: body.partySize, notes: body.notes, now: now)
            guard catalog.landmark(id: body.landmarkId) != nil else {
                throw APIError.invalidField("landmarkId", "does not name a landmark")
            }
            return try await reservations.create(body, userID: user.id, now: now)
        }
        table.addSignedIn(
            ReservationEndpoints.detail, operation: "getReservation", summary: "One reservation"
        ) {
            _, context, _, user in
            guard
                let found = try await reservations.reservation(
                    id: context.parameters.uuid("id"), userID: user.id)
            else {
                throw APIError.notFound("reservation")
            }
            return found
        }
        table.addSignedIn(
            ReservationEndpoints.update, operation: "updateReservation",
            summary: "Change date, party size and notes"
        ) {
            _, context, body, user in
            let id = try context.parameters.uuid("id")
            try Self.validate(date: body.date, partySize: body.partySize, notes: body.notes, now: clock.now())
            return try Self.result(
                await reservations.update(id: id, userID: user.id, with: body), action: "changed")
        }
        table.addSignedIn(
            ReservationEndpoints.cancel, operation: "cancelReservation", summary: "Cancel a reservation"
        ) {
            _, context, _, user in
            let id = try context.parameters.uuid("id")
            return try Self.result(
                await reservations.cancel(id: id, userID: user.id), action: "cancelled again")
        }
        table.addSignedIn(
            ReservationEndpoints.forLandmark, operation: "listLandmarkReservations",
            summary: "The user's reservations for one landmark"
        ) {
            _, context, _, user in
            let id = try context.parameters.uuid("id")
            guard catalog.landmark(id: id) != nil else { throw APIError.notFound("landmark") }
            return try await reservations.reservations(userID: user.id, landmarkID: id)
        }
    }

    static func validate(date: Date, partySize: Int, notes: String, now: Date) throws {
        if let error = ReservationRules.validate(date: date, partySize: partySize, notes: notes, now: now) {
            throw APIError.invalidField(error.field, error.message)
        }
    }

    static func result(_ update: ReservationUpdate, action: String) throws -> ReservationApiModel {
        switch update {
        case let .updated(reservation): return reservation
        case .notFound: throw APIError.notFound("reservation")
        case .cancelled:
            throw APIError(
                .conflict, code: "reservation_cancelled",
                message: "A cancelled reservation cannot be \(action).")
        }
    }
}
