/// What `new-feature --from-openapi` writes a feature from: the resource the document lists and
/// shows, the operations that do it, the fields a person sees, and the document's examples for
/// the mock preset. Printed as JSON; `new-feature` reads the same keys.
struct FeaturePlan: Encodable {
    /// The document's `info.title`.
    var title: String
    /// The first server's URL: where the live preset goes without `--server`.
    var serverURL: String?
    /// The schema the feature shows, as in `#/components/schemas/<schema>`.
    var schema: String
    /// Its Swift type, as the generator names it: `Components.Schemas.Pet`.
    var schemaType: String
    /// The operation that lists the resource.
    var list: Operation
    /// The operation that answers one of them, by its identifier.
    var detail: Operation
    /// The resource's identifier: `id`.
    var id: Field
    /// The field a row and the detail screen are titled with.
    var titleField: Field
    /// The other fields the detail screen shows, in the document's order.
    var fields: [Field]
    /// Properties the feature leaves out, and why, for a comment in the generated Domain.
    var leftOut: [String]

    /// One operation as the generated client calls it.
    struct Operation: Encodable {
        /// `list_pets`, as the document names it.
        var operationID: String
        /// `listPets`, the generated client's method.
        var method: String
        /// `GET /pets`, for comments and messages.
        var summary: String
        /// The status the feature reads, `200`.
        var status: Int
        /// The generated response case, `ok`.
        var statusCase: String
        /// The path to the list in the answer: `["items"]` for `{ "items": [...] }`, empty for a
        /// bare array. Swift names.
        var itemsPath: [String]
        /// The same path as the document names its properties: `["items"]`.
        var itemsKeys: [String]
        /// The path parameter that takes the identifier (detail only), as the generator names it.
        var pathParameter: String?
        /// Whether that parameter is an integer, so the identifier is converted.
        var pathParameterIsInteger: Bool
        /// The document's example answer, as JSON.
        var example: String
    }

    /// One property of the resource, as the Domain keeps it.
    struct Field: Encodable {
        /// `listed_at`, as the document names it.
        var name: String
        /// `listedAt`: the generated property, and the Domain model's.
        var swiftName: String
        /// "Listed at": what the detail screen calls it.
        var label: String
        /// What the Domain's doc comment says of it: the document's description, else where
        /// it comes from.
        var doc: String
        /// The Domain's type: `String`, `Int`, `Double`, `Bool` or `Date`.
        var type: String
        /// Whether the value may be missing.
        var optional: Bool
        /// How the Domain reads it from the generated value `api`: `api.listedAt`,
        /// `api.status.rawValue`, `api.shelter.name`.
        var mapping: String
        /// How the detail screen writes it: `text`, `date`, `number` or `flag`.
        var display: String
    }
}
