import Foundation
import LandmarksApi
import ReservationsApi
import Testing
import WireContract

@testable import Backend

/// The document's schemas against the Swift types they describe: a sample of every type, encoded
/// as the server encodes it, must meet its schema (keys, required keys, types, enums, bounds).
@Suite struct OpenAPISchemaTests {
    static let date = Date(timeIntervalSince1970: 1_900_000_000)
    static let reservation = ReservationApiModel(
        id: UUID(), landmarkId: LandmarkApiModel.demo[0].id, landmarkName: "Turtle Rock", date: date,
        partySize: ReservationRules.partySize.upperBound,
        notes: String(repeating: "n", count: ReservationRules.maximumNotesLength), status: .cancelled)

    /// One encoded sample per type the API sends or takes, by type name.
    static let samples: [String: any Encodable & Sendable] = [
        "LandmarkApiModel": LandmarkApiModel.demo[0],
        "CoordinatesApiModel": LandmarkApiModel.demo[0].coordinates,
        "FavoriteRequest": FavoriteRequest(isFavorite: true),
        "ReservationApiModel": reservation,
        "CreateReservationRequest": CreateReservationRequest(
            landmarkId: LandmarkApiModel.demo[1].id, date: date, partySize: 1, notes: ""),
        "UpdateReservationRequest": UpdateReservationRequest(date: date, partySize: 3, notes: "window seat"),
        "ServerSentEvent": ServerSentEvent(id: "42", event: ReservationEvent.created.rawValue, data: "{}"),
        "LoginResponse": LoginResponse(token: "abc", user: UserApiModel(username: "ada")),
        "UserApiModel": UserApiModel(username: "ada"),
        "HealthResponse": HealthResponse(status: "ok"),
        "EmptyResponse": EmptyResponse(),
        "ErrorResponse": ErrorResponse(
            code: "invalid_field", message: "partySize must be between 1 and 20", field: "partySize"),
    ]

    @Test func everySchemaHasASampleAndEverySampleMeetsItsSchema() throws {
        let generated = FeatureBackends.all.flatMap { $0.schemas }.map { ($0.name, $0.sample) }
        let samples = Self.samples.merging(generated) { written, _ in written }
        #expect(Set(APISchemas.all.map(\.name)) == Set(samples.keys))
        for (name, schema) in APISchemas.all {
            let sample = try #require(samples[name])
            let json = try JSONValue.encoding(sample)
            #expect(SchemaCheck.violations(json, schema) == [], "\(name)")
        }
        for landmark in LandmarkApiModel.demo {
            let json = try JSONValue.encoding(landmark)
            #expect(SchemaCheck.violations(json, APISchemas.all[0].schema) == [], "\(landmark.name)")
        }
    }

