import LandmarksApi
import ReservationsApi
import WireContract

/// A JSON Schema, as much of it as the API's types need.
indirect enum JSONSchema: Sendable, Equatable {
    case object(properties: [Property], required: [String])
    case string(
        format: String? = nil, enumeration: [String]? = nil, maxLength: Int? = nil, pattern: String? = nil)
    case integer(minimum: Int? = nil, maximum: Int? = nil)
    case number
    case boolean
    case array(JSONSchema)
    /// A schema under `#/components/schemas/`.
    case reference(String)

    /// One property of an object.
    struct Property: Sendable, Equatable {
        var name: String
        var schema: JSONSchema
    }

    static let uuid = JSONSchema.string(format: "uuid")
    static let dateTime = JSONSchema.string(format: "date-time")

    /// An object whose properties are all required but `optional`.
    static func object(_ properties: KeyValuePairs<String, JSONSchema>, optional: Set<String> = [])
        -> JSONSchema
    {
        .object(
            properties: properties.map { Property(name: $0.key, schema: $0.value) },
            required: properties.map(\.key).filter { !optional.contains($0) })
    }

    /// The schema in YAML flow style (every string JSON-quoted, so any value is safe).
    var yaml: String {
        switch self {
        case let .object(properties, required):
            let fields = properties.map { "\($0.name): \($0.schema.yaml)" }.joined(separator: ", ")
            let requiredList = required.isEmpty ? "" : "required: [\(required.joined(separator: ", "))], "
            return "{ type: object, \(requiredList)properties: { \(fields) } }"
        case let .string(format, enumeration, maxLength, pattern):
            var parts = ["type: string"]
            if let format { parts.append("format: \(format)") }
            if let enumeration {
                parts.append("enum: [\(enumeration.map { "\"\($0)\"" }.joined(separator: ", "))]")
            }
            if let maxLength { parts.append("maxLength: \(maxLength)") }
            if let pattern { parts.append("pattern: \(OpenAPIDocument.quoted(pattern))") }
            return "{ \(parts.joined(separator: ", ")) }"
        case let .integer(minimum, maximum):
            var parts = ["type: integer"]
            if let minimum { parts.append("minimum: \(minimum)") }
            if let maximum { parts.append("maximum: \(maximum)") }
            return "{ \(parts.joined(separator: ", ")) }"
        case .number: return "{ type: number }"
        case .boolean: return "{ type: boolean }"
        case let .array(items): return "{ type: array, items: \(items.yaml) }"
        case let .reference(name): return "{ $ref: '#/components/schemas/\(name)' }"
        }
    }
}

/// The schema of every type on the wire, built from the shared sources: the category list, the
/// reservation rules' limits and statuses come from the Api modules, not retyped. A test encodes a
/// sample of each type and checks it against its schema.
enum APISchemas {
    static let category = JSONSchema.string(enumeration: LandmarkApiModel.categories)
    static let partySize = JSONSchema.integer(
        minimum: ReservationRules.partySize.lowerBound, maximum: ReservationRules.partySize.upperBound)
    static let notes = JSONSchema.string(maxLength: ReservationRules.maximumNotesLength)

    /// By type name, in the order the document lists them: the features', then generated
    /// features' (``FeatureBackends``).
    static let all: [(name: String, schema: JSONSchema)] =
        core + FeatureBackends.all.flatMap { $0.schemas.map { ($0.name, $0.schema) } }

    /// The schemas of the features written by hand, and of the service routes.
    private static let core: [(name: String, schema: JSONSchema)] = [
        (
            "LandmarkApiModel",
            .object([
                "id": .uuid, "name": .string(), "category": category, "park": .string(), "city": .string(),
                "state": .string(), "country": .string(), "description": .string(), "imageName": .string(),
                "isFeatured": .boolean, "isFavorite": .boolean,
                "coordinates": .reference("CoordinatesApiModel"),
            ])
        ),
        ("CoordinatesApiModel", .object(["latitude": .number, "longitude": .number])),
        ("FavoriteRequest", .object(["isFavorite": .boolean])),
        (
            "ReservationApiModel",
            .object([
                "id": .uuid, "landmarkId": .uuid, "landmarkName": .string(), "date": .dateTime,
                "partySize": partySize, "notes": notes,
                "status": .string(enumeration: ReservationStatus.allCases.map(\.rawValue)),
                "version": .integer(minimum: 1),
            ])
        ),
        (
            "CreateReservationRequest",
            .object(
                ["landmarkId": .uuid, "date": .dateTime, "partySize": partySize, "notes": notes],
                optional: ["notes"])
        ),
        (
            "UpdateReservationRequest",
            .object(["date": .dateTime, "partySize": partySize, "notes": notes], optional: ["notes"])
        ),
        (
            // One event of `GET /events`, as a `text/event-stream` carries it; `data` is JSON of
            // the event's type (a reservation, a favorite change; `{}` for ready and reset).
            "ServerSentEvent",
            .object(
                [
                    "id": .string(pattern: "^[0-9]+$"),
                    "event": .string(enumeration: eventNames),
                    "data": .string(), "retry": .integer(minimum: 0),
                ], optional: ["id", "retry"])
        ),
        ("LoginResponse", .object(["token": .string(), "user": .reference("UserApiModel")])),
        ("UserApiModel", .object(["username": .string()])),
        ("HealthResponse", .object(["status": .string()])),
        ("EmptyResponse", .object([:])),
        (
            "ErrorResponse",
            .object([
                "error": .object(
                    ["code": .string(), "message": .string(), "field": .string()], optional: ["field"])
            ])
        ),
    ]

    /// Every event `GET /events` may send: the stream's own, then each feature's.
    static let eventNames =
        [ServerSentEvent.ready, ServerSentEvent.reset] + ReservationEvent.allCases.map(\.rawValue)
        + FavoriteEvent.allCases.map(\.rawValue)

    /// The schema of a request header: an `If-Match` is a version's tag (or `*`); the quotes
    /// HTTP puts around a tag may be left out.
    static func header(_ name: String) -> JSONSchema {
        name == EntityTag.ifMatchHeader
            ? .string(pattern: #"^(\*|(W/)?"[0-9]{1,9}"|[0-9]{1,9})$"#) : .string()
    }

    /// The schema of a path parameter: a category, else a UUID (every id on the wire is one).
    static func pathParameter(_ name: String) -> JSONSchema {
        name == "category" ? category : .uuid
    }
}
