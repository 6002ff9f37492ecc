import Testing

@testable import OpenAPIFeaturePlanning

/// A resource is found by its schema, wherever its paths are.
@Suite struct ResourceFindingTests {
    @Test func aListAndTheDetailUnderItMakeTheResource() throws {
        let plan = try Documents.plan(Documents.document(paths: Documents.listAndDetail))
        #expect(plan.schema == "Thing")
        #expect(plan.list.method == "listThings")
        #expect(plan.detail.arguments == "path: .init(thingId: key)")
        #expect(plan.id.name == "id")
        #expect(plan.titleField.name == "name")
        #expect(plan.servers == ["https://api.example.com/v1", "https://staging.example.com/v1"])
    }

    @Test func aListAtAnotherPathThanItsDetailIsPaired() throws {
        let paths =
            Documents.pair(list: "/things/findByStatus", "findThings")
        let plan = try Documents.plan(Documents.document(paths: paths))
        #expect(plan.list.summary == "GET /things/findByStatus (findThings)")
        #expect(plan.detail.summary == "GET /things/{thingId} (getThing)")
    }

    @Test func aTrailingSlashIsAPathNotAnEmptySegment() throws {
        let paths =
            Documents.pair(list: "/things/")
        let plan = try Documents.plan(Documents.document(paths: paths))
        #expect(plan.list.summary == "GET /things/ (listThings)")
        #expect(plan.detail.summary == "GET /things/{thingId} (getThing)")
    }

    @Test func aListTwoLevelsDownInAPagedAnswerIsFound() throws {
        let page = """
            {type: object, properties: {categories: {type: object, required: [items], properties: {items: {type: array, items: {$ref: '#/components/schemas/Thing'}}, limit: {type: integer}, offset: {type: integer}, next: {type: string, nullable: true}}}}}
            """
        let paths =
            Documents.pair(answers: page)
        let plan = try Documents.plan(Documents.document(paths: paths))
        #expect(plan.list.itemsKeys == ["categories", "items"])
        #expect(plan.list.itemsAccess == ".categories?.items")
        #expect(plan.list.itemsOptional)
    }

    @Test func aListOfSummariesPairsWithADetailSharingItsIdentifier() throws {
        let schemas = """
            ThingSummary:
              type: object
              required: [id, name, url]
              properties:
                id: {type: integer}
                name: {type: string}
                url: {type: string, format: uri}
            ThingDetail:
              type: object
              required: [id, name, url, height]
              properties:
                id: {type: integer}
                name: {type: string}
                url: {type: string, format: uri}
                height: {type: integer}
            """
        let paths =
            Documents.pair(
                answers: Documents.arrayOf("ThingSummary"), detail: "/things/{thing_id}",
                detailAnswers: "{$ref: '#/components/schemas/ThingDetail'}", key: "integer")
        let plan = try Documents.plan(Documents.document(paths: paths, schemas: schemas))
        #expect(plan.schema == "ThingSummary")
        #expect(plan.detailSchemaType == "Components.Schemas.ThingDetail")
        #expect(plan.id.mapping == "String(api.id)")
        #expect(plan.detail.keyType == "Int")
        #expect(plan.fields.map(\.name) == ["url"])
    }

    @Test func theIdentifierIsThePropertyTheParameterNames() throws {
        let schemas = """
            issue:
              type: object
              required: [id, number, title]
              properties:
                id: {type: integer}
                number: {type: integer}
                title: {type: string}
            """
        let paths =
            Documents.pair(
                list: "/issues", "issues/list", answers: Documents.arrayOf("issue"),
                detail: "/issues/{issue_number}",
                "issues/get", detailAnswers: "{$ref: '#/components/schemas/issue'}", key: "integer")
        let plan = try Documents.plan(Documents.document(paths: paths, schemas: schemas))
        #expect(plan.id.name == "number")
        #expect(plan.list.method == "issuesList")
        #expect(plan.detail.arguments == "path: .init(issueNumber: key)")
    }

    @Test func fifteenOperationsWithPathParametersAreAllConsidered() throws {
        let paths = (1...15).map { index in
            Documents.get(
                "/search/{version}/kind\(index).{ext}", "search\(index)",
                answers: "{$ref: '#/components/schemas/Thing'}",
                more:
                    "parameters:\n  - {name: version, in: path, required: true, schema: {type: string}}\n  - {name: ext, in: path, required: true, schema: {type: string}}"
            )
        }.joined(separator: "\n")
        let refusal = try #require(Documents.refusal(Documents.document(paths: paths)))
        #expect(refusal.contains("among its 15 GET operations"))
        #expect(!refusal.contains("no GET operation"))
        #expect(
            refusal.contains(
                "GET /search/{version}/kind1.{ext} (search1) answers one Thing, not a list of objects"))
    }

    @Test func aResourceIsChosenByItsSchemaOrItsPath() throws {
        let paths =
            Documents.listAndDetail + "\n"
            + Documents.pair(
                list: "/others", "listOthers", answers: Documents.arrayOf("Other"),
                detail: "/others/{otherId}",
                "getOther", detailAnswers: "{$ref: '#/components/schemas/Other'}")
        let schemas =
            Documents.thing + "\n" + """
                Other:
                  type: object
                  required: [id, title]
                  properties:
                    id: {type: string}
                    title: {type: string}
                """
        let text = Documents.document(paths: paths, schemas: schemas)
        #expect(
            Documents.refusal(text)
                == "The document has 2 resources to list and show (Thing, Other); choose one with --resource."
        )
        #expect(try Documents.plan(text, resource: "other").schema == "Other")
        #expect(try Documents.plan(text, resource: "things").schema == "Thing")
    }
}
