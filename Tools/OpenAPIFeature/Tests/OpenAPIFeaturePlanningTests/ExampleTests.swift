import Foundation
import Testing

@testable import OpenAPIFeaturePlanning

/// The mock preset's answers: the document's examples wherever they are, else made from the
/// schema, the same every time.
@Suite struct ExampleTests {
    @Test func examplesByReferenceIntoComponentsAreTheDocuments() throws {
        // `examples` beside the answer's `schema`, as deep as the document nests it.
        let list =
            "{type: array, items: {$ref: '#/components/schemas/Thing'}}\n"
            + "examples:\n  default:\n    $ref: '#/components/examples/things'".indented(by: 12)
        let paths =
            Documents.pair(answers: list)
        let examples = """
            examples:
              things:
                value:
                  - {id: 7d1c2f3e-0000-4000-8000-000000000001, name: Kettle}
            """
        let plan = try Documents.plan(Documents.document(paths: paths, extra: examples))
        // The document's one item, and copies told apart by identifier and title: a list to move in.
        #expect(plan.exampleSource == "document+copies")
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(plan.list.example.utf8)) as? [[String: Any]])
        #expect(items.compactMap { $0["name"] as? String } == ["Kettle", "Kettle 2", "Kettle 3"])
        #expect(Set(items.compactMap { $0["id"] as? String }).count == 3)
    }

    @Test func withoutExamplesTheyAreMadeFromTheSchemaTheSameEveryTime() throws {
        let text = Documents.document(paths: Documents.listAndDetail)
        let first = try Documents.plan(text)
        let second = try Documents.plan(text)
        #expect(first.exampleSource == "schema")
        #expect(first.list.example == second.list.example)
        #expect(first.detail.example == second.detail.example)

        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(first.list.example.utf8)) as? [[String: Any]])
        #expect(items.count == 3)
        let ids = items.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == 3)
        #expect(ids.allSatisfy { UUID(uuidString: $0) != nil })
        #expect(items.compactMap { $0["name"] as? String } == ["Name 1", "Name 2", "Name 3"])
        #expect(items.compactMap { $0["status"] as? String } == ["open", "closed", "open"])
        let seen = items.compactMap { $0["seen_at"] as? String }
        #expect(seen.count == 3 && seen.allSatisfy { ISO8601DateFormatter().date(from: $0) != nil })
        // The detail is the list's first item: a person opening it sees the row they chose.
        let detail = try #require(
            try JSONSerialization.jsonObject(with: Data(first.detail.example.utf8)) as? [String: Any])
        #expect(detail["id"] as? String == ids.first)
    }

    @Test func madeValuesKeepToTheSchemasBoundsAndFormats() throws {
        let schemas = """
            Thing:
              type: object
              required: [id, name, email, size, site, code]
              properties:
                id: {type: integer, minimum: 100}
                name: {type: string, example: Kettle}
                email: {type: string, format: email}
                size: {type: integer, minimum: 1, maximum: 2}
                site: {type: string, format: uri}
                code: {type: string, minLength: 12, maxLength: 12}
            """
        let paths = Documents.listAndDetail.replacingOccurrences(
            of: "type: string}}", with: "type: integer}}")
        let plan = try Documents.plan(Documents.document(paths: paths, schemas: schemas))
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(plan.list.example.utf8)) as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? Int } == [100, 101, 102])
        #expect(items.compactMap { $0["name"] as? String } == ["Kettle", "Kettle 2", "Kettle 3"])
        #expect(items.compactMap { $0["size"] as? Int } == [1, 2, 2])
        #expect(items.compactMap { $0["email"] as? String }.allSatisfy { $0.hasSuffix("@example.com") })
        #expect(items.compactMap { $0["site"] as? String }.allSatisfy { URL(string: $0)?.scheme == "https" })
        #expect(items.compactMap { $0["code"] as? String }.allSatisfy { $0.count == 12 })
    }
}