    @Test func theCheckCatchesWhatASchemaForbids() throws {
        let landmark = try #require(APISchemas.all.first { $0.name == "LandmarkApiModel" }?.schema)
        guard case var .object(record) = try JSONValue.encoding(LandmarkApiModel.demo[0]) else {
            Issue.record("a landmark encodes as an object")
            return
        }
        record["category"] = .string("deserts")
        record["extra"] = .number(1)
        record["isFeatured"] = .string("yes")
        record.removeValue(forKey: "name")
        #expect(
            Set(SchemaCheck.violations(.object(record), landmark))
                == [
                    "$.category: not one of the enum", "$.extra: not in the schema",
                    "$.isFeatured: not a boolean",
                    "$.name: required",
                ])
        let partySize = APISchemas.partySize
        let tooMany = Double(ReservationRules.partySize.upperBound + 1)
        #expect(SchemaCheck.violations(.number(tooMany), partySize) == ["$: above maximum"])
        #expect(SchemaCheck.violations(.number(2.5), partySize) == ["$: not an integer"])
        #expect(SchemaCheck.violations(.bool(true), .number) == ["$: not a number"])
        #expect(SchemaCheck.violations(.string("not a uuid"), .uuid) == ["$: not a uuid"])
    }

    @Test func theDocumentTakesItsLimitsFromTheSharedSources() {
        let yaml = OpenAPIDocument.yaml(for: [
            RouteDocumentation(
                method: .get, template: "/landmarks/category/{category}", operationID: "c", summary: "s",
                access: .optionalToken, requestType: nil, responseType: "Array<LandmarkApiModel>"),
            RouteDocumentation(
                method: .post, template: "/reservations", operationID: "createReservation", summary: "s",
                access: .token, requestType: "CreateReservationRequest", responseType: "ReservationApiModel",
                links: ReservationsController.createdLinks),
        ])
        let categories = LandmarkApiModel.categories.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(
            yaml.contains(
                "- { name: category, in: path, required: true, schema: { type: string, enum: [\(categories)] } }"
            ))
        #expect(
            yaml.contains(
                "partySize: { type: integer, minimum: \(ReservationRules.partySize.lowerBound), maximum: \(ReservationRules.partySize.upperBound) }"
            ))
        #expect(yaml.contains("maxLength: \(ReservationRules.maximumNotesLength)"))
        #expect(yaml.contains("'413': { description: \"Body over 1 MiB\""))
        #expect(
            yaml.contains(
                "GetReservation: { operationId: getReservation, parameters: { id: '$response.body#/id' } }"))
        #expect(yaml.contains("security: [ {}, { bearer: [] } ]"))
    }
}

/// A JSON value, decoded without Foundation's bridging (which would blur booleans and numbers).
enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// `value` as the server encodes it.
    static func encoding(_ value: some Encodable) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: JSONCoding.encoder().encode(value))
    }
}

/// Checks a JSON value against a ``JSONSchema``; returns what breaks it, by JSON path.
enum SchemaCheck {
    static func violations(_ value: JSONValue, _ schema: JSONSchema, at path: String = "$") -> [String] {
        switch (schema, value) {
        case let (.reference(name), _):
            guard let target = APISchemas.all.first(where: { $0.name == name })?.schema else {
                return ["\(path): no schema \(name)"]
            }
            return violations(value, target, at: path)
        case let (.object(properties, required), .object(object)):
            var found = required.filter { object[$0] == nil }.map { "\(path).\($0): required" }
            for (key, member) in object {
                guard let property = properties.first(where: { $0.name == key }) else {
                    found.append("\(path).\(key): not in the schema")
                    continue
                }
                found += violations(member, property.schema, at: "\(path).\(key)")
            }
            return found
        case let (.array(items), .array(array)):
            return array.enumerated().flatMap { violations($1, items, at: "\(path)[\($0)]") }
        case let (.string(format, enumeration, maxLength, pattern), .string(string)):
            var found: [String] = []
            if format == "uuid", UUID(uuidString: string) == nil { found.append("\(path): not a uuid") }
            if format == "date-time", (try? Date.ISO8601FormatStyle().parse(string)) == nil {
                found.append("\(path): not a date-time")
            }
            if let enumeration, !enumeration.contains(string) { found.append("\(path): not one of the enum") }
            if let maxLength, string.unicodeScalars.count > maxLength { found.append("\(path): too long") }
            if let pattern, string.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): does not match \(pattern)")
            }
            return found
        case let (.integer(minimum, maximum), .number(number)):
            guard number.rounded() == number else { return ["\(path): not an integer"] }
            if let minimum, number < Double(minimum) { return ["\(path): below minimum"] }
            if let maximum, number > Double(maximum) { return ["\(path): above maximum"] }
            return []
        case (.number, .number), (.boolean, .bool):
            return []
        case (.object, _): return ["\(path): not an object"]
        case (.array, _): return ["\(path): not an array"]
        case (.string, _): return ["\(path): not a string"]
        case (.integer, _): return ["\(path): not an integer"]
        case (.number, _): return ["\(path): not a number"]
        case (.boolean, _): return ["\(path): not a boolean"]
        }
    }
}
