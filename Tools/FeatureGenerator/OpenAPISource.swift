public import Foundation

/// What a feature over someone else's API is generated from: the document, the plan
/// `openapi-feature` made of it (`Tools/OpenAPIFeature`), and the Swift swift-openapi-generator
/// wrote for the plan's two operations. The feature package keeps all three, so it builds
/// without the generator and `--remove` knows what it wrote.
public struct OpenAPISource: Sendable {
    /// The plan, as `openapi-feature` printed it.
    public var planJSON: String
    /// The plan, read.
    public var plan: Plan
    /// The document as given.
    public var document: String
    /// swift-openapi-generator's files, by name (`Types.swift`, `Client.swift`…).
    public var generated: [String: String]

    /// A source from the planner's JSON, the document and the generated files.
    ///
    /// - Throws: a ``GeneratorError`` when the plan does not read.
    public init(planJSON: String, document: String, generated: [String: String]) throws(GeneratorError) {
        do {
            plan = try JSONDecoder().decode(Plan.self, from: Data(planJSON.utf8))
        } catch {
            throw GeneratorError("the plan openapi-feature printed does not read: \(error)")
        }
        self.planJSON = planJSON
        self.document = document
        self.generated = generated
    }

    /// The plan `openapi-feature` prints (its `FeaturePlan`): the resource, its operations, the
    /// fields the feature shows and the document's examples.
    public struct Plan: Codable, Sendable {
        /// The document's `info.title`.
        public var title: String
        /// The live preset's server: the document's first, or `--server`.
        public var serverURL: String?
        /// Every server the document names.
        public var servers: [String]
        /// Where the mock's answers come from: `document` (its examples) or `schema` (made).
        public var exampleSource: String
        /// The values sent for required parameters the feature cannot choose, by name.
        public var parameters: [String: String]
        /// The component schema the feature shows: `Pet`.
        public var schema: String
        /// Its generated Swift type: `Components.Schemas.Pet`.
        public var schemaType: String
        /// The detail's type when it answers a fuller schema than the list's items.
        public var detailSchemaType: String?
        /// The operation that lists the resource.
        public var list: Operation
        /// The operation that answers one of them by its identifier.
        public var detail: Operation
        /// The identifier, a string in the Domain whatever the API sends.
        public var id: Field
        /// The field a row and the detail screen are titled with.
        public var titleField: Field
        /// The other fields the detail screen shows, in the document's order.
        public var fields: [Field]
        /// Properties left out of the Domain, each with why.
        public var leftOut: [String]

        /// One operation as the generated client calls it.
        public struct Operation: Codable, Sendable {
            /// The document's `operationId`: `list_pets`.
            public var operationID: String
            /// The generated client's method: `listPets`.
            public var method: String
            /// `GET /pets (list_pets)`, for comments and messages.
            public var summary: String
            /// The success status the feature reads: 200.
            public var status: Int
            /// Its case of the generated `Output`: `ok`.
            public var statusCase: String
            /// Where the list is in the answer, as Swift properties: `["items"]`; empty for a bare array.
            public var itemsPath: [String]
            /// The same path as the document's JSON keys.
            public var itemsKeys: [String]
            /// The Swift that reads the list from the body's `json`: `.categories?.items`.
            public var itemsAccess: String
            /// Whether that may be `nil`.
            public var itemsOptional: Bool
            /// The generated method's arguments, the identifier as `key`: `path: .init(petId: key)`.
            public var arguments: String
            /// The generated path parameter that takes the identifier (the detail's only).
            public var pathParameter: String?
            /// Whether that parameter is an integer, so the identifier is converted.
            public var pathParameterIsInteger: Bool
            /// The identifier's generated type: `String`, `Int`, `Int32` or `Int64`.
            public var keyType: String
            /// The document's example answer, as JSON.
            public var example: String
        }

        /// One property of the resource, as the Domain keeps it.
        public struct Field: Codable, Sendable {
            /// The document's name: `listed_at`.
            public var name: String
            /// The generated property's, and the Domain model's: `listedAt`.
            public var swiftName: String
            /// What the detail screen calls it: "Listed at".
            public var label: String
            /// The Domain's doc comment of it: the document's description, else where it comes from.
            public var doc: String
            /// The Domain's type: `String`, `Int`, `Double`, `Bool` or `Date`.
            public var type: String
            /// Whether the API may leave it out.
            public var optional: Bool
            /// The Swift that reads it from the generated value `api`: `api.status.rawValue`.
            public var mapping: String
            /// How the detail screen writes it: `text`, `date`, `number` or `flag`.
            public var display: String
        }
    }

    /// The generator's configuration: types and a client, public, with idiomatic names, for the
    /// two operations the feature calls.
    public var configuration: String {
        """
        # Written by new-feature --from-openapi: swift-openapi-generator's settings for the files in
        # Sources/*Api/Generated, which it wrote from openapi.yaml for the two operations the feature calls.
        generate: [types, client]
        accessModifier: public
        namingStrategy: idiomatic
        filter:
          operations: [\(plan.list.operationID), \(plan.detail.operationID)]

        """
    }

