import Foundation
import Logging
import HTTPTypes
import Hummingbird
import LandmarksApi
import ReservationsApi
import Testing
import WireContract

@Suite(.timeLimit(.minutes(2))) struct ReservationRoutesTests {
    static let halfDome = LandmarkApiModel.demo[13].id
    static let future = "2031-06-01T09:00:00Z"

    static func body(
        landmark: UUID = halfDome, date: String = future, partySize: Int = 4, notes: String = "Sunrise"
    )
        -> String
    {
        #"{"landmarkId":"\#(landmark.uuidString)","date":"\#(date)","partySize":\#(partySize),"notes":"\#(notes)"}"#
    }

    @Test(arguments: TestDatabase.available)
    func aChangeMadeAgainstAnOldVersionIsRefusedWith412(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let ada = try await api.token("ada")
            let created = try await api.send(.post, "/reservations", token: ada, json: Self.body())
            #expect(created.headers[.eTag] == #""1""#)
            let id = try created.decode(ReservationApiModel.self).id
            let path = ReservationEndpoints.reservation(id: id).path
            #expect(try await api.send(.get, path, token: ada).headers[.eTag] == #""1""#)
            let update = #"{"date":"2031-07-01T09:00:00Z","partySize":2}"#

            // This device read version 1 and saves: fine, now 2.
            let saved = try await api.send(.put, path, token: ada, json: update, headers: [.ifMatch: #""1""#])
            #expect(saved.status == .ok && saved.headers[.eTag] == #""2""#)
            #expect(try saved.decode(ReservationApiModel.self).version == 2)
            // Another device still holds version 1: refused, with the version there is now.
            let late = try await api.send(.put, path, token: ada, json: update, headers: [.ifMatch: #""1""#])
            #expect(late.status == .preconditionFailed)
            #expect(late.errorCode == "reservation_changed" && late.headers[.eTag] == #""2""#)
            let lateCancel = try await api.send(
                .post, path + "/cancel", token: ada, headers: [.ifMatch: #"W/"1""#])
            #expect(lateCancel.status == .preconditionFailed)
            let notATag = try await api.send(
                .put, path, token: ada, json: update, headers: [.ifMatch: "\"x\""])
            #expect(notATag.status == .badRequest && notATag.errorCode == "invalid_field")
            // Unconditional (no If-Match, or `*`) changes whatever is there.
            #expect(
                try await api.send(.put, path, token: ada, json: update, headers: [.ifMatch: "*"]).status
                    == .ok)
            let cancelled = try await api.send(
                .post, path + "/cancel", token: ada, headers: [.ifMatch: #""3""#])
            #expect(cancelled.status == .ok && cancelled.headers[.eTag] == #""4""#)
            // A cancelled reservation says so, whatever version is named.
            let afterCancel = try await api.send(
                .put, path, token: ada, json: update, headers: [.ifMatch: #""3""#])
            #expect(afterCancel.status == .conflict && afterCancel.errorCode == "reservation_cancelled")
        }
    }

    @Test(arguments: TestDatabase.available)
    func createReadUpdateCancel(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let ada = try await api.token("ada")
            let created = try await api.send(.post, "/reservations", token: ada, json: Self.body())
            #expect(created.status == .ok)
            let reservation = try created.decode(ReservationApiModel.self)
            #expect(reservation.landmarkName == "Half Dome")
            #expect(reservation.status == .confirmed)
            #expect(reservation.partySize == 4)
            #expect(created.text.contains(#""date":"2031-06-01T09:00:00Z""#))
            let path = ReservationEndpoints.reservation(id: reservation.id).path
            #expect(
                try await api.send(.get, path, token: ada).decode(ReservationApiModel.self) == reservation)

            let update = #"{"date":"2031-07-01T09:00:00Z","partySize":2,"notes":"Moved"}"#
            let updated = try await api.send(.put, path, token: ada, json: update).decode(
                ReservationApiModel.self)
            #expect(updated.partySize == 2 && updated.notes == "Moved")

            let cancelPath = ReservationEndpoints.cancel(id: reservation.id).path
            #expect(
                try await api.send(.post, cancelPath, token: ada).decode(ReservationApiModel.self).status
                    == .cancelled)
            let afterCancel = try await api.send(.put, path, token: ada, json: update)
            #expect(afterCancel.status == .conflict)
            #expect(afterCancel.errorCode == "reservation_cancelled")
            #expect(try await api.send(.post, cancelPath, token: ada).status == .conflict)

            let list = try await api.send(.get, "/reservations", token: ada).decode(
                [ReservationApiModel].self)
            #expect(list.map(\.id) == [reservation.id])
            let forLandmark = try await api.send(
                .get, ReservationEndpoints.reservations(landmarkId: Self.halfDome).path, token: ada)
            #expect(try forLandmark.decode([ReservationApiModel].self).count == 1)
            let otherLandmark = try await api.send(
                .get, ReservationEndpoints.reservations(landmarkId: LandmarkApiModel.demo[0].id).path,
                token: ada)
            #expect(try otherLandmark.decode([ReservationApiModel].self).isEmpty)
        }
    }

    /// Two users: each sees and changes only their own; another's reservation is a 404, like an unknown id.
    @Test(arguments: TestDatabase.available)
    func usersSeeAndChangeOnlyTheirOwn(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let ada = try await api.token("ada")
            let grace = try await api.token("grace")
            let adas = try await api.send(.post, "/reservations", token: ada, json: Self.body())
                .decode(ReservationApiModel.self)
            let graces = try await api.send(
                .post, "/reservations", token: grace, json: Self.body(partySize: 1)
            )
            .decode(ReservationApiModel.self)
            let update = #"{"date":"2031-07-01T09:00:00Z","partySize":2,"notes":""}"#
            for (token, own, other) in [(ada, adas, graces), (grace, graces, adas)] {
                #expect(
                    try await api.send(.get, "/reservations", token: token).decode([ReservationApiModel].self)
                        == [own])
                let detail = ReservationEndpoints.reservation(id: other.id).path
                #expect(try await api.send(.get, detail, token: token).status == .notFound)
                #expect(try await api.send(.put, detail, token: token, json: update).status == .notFound)
                let cancel = ReservationEndpoints.cancel(id: other.id).path
                #expect(try await api.send(.post, cancel, token: token).status == .notFound)
                let byLandmark = try await api.send(
                    .get, ReservationEndpoints.reservations(landmarkId: Self.halfDome).path, token: token)
                #expect(try byLandmark.decode([ReservationApiModel].self) == [own])
            }
            #expect(
                try await api.send(.get, ReservationEndpoints.reservation(id: adas.id).path, token: ada)
                    .decode(ReservationApiModel.self).status == .confirmed,
                "nothing of ada's was changed by grace")
            for route in ReservationEndpoints.routes {
                let path = route.template.replacingOccurrences(of: "{id}", with: adas.id.uuidString)
                let method = HTTPRequest.Method(rawValue: route.method.rawValue) ?? .get
                #expect(
                    try await api.send(method, path, json: Self.body()).status == .unauthorized,
                    "\(route.template)")
            }
        }
    }

    @Test(arguments: [
        (body(date: "2001-01-01T00:00:00Z"), "date must be in the future"),
        (body(partySize: 0), "partySize must be between 1 and 20"),
        (body(partySize: 21), "partySize must be between 1 and 20"),
        (body(notes: String(repeating: "n", count: 501)), "notes must be at most 500 characters"),
        (body(landmark: UUID()), "landmarkId does not name a landmark"),
    ])
    func rulesAreCheckedAndNameTheField(json: String, message: String) async throws {
        try await withApp { api in
            let reply = try await api.send(
                .post, "/reservations", token: try await api.token("ada"), json: json)
            #expect(reply.status == .badRequest)
            let field = String(message.prefix { $0 != " " })
            #expect(
                try reply.decode(ErrorResponse.self).error
                    == .init(code: ErrorResponse.invalidField, message: message, field: field))
        }
    }

    @Test func notesMayBeLeftOutOfCreateAndUpdate() async throws {
        try await withApp { api in
            let ada = try await api.token("ada")
            let create =
                #"{"landmarkId":"\#(Self.halfDome.uuidString)","date":"\#(Self.future)","partySize":3}"#
            let created = try await api.send(.post, "/reservations", token: ada, json: create)
            #expect(created.status == .ok)
            let reservation = try created.decode(ReservationApiModel.self)
            #expect(reservation.notes == "")
            let path = ReservationEndpoints.reservation(id: reservation.id).path
            let withNotes = try await api.send(
                .put, path, token: ada, json: #"{"date":"\#(Self.future)","partySize":3,"notes":"Hi"}"#)
            #expect(try withNotes.decode(ReservationApiModel.self).notes == "Hi")
            let cleared = try await api.send(
                .put, path, token: ada, json: #"{"date":"\#(Self.future)","partySize":5}"#)
            let updated = try cleared.decode(ReservationApiModel.self)
            #expect(updated.notes == "" && updated.partySize == 5, "a missing notes key means none")
        }
    }

    @Test func inTheFutureMeansAfterTheServersClock() async throws {
        let clock = TestClock()  // 2030-03-17
        try await withApp(clock: clock.serverClock) { (api: TestAPI) async throws in
            let token = try await api.token("ada")
            #expect(try await api.send(.post, "/reservations", token: token, json: Self.body()).status == .ok)
            clock.advance(by: 2 * 365 * 24 * 3600)  // past 2031-06-01, and past the token's 30 days
            #expect(try await api.send(.get, "/reservations", token: token).status == .unauthorized)
            let late = try await api.send(
                .post, "/reservations", token: try await api.token("ada"), json: Self.body())
            #expect(late.status == .badRequest)
            #expect(try late.decode(ErrorResponse.self).error.message == "date must be in the future")
        }
    }
}
