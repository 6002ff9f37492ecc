import Foundation
import ReservationsApi
import Testing
import WireContract

@Suite struct ReservationsApiTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func reservationJSONFollowsTheContract() throws {
        let reservation = ReservationApiModel(
            id: UUID(), landmarkId: UUID(), landmarkName: "Half Dome", date: Self.now, partySize: 2,
            notes: "",
            status: .confirmed)
        let data = try JSONCoding.encoder().encode(reservation)
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(
            Set(json.keys) == [
                "id", "landmarkId", "landmarkName", "date", "partySize", "notes", "status", "version",
            ])
        #expect(json["version"] as? Int == 1)
        #expect(json["date"] as? String == "2027-01-15T08:00:00Z")
        #expect(json["status"] as? String == "confirmed")
        #expect(try JSONCoding.decoder().decode(ReservationApiModel.self, from: data) == reservation)
        let create = try JSONSerialization.jsonObject(
            with: JSONCoding.encoder().encode(
                CreateReservationRequest(landmarkId: UUID(), date: Self.now, partySize: 1, notes: "x")))
        #expect(
            Set((create as? [String: Any])?.keys ?? [:].keys) == ["landmarkId", "date", "partySize", "notes"])
    }

    @Test(arguments: [
        (-1.0, 2, "", "date"),
        (0.0, 2, "", "date"),
        (3600.0, 0, "", "partySize"),
        (3600.0, 21, "", "partySize"),
        (3600.0, 2, String(repeating: "n", count: 501), "notes"),
    ])
    func eachRuleNamesItsField(offset: Double, partySize: Int, notes: String, field: String) {
        let error = ReservationRules.validate(
            date: Self.now.addingTimeInterval(offset), partySize: partySize, notes: notes, now: Self.now)
        #expect(error?.field == field)
    }

    @Test func valuesAtTheLimitsAreAccepted() {
        let later = Self.now.addingTimeInterval(1)
        #expect(ReservationRules.validate(date: later, partySize: 1, notes: "", now: Self.now) == nil)
        #expect(
            ReservationRules.validate(
                date: later, partySize: 20, notes: String(repeating: "n", count: 500), now: Self.now) == nil)
    }

    @Test func routesFollowTheBackendContract() {
        #expect(
            ReservationEndpoints.routes.map { "\($0.method.rawValue) \($0.template)" } == [
                "GET /reservations", "POST /reservations", "GET /reservations/{id}", "PUT /reservations/{id}",
                "POST /reservations/{id}/cancel", "GET /landmarks/{id}/reservations",
            ])
        let id = UUID()
        #expect(ReservationEndpoints.cancel(id: id).path == "/reservations/\(id.uuidString)/cancel")
        #expect(
            ReservationEndpoints.reservations(landmarkId: id).path
                == "/landmarks/\(id.uuidString)/reservations")
    }

    @Test func notesMayBeLeftOutOfCreateAndUpdateBodies() throws {
        let id = UUID()
        let create = try JSONCoding.decoder().decode(
            CreateReservationRequest.self,
            from: Data(
                #"{"landmarkId":"\#(id.uuidString)","date":"2027-01-15T08:00:00Z","partySize":3}"#.utf8))
        #expect(create == CreateReservationRequest(landmarkId: id, date: Self.now, partySize: 3, notes: ""))
        let update = try JSONCoding.decoder().decode(
            UpdateReservationRequest.self, from: Data(#"{"date":"2027-01-15T08:00:00Z","partySize":4}"#.utf8))
        #expect(update == UpdateReservationRequest(date: Self.now, partySize: 4, notes: ""))
        #expect(throws: DecodingError.self) {
            try JSONCoding.decoder().decode(
                UpdateReservationRequest.self, from: Data(#"{"partySize":4}"#.utf8))
        }
    }

    @Test func notesGivenAsNullAreRefusedAsTheSchemaSays() {
        // Schemathesis found the server taking `"notes": null` for notes left out.
        #expect(throws: DecodingError.self) {
            try JSONCoding.decoder().decode(
                UpdateReservationRequest.self,
                from: Data(#"{"date":"2027-01-15T08:00:00Z","partySize":4,"notes":null}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONCoding.decoder().decode(
                CreateReservationRequest.self,
                from: Data(
                    #"{"landmarkId":"\#(UUID().uuidString)","date":"2027-01-15T08:00:00Z","partySize":3,"notes":null}"#
                        .utf8))
        }
    }

    @Test func violationsListEveryBrokenRuleAtOnce() {
        let broken = ReservationRules.violations(
            date: Self.now, partySize: 0, notes: String(repeating: "n", count: 501), now: Self.now)
        #expect(broken == [.date, .partySize, .notes])
        #expect(
            ReservationRules.violations(date: Self.now + 1, partySize: 2, notes: "", now: Self.now).isEmpty)
    }
}