    /// The Stencil context the OpenAPI templates read, beside the feature's names.
    var context: [String: Any] {
        func field(_ field: Plan.Field) -> [String: Any] {
            [
                "name": field.name, "swiftName": field.swiftName, "label": field.label, "doc": field.doc,
                "type": field.type,
                "optional": field.optional, "mapping": field.mapping, "display": field.display,
                "declaredType": field.type + (field.optional ? "?" : ""),
            ]
        }
        func operation(_ operation: Plan.Operation) -> [String: Any] {
            [
                "operationID": operation.operationID, "method": operation.method,
                "summary": operation.summary,
                "status": operation.status, "statusCase": operation.statusCase,
                "items": operation.itemsAccess, "itemsOptional": operation.itemsOptional,
                "arguments": operation.arguments, "keyType": operation.keyType,
                "keyExample": operation.pathParameterIsInteger ? "1" : "\"any\"",
                "itemsKeys": operation.itemsKeys.map { "\"\($0)\"" }.joined(separator: ", "),
                "pathParameter": operation.pathParameter ?? "", "integer": operation.pathParameterIsInteger,
                "example": operation.example,
            ]
        }
        // The row's second line: up to two of the text fields, as "dog · available".
        let summary = plan.fields.filter { $0.type == "String" }.prefix(2)
        let summaryWords = summary.map { $0.label.lowercased() }.joined(separator: " and ")
        return [
            "api": [
                "title": plan.title, "serverURL": plan.serverURL ?? "http://127.0.0.1:4010",
                "recordTypes": [plan.schemaType] + (plan.detailSchemaType.map { [$0] } ?? []),
                "detailSchemaType": plan.detailSchemaType ?? plan.schemaType,
                "otherServers": plan.servers.count > 1
                    ? " (the document also names \(plan.servers.dropFirst().joined(separator: ", ")))" : "",
                "examplesMade": plan.exampleSource == "schema",
                "examplesCopied": plan.exampleSource == "document+copies",
                "parameters": plan.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    .joined(separator: ", "),
                "hasServer": plan.serverURL != nil, "schema": plan.schema, "schemaType": plan.schemaType,
                "list": operation(plan.list), "detail": operation(plan.detail), "id": field(plan.id),
                "titleField": field(plan.titleField), "fields": plan.fields.map(field),
                "summaryFields": summary.map(field), "leftOut": plan.leftOut,
                "hasDates": plan.fields.contains { $0.type == "Date" },
                "summaryDescription": summary.isEmpty
                    ? "nothing, as no other field is text" : "its \(summaryWords)",
                "serverSource": plan.serverURL == nil
                    ? "none in the document, so a local mock server's" : "the document's first",
                "itemsDescription": plan.list.itemsKeys.isEmpty
                    ? "the whole answer" : "under `\(plan.list.itemsKeys.joined(separator: "."))`",
            ] as [String: Any]
        ]
    }

    /// The files the feature package keeps beside its templates' output: the document, the
    /// generator's settings, the plan and the generated Swift.
    func files(for feature: FeatureName) -> [String: String] {
        let package = "\(feature.name)Package"
        var files = [
            "\(package)/openapi.yaml": document,
            "\(package)/openapi-generator-config.yaml": configuration,
            "\(package)/openapi-feature.json": planJSON,
        ]
        for (name, contents) in generated {
            files["\(package)/Sources/\(feature.name)Api/Generated/\(name)"] = contents
        }
        return files
    }

    /// The source of the OpenAPI feature already in `package` (its plan, document and generated
    /// files as they are), for a removal to know what was generated; `nil` when `package` holds
    /// a feature of the templates alone.
    static func existing(in package: URL, feature: FeatureName) -> OpenAPISource? {
        let read = { (path: String) in try? String(contentsOf: package.appending(path: path), encoding: .utf8)
        }
        guard let plan = read("openapi-feature.json"), let document = read("openapi.yaml") else { return nil }
        let folder = package.appending(path: "Sources/\(feature.name)Api/Generated")
        var generated: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            // Only what the generator wrote: a file a person added there stays theirs.
            if let text = read("Sources/\(feature.name)Api/Generated/\(name)"),
                text.hasPrefix(generatedHeader)
            {
                generated[name] = text
            }
        }
        return try? OpenAPISource(planJSON: plan, document: document, generated: generated)
    }

    /// The types swift-openapi-generator declares in every Api module it writes, which the
    /// Domain sees beside its own: no item may have these names.
    public static let generatedNames: Set<String> = [
        "Client", "Components", "Operations", "Servers", "APIProtocol",
    ]

    /// The first line of every file swift-openapi-generator writes.
    static let generatedHeader = "// Generated by swift-openapi-generator, do not modify."
}
