import Testing

@testable import OpenAPIFeaturePlanning

/// What the planner reads of a document, and what it leaves alone.
@Suite struct ReadingTests {
    @Test func aDanglingReferenceInAnOperationTheFeatureNeverCallsRefusesNothing() throws {
        let post = """

            /things/import:
              post:
                operationId: importThings
                requestBody:
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Missing'}
                responses:
                  '204': {description: Imported}
            """
        let plan = try Documents.plan(Documents.document(paths: Documents.listAndDetail + post))
        #expect(plan.schema == "Thing")
    }

    @Test func serverVariablesTakeTheirDefaults() throws {
        let text = Documents.document(paths: Documents.listAndDetail).replacingOccurrences(
            of: "  - url: https://api.example.com/v1\n",
            with:
                "  - url: '{scheme}://{host}/v1'\n    variables:\n      scheme: {default: https}\n      host: {default: api.example.com}\n"
        )
        let plan = try Documents.plan(text)
        #expect(plan.serverURL == "https://api.example.com/v1")
    }

    @Test func aDetailOfAnotherThingSharingOnlyAnIdIsNotPaired() {
        let schemas = """
            Thing:
              type: object
              required: [id, name]
              properties:
                id: {type: string}
                name: {type: string}
                colour: {type: string}
                size: {type: integer}
            Shelf:
              type: object
              required: [id, title]
              properties:
                id: {type: string}
                title: {type: string}
            """
        let paths =
            Documents.pair(
                detail: "/shelves/{shelfId}", "getShelf",
                detailAnswers: "{$ref: '#/components/schemas/Shelf'}")
        let refusal = Documents.refusal(Documents.document(paths: paths, schemas: schemas))
        #expect(
            refusal?.contains("GET /things (listThings) lists Thing but no GET ending in a path parameter")
                == true)
    }

    @Test func operationIDsAreNamedAsTheGeneratorNamesThem() {
        #expect(Naming.member("issues/list-for-repo") == "issuesListForRepo")
        #expect(Naming.member("books.volumes.get") == "books_volumes_get")
        #expect(Naming.member("HELLO_WORLD") == "helloWorld")
        #expect(Naming.member("getPetById") == "getPetById")
        #expect(!Naming.isPredictable("get pets!"))
    }

    @Test func parameterValuesAreSwiftLiteralsOfTheirType() throws {
        #expect(try Planner.literal("say \"hi\"\n", for: nil, place: "p") == #""say \"hi\"\n""#)
        #expect(Planner.quoted("a\u{1}b") == #""a\u{1}b""#)
    }
}
