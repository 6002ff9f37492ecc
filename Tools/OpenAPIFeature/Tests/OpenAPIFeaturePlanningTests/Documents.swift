@testable import OpenAPIFeaturePlanning

/// Small documents for the planner's tests, written as public descriptions are: a resource's
/// list and detail, and whatever a case adds around them.
enum Documents {
    /// A 3.0 document of `paths` and `schemas` (YAML, indented as under their keys).
    static func document(paths: String, schemas: String = thing, extra: String = "") -> String {
        """
        openapi: 3.0.3
        info:
          title: Things
          version: 1.0.0
        servers:
          - url: https://api.example.com/v1
          - url: https://staging.example.com/v1
        paths:
        \(paths.indented(by: 2))
        components:
          schemas:
        \(schemas.indented(by: 4))
        \(extra.indented(by: 2))
        """
    }

    /// A `Thing` with a required id and name, a date and a status.
    static let thing = """
        Thing:
          type: object
          required: [id, name]
          properties:
            id: {type: string, format: uuid}
            name: {type: string}
            seen_at: {type: string, format: date-time}
            status: {type: string, enum: [open, closed]}
        """

    /// `GET path` answering `schema` (YAML of a schema) with status 200, named `operation`.
    static func get(_ path: String, _ operation: String, answers schema: String, more: String = "") -> String
    {
        """
        \(path):
          get:
            operationId: \(operation)
        \(more.indented(by: 4))
            responses:
              '200':
                description: OK
                content:
                  application/json:
                    schema: \(schema)
        """
    }

    /// A schema of a list of `schema`s.
    static func arrayOf(_ schema: String) -> String {
        "{type: array, items: {$ref: '#/components/schemas/\(schema)'}}"
    }

    /// A list at `listPath` answering `list` and a detail at `detailPath` answering `detail`;
    /// the detail's last segment is its one path parameter, of `key` type.
    static func pair(
        list listPath: String = "/things", _ listID: String = "listThings",
        answers list: String = arrayOf("Thing"),
        detail detailPath: String = "/things/{thingId}", _ detailID: String = "getThing",
        detailAnswers detail: String = "{$ref: '#/components/schemas/Thing'}", key: String = "string"
    ) -> String {
        let parameter = detailPath.split(separator: "/").last.map { String($0.dropFirst().dropLast()) } ?? ""
        return get(listPath, listID, answers: list) + "\n"
            + get(
                detailPath, detailID, answers: detail,
                more:
                    "parameters:\n  - {name: \(parameter), in: path, required: true, schema: {type: \(key)}}")
    }

    /// A list at `/things` and its detail at `/things/{thingId}`.
    static let listAndDetail = pair()

    /// ``listAndDetail`` with the list taking `parameter` (YAML of one parameter, inline).
    static func listAndDetail(listParameter parameter: String) -> String {
        listAndDetail.replacingOccurrences(
            of: "    operationId: listThings",
            with: "    operationId: listThings\n    parameters:\n      - \(parameter)")
    }

    static func plan(_ text: String, resource: String? = nil, parameters: [String: String] = [:]) throws
        -> FeaturePlan
    {
        let document = try DocumentLoader.load(text, named: "things.yaml")
        return try Planner(document: document, parameters: parameters).plan(resource: resource)
    }

    /// The sentence the planner refuses `text` with, or `nil` when it plans a feature.
    static func refusal(_ text: String, resource: String? = nil, parameters: [String: String] = [:])
        -> String?
    {
        do {
            _ = try plan(text, resource: resource, parameters: parameters)
            return nil
        } catch {
            return (error as? Refusal)?.description ?? "\(error)"
        }
    }
}

extension String {
    func indented(by spaces: Int) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : String(repeating: " ", count: spaces) + $0 }
            .joined(separator: "\n")
    }
}
