import Foundation
import Hummingbird
import ReservationsApi
import WireContract

/// `/reservations` and `/landmarks/{id}/reservations`: bearer only; a user sees and changes only
/// their own, and another user's reservation answers 404 as an unknown id does. Landmarks are
/// checked against the catalog, which holds every landmark there is.
struct ReservationsController: FeatureBackend {
    let reservations: any ReservationRepository
    let catalog: LandmarkCatalog
    let clock: ServerClock

    init(_ parts: BackendParts) {
        (reservations, catalog, clock) = (parts.reservations, parts.catalog, parts.clock)
    }

    static let routes = ReservationEndpoints.routes
    /// Its tables are the server's own (``Migrations``), its schemas ``APISchemas``'s.
    static let migration: FeatureMigration? = nil
    static let schemas: [(name: String, schema: JSONSchema, sample: any Encodable & Sendable)] = []

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
            (_, _, body, user) async throws -> EncodedJSON<ReservationApiModel> in
            let now = clock.now()
            try Self.validate(date: body.date, partySize: body.partySize, notes: body.notes, now: now)
            guard catalog.landmark(id: body.landmarkId) != nil else {
                throw APIError.invalidField("landmarkId", "does not name a landmark")
            }
            return try Self.tagged(try await reservations.create(body, userID: user.id, now: now))
        }
        table.addSignedIn(
            ReservationEndpoints.detail, operation: "getReservation", summary: "One reservation"
        ) {
            (_, context, _, user) async throws -> EncodedJSON<ReservationApiModel> in
            guard
                let found = try await reservations.reservation(
                    id: context.parameters.require(ReservationEndpoints.id), userID: user.id)
            else {
                throw APIError.notFound("reservation")
            }
            return try Self.tagged(found)
        }
        table.addSignedIn(
            ReservationEndpoints.update, operation: "updateReservation",
            summary: "Change date, party size and notes", conditional: true
        ) {
            (request, context, body, user) async throws -> EncodedJSON<ReservationApiModel> in
            let id = try context.parameters.require(ReservationEndpoints.id)
            let now = clock.now()
            try Self.validate(date: body.date, partySize: body.partySize, notes: body.notes, now: now)
            return try Self.result(
                await reservations.update(
                    id: id, userID: user.id, with: body, expectedVersion: Self.expectedVersion(request),
                    now: now),
                action: "changed")
        }
        table.addSignedIn(
            ReservationEndpoints.cancel, operation: "cancelReservation", summary: "Cancel a reservation",
            conditional: true
        ) {
            (request, context, _, user) async throws -> EncodedJSON<ReservationApiModel> in
            let id = try context.parameters.require(ReservationEndpoints.id)
            return try Self.result(
                await reservations.cancel(
                    id: id, userID: user.id, expectedVersion: Self.expectedVersion(request), now: clock.now()),
                action: "cancelled again")
        }
        table.addSignedIn(
            ReservationEndpoints.forLandmark, operation: "listLandmarkReservations",
            summary: "The user's reservations for one landmark"
        ) {
            _, context, _, user in
            let id = try context.parameters.require(ReservationEndpoints.id)
            guard catalog.landmark(id: id) != nil else { throw APIError.notFound("landmark") }
            return try await reservations.reservations(userID: user.id, landmarkID: id)
        }
    }

    static func validate(date: Date, partySize: Int, notes: String, now: Date) throws {
        if let error = ReservationRules.validate(date: date, partySize: partySize, notes: notes, now: now) {
            throw APIError.invalidField(error.field, error.message)
        }
    }

    static func result(_ update: ReservationUpdate, action: String) throws -> EncodedJSON<ReservationApiModel>
    {
        switch update {
        case let .updated(reservation): return try tagged(reservation)
        case .notFound: throw APIError.notFound("reservation")
        case .cancelled:
            throw APIError(
                .conflict, code: "reservation_cancelled",
                message: "A cancelled reservation cannot be \(action).")
        case let .stale(current):
            throw APIError(
                .preconditionFailed, code: "reservation_changed",
                message:
                    "The reservation changed since you read it (it is now version \(current.version)); read it again.",
                headers: [.eTag: EntityTag.header(version: current.version)])
        }
    }

    /// The reservation with its version as `ETag`, for the `If-Match` of a later change.
    static func tagged(_ reservation: ReservationApiModel) throws -> EncodedJSON<ReservationApiModel> {
        try EncodedJSON(reservation, eTag: EntityTag.header(version: reservation.version))
    }

    /// The version `If-Match` names; `nil` (change whatever is there) without one or for `*`.
    /// A value that is not a version's tag is a 400, as the document's pattern says.
    static func expectedVersion(_ request: Request) throws -> Int? {
        guard let header = request.headers[.ifMatch] else { return nil }
        if header.trimmingCharacters(in: .whitespaces) == "*" { return nil }
        guard let version = EntityTag.version(fromIfMatch: header) else {
            throw APIError.invalidField(
                EntityTag.ifMatchHeader, #"must be a version's tag, such as "3", or *"#)
        }
        return version
    }
}
