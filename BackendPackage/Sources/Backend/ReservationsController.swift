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
    let authenticator: Authenticator

    func register(in table: RouteTable<AppRequestContext>) {
        table.add(ReservationEndpoints.list, summary: "The user's reservations", requiresToken: true) {
            request, _, _ in
            try await reservations.reservations(
                userID: authenticator.requireUser(request).id, landmarkID: nil)
        }
        table.add(ReservationEndpoints.create, summary: "Book a visit", requiresToken: true) {
            request, _, body in
            let user = try await authenticator.requireUser(request)
            try Self.validate(date: body.date, partySize: body.partySize, notes: body.notes)
            guard catalog.landmark(id: body.landmarkId) != nil else {
                throw APIError.invalidField("landmarkId", "does not name a landmark")
            }
            return try await reservations.create(body, userID: user.id, now: Date())
        }
        table.add(ReservationEndpoints.detail, summary: "One reservation", requiresToken: true) {
            request, context, _ in
            let user = try await authenticator.requireUser(request)
            guard
                let found = try await reservations.reservation(
                    id: context.parameters.uuid("id"), userID: user.id)
            else {
                throw APIError.notFound("reservation")
            }
            return found
        }
        table.add(
            ReservationEndpoints.update, summary: "Change date, party size and notes", requiresToken: true
        ) {
            request, context, body in
            let user = try await authenticator.requireUser(request)
            let id = try context.parameters.uuid("id")
            try Self.validate(date: body.date, partySize: body.partySize, notes: body.notes)
            return try Self.result(
                await reservations.update(id: id, userID: user.id, with: body), action: "changed")
        }
        table.add(ReservationEndpoints.cancel, summary: "Cancel a reservation", requiresToken: true) {
            request, context, _ in
            let user = try await authenticator.requireUser(request)
            let id = try context.parameters.uuid("id")
            return try Self.result(
                await reservations.cancel(id: id, userID: user.id), action: "cancelled again")
        }
        table.add(
            ReservationEndpoints.forLandmark, summary: "The user's reservations for one landmark",
            requiresToken: true
        ) {
            request, context, _ in
            let user = try await authenticator.requireUser(request)
            let id = try context.parameters.uuid("id")
            guard catalog.landmark(id: id) != nil else { throw APIError.notFound("landmark") }
            return try await reservations.reservations(userID: user.id, landmarkID: id)
        }
    }

    static func validate(date: Date, partySize: Int, notes: String) throws {
        if let error = ReservationRules.validate(date: date, partySize: partySize, notes: notes) {
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
