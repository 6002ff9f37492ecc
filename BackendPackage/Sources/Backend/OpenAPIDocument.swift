import Foundation
import WireContract

/// An OpenAPI 3.1 document of every route, generated from the same table the router is built
/// from, so it cannot list a route the server lacks or miss one it has; schemas come from
/// ``APISchemas``, which reads its limits from the shared Api modules.
enum OpenAPIDocument {
    static let route = RouteDocumentation(
        method: .get, template: "/openapi.yaml", operationID: "openAPIDocument", summary: "This document",
        access: .anyone, requestType: nil, responseType: "String", contentType: "application/yaml")

    static func yaml(for routes: [RouteDocumentation]) -> String {
        var lines = [
            "openapi: 3.1.0",
            "info:",
            "  title: Landmarks API",
            "  version: 1.0.0",
            "  description: \"Landmarks, favorites, sign-in and reservations. Bodies are JSON of at most \(bodyLimit); a method a path does not answer is a 405 with Allow.\"",
            "components:",
            "  securitySchemes:",
            "    bearer: { type: http, scheme: bearer }",
            "    basic: { type: http, scheme: basic }",
            "  schemas:",
        ]
        lines += APISchemas.all.map { "    \($0.name): \($0.schema.yaml)" }
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

    /// `text` as a YAML double-quoted scalar (the JSON string syntax), safe for any characters.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// `1 MiB`, from the request context's limit.
    static var bodyLimit: String { "\(AppRequestContext.maxUploadSize / (1 << 20)) MiB" }

    private static func operation(_ route: RouteDocumentation) -> [String] {
        var lines = [
            "    \(route.method.rawValue.lowercased()):", "      operationId: \(route.operationID)",
            "      summary: \(quoted(route.summary))",
        ]
        let parameters = route.template.split(separator: "/").filter { $0.hasPrefix("{") }.map {
            String($0.dropFirst().dropLast())
        }
        if !parameters.isEmpty || !route.headers.isEmpty {
            lines.append("      parameters:")
            for name in parameters {
                lines.append(
                    "        - { name: \(name), in: path, required: true, schema: \(APISchemas.pathParameter(name).yaml) }"
                )
            }
            for name in route.headers {
                lines.append(
                    "        - { name: \(name), in: header, required: false, schema: \(APISchemas.header(name).yaml) }"
                )
            }
        }
        switch route.access {
        case .token: lines.append("      security: [ { bearer: [] } ]")
        case .optionalToken: lines.append("      security: [ {}, { bearer: [] } ]")
        case .anyone where route.template == ServiceEndpoints.login.template:
            lines.append("      security: [ { basic: [] } ]")
        case .anyone: lines.append("      security: []")
        }
        if let request = route.requestType {
            lines += [
                "      requestBody:", "        required: true", "        content:",
                "          application/json: { schema: \(schema(request).yaml) }",
            ]
        }
        let content =
            switch route.contentType {
            case ServerSentEvent.contentType?:
                "\(ServerSentEvent.contentType): { schema: { $ref: '#/components/schemas/ServerSentEvent' } }"
            case let other?: "\(other): { schema: { type: string } }"
            case nil: "application/json: { schema: \(schema(route.responseType).yaml) }"
            }
        lines += [
            "      responses:", "        '200':", "          description: OK", "          content:",
            "            \(content)",
        ]
        if !route.links.isEmpty {
            lines.append("          links:")
            for (name, link) in route.links.sorted(by: { $0.key < $1.key }) {
                let parameters = link.parameters.sorted(by: { $0.key < $1.key }).map {
                    "\($0.key): '\($0.value)'"
                }
                lines.append(
                    "            \(name): { operationId: \(link.operationID), parameters: { \(parameters.joined(separator: ", ")) } }"
                )
            }
        }
        for (status, meaning) in errorStatuses(route) {
            lines.append(
                "        '\(status)': { description: \"\(meaning)\", content: { application/json: { schema: { $ref: '#/components/schemas/ErrorResponse' } } } }"
            )
        }
        return lines
    }

    /// The routes that never read the database, so never answer 503 for it (nor wait anywhere
    /// near the request deadline).
    private static let answeredWithoutTheDatabase: Set<String> = [
        ServiceEndpoints.health.template, "/metrics", route.template,
    ]

    /// The error answers a route can give, each in the JSON error form.
    private static func errorStatuses(_ route: RouteDocumentation) -> [(String, String)] {
        var statuses: [(String, String)] = []
        let hasParameters = route.template.contains("{")
        if route.requestType != nil || hasParameters { statuses.append(("400", "Invalid input")) }
        if route.access != .anyone || route.template == ServiceEndpoints.login.template {
            statuses.append(("401", "Missing, bad or expired token, or wrong credentials"))
        }
        if hasParameters { statuses.append(("404", "Not found")) }
        if route.template.hasPrefix("/reservations/"), route.method != .get {
            statuses.append(("409", "The reservation is cancelled"))
        }
        if route.conditional {
            statuses.append(("412", "If-Match names a version the reservation no longer has"))
        }
        if route.requestType != nil { statuses.append(("413", "Body over \(bodyLimit)")) }
        if route.template == ServiceEndpoints.login.template {
            statuses.append(("429", "Too many failed sign-ins; see Retry-After"))
            statuses.append(
                (
                    "503",
                    "Password checks are queued to their limit, the database does not answer, or the request deadline passed; see Retry-After"
                ))
        } else if route.template == ServiceEndpoints.ready.template {
            statuses.append(
                ("503", "Not ready: the database does not answer, or the server is stopping; see Retry-After")
            )
        } else if !Self.answeredWithoutTheDatabase.contains(route.template) {
            statuses.append(
                ("503", "The database does not answer, or the request deadline passed; see Retry-After"))
        }
        return statuses
    }

    /// `Array<X>` → an array of `X`; anything else → a reference.
    private static func schema(_ typeName: String) -> JSONSchema {
        if typeName.hasPrefix("Array<"), typeName.hasSuffix(">") {
            return .array(schema(String(typeName.dropFirst(6).dropLast())))
        }
        return .reference(typeName)
    }
}
