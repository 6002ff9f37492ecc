import Testing

@testable import OpenAPIFeaturePlanning

/// Each reason a document gives no feature, and the one sentence that says it.
@Suite struct RefusalTests {
    @Test func aReferenceToAMissingSchemaNamesItAndItsLine() {
        let paths =
            Documents.pair(detailAnswers: "{$ref: '#/components/schemas/Thingy'}")
        #expect(
            Documents.refusal(Documents.document(paths: paths))
                == "things.yaml refers to #/components/schemas/Thingy at line 29, but defines no schema named 'Thingy'."
        )
    }

    @Test func aReferenceOutsideTheDocumentAsksForItBundled() {
        let paths = Documents.get("/things", "listThings", answers: "{$ref: 'common.yaml#/Thing'}")
        #expect(
            Documents.refusal(Documents.document(paths: paths))
                == "things.yaml refers to common.yaml#/Thing at line 18, outside the document; bundle it into one file first."
        )
    }

    @Test func aDocumentWithoutGetsSaysSo() {
        #expect(
            Documents.refusal(Documents.document(paths: "{}"))
                == "The document has no resource to list and show (a GET answering a list of objects of one named schema, and a GET whose path ends in a parameter answering one of them): it has no GET operation."
        )
    }

    @Test func aListWithoutADetailSaysWhichOperationsWereConsidered() {
        let paths =
            Documents.get("/things", "listThings", answers: Documents.arrayOf("Thing")) + "\n"
            + Documents.get("/count", "count", answers: "{type: integer}")
        #expect(
            Documents.refusal(Documents.document(paths: paths))
                == "The document has no resource to list and show (a GET answering a list of objects of one named schema, and a GET whose path ends in a parameter answering one of them) among its 2 GET operations: GET /count (count) answers one integer, not a list of objects; GET /things (listThings) lists Thing but no GET ending in a path parameter answers one of them or an object sharing its identifier."
        )
    }

    @Test func aRequiredParameterWithoutAValueAsksForIt() throws {
        let paths = Documents.listAndDetail(
            listParameter: "{name: owner, in: query, required: true, schema: {type: string}}")
        let text = Documents.document(paths: paths)
        #expect(
            Documents.refusal(text)
                == "GET /things (listThings) needs the query parameter 'owner', whose value the feature cannot choose; give it with --parameter owner=VALUE."
        )
        #expect(
            try Documents.plan(text, parameters: ["owner": "apple"]).list.arguments
                == "query: .init(owner: \"apple\")")
    }

    @Test func aRequiredParameterWithADefaultIsSentWithIt() throws {
        let paths = Documents.listAndDetail(
            listParameter:
                "{name: status, in: query, required: true, schema: {type: string, enum: [active, archived], default: active}}"
        )
        let plan = try Documents.plan(Documents.document(paths: paths))
        #expect(plan.list.arguments == "query: .init(status: .active)")
        #expect(plan.parameters == ["status": "active"])
    }

    @Test func aParameterValueOfTheWrongKindIsRefusedByName() {
        let paths = Documents.listAndDetail(
            listParameter: "{name: per_page, in: query, schema: {type: integer}}")
        let text = Documents.document(paths: paths)
        #expect(
            Documents.refusal(text, parameters: ["per_page": "many"])
                == "GET /things (listThings)'s query parameter 'per_page' takes an integer, not 'many'.")
        #expect(
            Documents.refusal(text, parameters: ["colour": "red"])
                == "--parameter colour is not a parameter of GET /things (listThings) or GET /things/{thingId} (getThing)."
        )
    }

    @Test func anUnknownResourceListsTheKnownOnes() {
        #expect(
            Documents.refusal(Documents.document(paths: Documents.listAndDetail), resource: "Owner")
                == "The document has no resource 'Owner' to list and show; it has Thing.")
    }

    @Test func documentsThatAreNotOpenAPI3SaySoInASentence() {
        #expect(
            Documents.refusal("swagger: '2.0'\ninfo: {title: Old, version: '1'}\npaths: {}")
                == "things.yaml is a Swagger 2.0 document (OpenAPI 2); convert it to OpenAPI 3 first.")
        #expect(
            Documents.refusal("info:\n  title: MalformedDocument\n  version: 1.0.0")
                == "things.yaml has no `openapi` field saying which version of OpenAPI it is (3.0 or 3.1).")
        #expect(
            Documents.refusal("openapi: 2.5.0\ninfo: {title: X, version: '1'}\npaths: {}")
                == "things.yaml is OpenAPI 2.5.0; the feature reads OpenAPI 3.0 and 3.1.")
        #expect(Documents.refusal("openapi: [3.0") != nil)
    }

    @Test func aStreamIsNotAList() {
        let paths = """
            /events:
              get:
                operationId: events
                responses:
                  '200':
                    description: OK
                    content:
                      text/event-stream:
                        schema: {type: string}
            """
        #expect(
            Documents.refusal(Documents.document(paths: paths))
                == "The document has no resource to list and show (a GET answering a list of objects of one named schema, and a GET whose path ends in a parameter answering one of them) among its one GET operation: GET /events (events) answers a stream (text/event-stream)."
        )
    }
}
