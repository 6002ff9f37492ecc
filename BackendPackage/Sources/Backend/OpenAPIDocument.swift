import WireContract

/// An OpenAPI 3.1 document of every route, generated from the same table the router is built
/// from, so it cannot list a route the server lacks or miss one it has.
enum OpenAPIDocument {
    static let route = RouteDocumentation(
        method: .get, template: "/openapi.yaml", summary: "This document", requiresToken: false,
        requestType: nil,
        responseType: "OpenAPIDocument")

    static func yaml(for routes: [RouteDocumentation]) -> String {
        var lines = [
            "openapi: 3.1.0",
            "info:",
            "  title: Landmarks API",
            "  version: 1.0.0",
            "components:",
            "  securitySchemes:",
            "    bearer: { type: http, scheme: bearer }",
            "    basic: { type: http, scheme: basic }",
            "  schemas:",
        ]
        lines += schemas.split(separator: "\n").map { "    " + $0 }
        lines.append("paths:")
        let byPath = Dictionary(grouping: routes, by: \.template)
        for path in byPath.keys.sorted() {
            lines.append("  \(path):")
            for route in byPath[path, default: []].sorted(by: { $0.method.rawValue < $1.method.rawValue }) {
                lines += operation(route)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func operation(_ route: RouteDocumentation) -> [String] {
        var lines = ["    \(route.method.rawValue.lowercased()):", "      summary: \(route.summary)"]
        let parameters = route.template.split(separator: "/").filter { $0.hasPrefix("{") }.map {
            $0.dropFirst().dropLast()
        }
        if !parameters.isEmpty {
            lines.append("      parameters:")
            for name in parameters {
                let type = name == "category" ? "{ type: string }" : "{ type: string, format: uuid }"
                lines.append("        - { name: \(name), in: path, required: true, schema: \(type) }")
            }
        }
        if route.requiresToken { lines.append("      security: [ { bearer: [] } ]") }
        if route.template == ServiceEndpoints.login.template {
            lines.append("      security: [ { basic: [] } ]")
        }
        if let request = route.requestType {
            lines += [
                "      requestBody:", "        required: true", "        content:",
                "          application/json: { schema: \(schema(request)) }",
            ]
        }
        let content =
            route.responseType == "OpenAPIDocument"
            ? "application/yaml: { schema: { type: string } }"
            : "application/json: { schema: \(schema(route.responseType)) }"
        lines += [
            "      responses:", "        '200':", "          description: OK", "          content:",
            "            \(content)",
        ]
        for (status, meaning) in [
            ("400", "Invalid input"), ("401", "Missing or bad token"), ("404", "Not found"),
            ("409", "Conflict"), ("413", "Body over 1 MiB"),
        ] {
            lines.append(
                "        '\(status)': { description: \(meaning), content: { application/json: { schema: { $ref: '#/components/schemas/ErrorResponse' } } } }"
            )
        }
        return lines
    }

    /// `Array<X>` → an array of `X`; anything else → a reference.
    private static func schema(_ typeName: String) -> String {
        if typeName.hasPrefix("Array<"), typeName.hasSuffix(">") {
            return "{ type: array, items: \(schema(String(typeName.dropFirst(6).dropLast()))) }"
        }
        return "{ $ref: '#/components/schemas/\(typeName)' }"
    }

    private static let schemas = """
        LandmarkApiModel:
          type: object
          required: [id, name, category, park, city, state, country, description, imageName, isFeatured, isFavorite, coordinates]
          properties:
            id: { type: string, format: uuid }
            name: { type: string }
            category: { type: string, enum: [lakes, mountains, rivers, canyons, coasts] }
            park: { type: string }
            city: { type: string }
            state: { type: string }
            country: { type: string }
            description: { type: string }
            imageName: { type: string }
            isFeatured: { type: boolean }
            isFavorite: { type: boolean }
            coordinates: { $ref: '#/components/schemas/CoordinatesApiModel' }
        CoordinatesApiModel:
          type: object
          required: [latitude, longitude]
          properties: { latitude: { type: number }, longitude: { type: number } }
        FavoriteRequest:
          type: object
          required: [isFavorite]
          properties: { isFavorite: { type: boolean } }
        ReservationApiModel:
          type: object
          required: [id, landmarkId, landmarkName, date, partySize, notes, status]
          properties:
            id: { type: string, format: uuid }
            landmarkId: { type: string, format: uuid }
            landmarkName: { type: string }
            date: { type: string, format: date-time }
            partySize: { type: integer, minimum: 1, maximum: 20 }
            notes: { type: string, maxLength: 500 }
            status: { type: string, enum: [confirmed, cancelled] }
        CreateReservationRequest:
          type: object
          required: [landmarkId, date, partySize, notes]
          properties:
            landmarkId: { type: string, format: uuid }
            date: { type: string, format: date-time }
            partySize: { type: integer, minimum: 1, maximum: 20 }
            notes: { type: string, maxLength: 500 }
        UpdateReservationRequest:
          type: object
          required: [date, partySize, notes]
          properties:
            date: { type: string, format: date-time }
            partySize: { type: integer, minimum: 1, maximum: 20 }
            notes: { type: string, maxLength: 500 }
        LoginResponse:
          type: object
          required: [token, user]
          properties: { token: { type: string }, user: { $ref: '#/components/schemas/UserApiModel' } }
        UserApiModel:
          type: object
          required: [username]
          properties: { username: { type: string } }
        HealthResponse:
          type: object
          required: [status]
          properties: { status: { type: string } }
        EmptyResponse: { type: object }
        ErrorResponse:
          type: object
          required: [error]
          properties:
            error:
              type: object
              required: [code, message]
              properties: { code: { type: string }, message: { type: string } }
        """
}
