/// What `new-feature --from-openapi` writes a feature from: the resource the document lists and
/// shows, the operations that do it, the fields a person sees, and the document's examples for
/// the mock preset. Printed as JSON; `new-feature` reads the same keys.
public struct FeaturePlan: Encodable, Sendable {
    /// The document's `info.title`.
    public var title: String
    /// The first server's URL: where the live preset goes without `--server`.
    public var serverURL: String?
    /// Every server the document names, first the default.
    public var servers: [String]
    /// Where the mock preset's list comes from: `document` (its examples), `document+copies`
    /// (its list example held fewer than three items, so copies of the first were added, told
    /// apart) or `schema` (made from its schemas, as Prism's static mode does, the same every
    /// time).
    public var exampleSource: String
    /// The values of the parameters the feature sends that it cannot choose itself, by name:
    /// `--parameter`'s, else the parameter's default.
    public var parameters: [String: String]
    /// The schema the feature shows, as in `#/components/schemas/<schema>`.
    public var schema: String
    /// Its Swift type, as the generator names it: `Components.Schemas.Pet`.
    public var schemaType: String
    /// The detail's schema type when it answers a fuller schema than the list's items (a summary
    /// in the list, the whole object in the detail); `nil` when both are `schemaType`.
    public var detailSchemaType: String?
    /// The operation that lists the resource.
    public var list: Operation
    /// The operation that answers one of them, by its identifier.
    public var detail: Operation
    /// The resource's identifier: `id`.
    public var id: Field
    /// The field a row and the detail screen are titled with.
    public var titleField: Field
    /// The other fields the detail screen shows, in the document's order.
    public var fields: [Field]
    /// Properties the feature leaves out, and why, for a comment in the generated Domain.
    public var leftOut: [String]

    /// One operation as the generated client calls it.
    public struct Operation: Encodable, Sendable {
        /// `list_pets`, as the document names it.
        public var operationID: String
        /// `listPets`, the generated client's method.
        public var method: String
        /// `GET /pets`, for comments and messages.
        public var summary: String
        /// The status the feature reads, `200`.
        public var status: Int
        /// The generated response case, `ok`.
        public var statusCase: String
        /// The path to the list in the answer: `["items"]` for `{ "items": [...] }`, empty for a
        /// bare array. Swift names.
        public var itemsPath: [String]
        /// The same path as the document names its properties: `["items"]`.
        public var itemsKeys: [String]
        /// The Swift that reads the list from the answer's body `json`: `.items`,
        /// `.categories?.items`; empty for a bare array.
        public var itemsAccess: String
        /// Whether that may be `nil` (an optional property on the way), so `?? []` follows.
        public var itemsOptional: Bool
        /// The generated method's arguments: `path: .init(owner: "apple", issueNumber: key)`,
        /// where `key` is the identifier (detail only); empty when it takes none.
        public var arguments: String
        /// The path parameter that takes the identifier (detail only), as the generator names it.
        public var pathParameter: String?
        /// Whether that parameter is an integer, so the identifier is converted.
        public var pathParameterIsInteger: Bool
        /// The identifier's generated Swift type: `String`, `Int`, `Int32` or `Int64`.
        public var keyType: String
        /// The example answer, as JSON: the document's, else made from the schema.
        public var example: String
    }

    /// One property of the resource, as the Domain keeps it.
    public struct Field: Encodable, Sendable {
        /// `listed_at`, as the document names it.
        public var name: String
        /// `listedAt`: the generated property, and the Domain model's.
        public var swiftName: String
        /// "Listed at": what the detail screen calls it.
        public var label: String
        /// What the Domain's doc comment says of it: the document's description, else where
        /// it comes from.
        public var doc: String
        /// The Domain's type: `String`, `Int`, `Double`, `Bool` or `Date`.
        public var type: String
        /// Whether the value may be missing.
        public var optional: Bool
        /// How the Domain reads it from the generated value `api`: `api.listedAt`,
        /// `api.status.rawValue`, `api.shelter.name`.
        public var mapping: String
        /// How the detail screen writes it: `text`, `date`, `number` or `flag`.
        public var display: String
    }
}
