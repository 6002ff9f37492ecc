import Foundation
import OpenAPIKit

/// Finds in a document the resource a feature shows, by schema rather than by path: a list is
/// a `GET` answering a list of objects of one named schema (a JSON array, or an array inside an
/// object up to two levels down, as paged answers are); its detail is a `GET` whose last path
/// segment is one parameter and that answers that schema, or a fuller one sharing its
/// identifying property, wherever its path is.
public struct Planner {
    let document: OpenAPI.Document
    /// `--parameter` values, by the parameter's name in the document.
    let given: [String: String]

    /// A planner of `document`, with `parameters` fixing the required parameters the feature
    /// cannot choose (`owner=apple`).
    public init(document: OpenAPI.Document, parameters: [String: String] = [:]) {
        self.document = document
        self.given = parameters
    }

    /// The plan for `resource` (a schema's name or a list path's last segment, any case), or
    /// for the only resource when `nil`.
    ///
    /// - Throws: ``Refusal`` naming what is missing or unsupported.
    public func plan(resource: String?) throws(Refusal) -> FeaturePlan {
        var survey = Survey()
        let gets = getOperations()
        let lists = gets.compactMap { listCandidate($0, survey: &survey) }
        let details = gets.compactMap { detailCandidate($0, survey: &survey) }
        var resources: [Resource] = []
        for schema in Self.orderedUnique(lists.map(\.itemSchema)) {
            let listsOfSchema = lists.filter { $0.itemSchema == schema }
            let list = listsOfSchema.min { rank($0).lexicographicallyPrecedes(rank($1)) }!
            if let pair = detail(for: list, among: details) {
                resources.append(Resource(list: list, detail: pair.detail, identifier: pair.identifier))
            } else {
                survey.unpaired.append("\(list.get.summary) lists \(schema)")
            }
        }
        if let resource {
            let wanted = Self.folded(resource)
            guard
                let chosen = resources.first(where: { candidate in
                    [
                        candidate.list.itemSchema, candidate.detail.schema,
                        candidate.list.get.segments.last ?? "",
                    ]
                    .contains { Self.folded($0) == wanted }
                })
            else {
                let known = Self.sample(resources.map(\.list.itemSchema))
                throw Refusal(
                    "The document has no resource '\(resource)' to list and show"
                        + (known.isEmpty ? "." : "; it has \(known)."))
            }
            return try plan(chosen)
        }
        guard let first = resources.first else {
            throw Refusal(survey.sentence(consideredCount: gets.count))
        }
        guard resources.count == 1 else {
            throw Refusal(
                "The document has \(resources.count) resources to list and show (\(Self.sample(resources.map(\.list.itemSchema)))); choose one with --resource."
            )
        }
        return try plan(first)
    }

    // MARK: - Operations

    /// A `GET` with its parameters resolved (the path item's, overridden by the operation's).
    struct Get {
        var path: String
        /// The path's segments, empty ones (a trailing slash) left out.
        var segments: [String]
        var operation: OpenAPI.Operation
        var parameters: [OpenAPI.Parameter]
        /// `GET /pets (listPets)`, for sentences.
        var summary: String
        /// The success answer's status and JSON content, once a candidate has read them.
        var status: OpenAPI.Response.StatusCode
        var content: OpenAPI.Content
    }

    struct ListCandidate {
        var get: Get
        var itemSchema: String
        /// The keys from the answer to the array, as the document names them.
        var itemsKeys: [String]
        /// Whether each of those keys is optional in its object.
        var itemsOptional: [Bool]
    }

    struct DetailCandidate {
        var get: Get
        var schema: String
        /// The last segment's parameter: the identifier.
        var parameter: OpenAPI.Parameter
    }

    struct Resource {
        var list: ListCandidate
        var detail: DetailCandidate
        /// The property that tells items apart, in both schemas.
        var identifier: String
    }

    /// Every `GET` in the document, its answer not read yet (a candidate reads it).
    private func getOperations() -> [Get] {
        var found: [Get] = []
        for (path, either) in document.paths {
            guard let item = try? document.components.lookup(either), let get = item.get else { continue }
            let template = path.rawValue
            let summary = "GET \(template) (\(get.operationId ?? "no operationId"))"
            // The operation's parameter replaces the path item's of the same name and place, where
            // it stands: the generated `Input.Path` takes them in this order.
            var parameters: [OpenAPI.Parameter] = []
            for parameter in (item.parameters + get.parameters).compactMap({
                try? document.components.lookup($0)
            }) {
                if let index = parameters.firstIndex(where: {
                    $0.name == parameter.name && $0.location == parameter.location
                }) {
                    parameters[index] = parameter
                } else {
                    parameters.append(parameter)
                }
            }
            found.append(
                Get(
                    path: template, segments: template.split(separator: "/").map(String.init), operation: get,
                    parameters: parameters, summary: summary, status: 200,
                    content: OpenAPI.Content(schema: nil)))
        }
        return found
    }

    /// `get` as a list, when it answers a list of objects of a named schema and its path does
    /// not end in a parameter.
    private func listCandidate(_ get: Get, survey: inout Survey) -> ListCandidate? {
        guard !Self.isTemplate(get.segments.last) else { return nil }
        guard let (status, content) = jsonSuccess(of: get, survey: &survey), let schema = content.schema
        else {
            return nil
        }
        var get = get
        (get.status, get.content) = (status, content)
        if let name = listedSchema(schema) {
            return ListCandidate(get: get, itemSchema: name, itemsKeys: [], itemsOptional: [])
        }
        if let (keys, optional, name) = wrappedList(in: schema) {
            return ListCandidate(get: get, itemSchema: name, itemsKeys: keys, itemsOptional: optional)
        }
        survey.notLists.append("\(get.summary) answers \(describe(schema))")
        return nil
    }

    /// `get` as a detail, when its last path segment is one parameter and it answers an object
    /// of a named schema.
    private func detailCandidate(_ get: Get, survey: inout Survey) -> DetailCandidate? {
        guard let last = get.segments.last, Self.isTemplate(last) else { return nil }
        let name = String(last.dropFirst().dropLast())
        guard let (status, content) = jsonSuccess(of: get, survey: &survey),
            case let .reference(reference, _)? = content.schema?.value, let schema = reference.name,
            resolved(content.schema!)?.objectContext != nil,
            let parameter = get.parameters.first(where: { $0.location == .path && $0.name == name })
        else { return nil }
        var get = get
        (get.status, get.content) = (status, content)
        return DetailCandidate(get: get, schema: schema, parameter: parameter)
    }

    /// The detail that shows `list`'s items, and the property both tell them apart by.
    private func detail(for list: ListCandidate, among details: [DetailCandidate])
        -> (detail: DetailCandidate, identifier: String)?
    {
        guard let item = component(list.itemSchema)?.objectContext else { return nil }
        let paired = details.compactMap { detail -> (DetailCandidate, String, [Int])? in
            guard let identifier = identifier(of: list.itemSchema, item, and: detail) else { return nil }
            let parent = Array(detail.get.segments.dropLast())
            let shared = zip(parent, list.get.segments).prefix { $0 == $1 }.count
            // The same schema first, then the detail right under the list, then the closest path.
            let order = [
                detail.schema == list.itemSchema ? 0 : 1, parent == list.get.segments ? 0 : 1, -shared,
                detail.get.segments.count,
            ]
            return (detail, identifier, order)
        }
        return paired.min { $0.2.lexicographicallyPrecedes($1.2) }.map { ($0.0, $0.1) }
    }

    /// The property of `item` (the schema `itemSchema`, and the detail's schema) that the
    /// detail's parameter names: `petId` → `id`, `issue_number` → `number`, `model` → `id`.
    private func identifier(
        of itemSchema: String, _ item: JSONSchema.ObjectContext, and detail: DetailCandidate
    )
        -> String?
    {
        let parameter = detail.parameter.name
        let words = Naming.words(parameter)
        let schemaWords = Set(Naming.words(itemSchema) + Naming.words(detail.schema))
        let stripped = words.drop { schemaWords.contains($0) }
        var names = [parameter]
        if !stripped.isEmpty, stripped.count < words.count {
            names.append(stripped.joined(separator: "_"))
            names.append(Naming.member(stripped.joined(separator: "_")))
        }
        names.append("id")
        // The cheap test first: most pairs of a large document fail it.
        guard names.contains(where: { item.properties[$0] != nil }),
            let full = itemSchema == detail.schema ? item : component(detail.schema)?.objectContext
        else { return nil }
        // A fuller schema is the same thing at more length: it has most of the summary's
        // properties, and the identifier is of the same type in both.
        if itemSchema != detail.schema {
            let shared = item.properties.keys.filter { full.properties[$0] != nil }.count
            guard shared * 4 >= item.properties.count * 3 else { return nil }
        }
        return names.first { name in
            guard let property = item.properties[name], let other = full.properties[name] else {
                return false
            }
            switch ((resolved(property) ?? property).value, (resolved(other) ?? other).value) {
            case (.string, .string), (.integer, .integer): return true
            default: return false
            }
        }
    }

    /// How good a list is of several answering one schema: every parameter it needs has a
    /// value, it uses the `--parameter`s given, then the shortest path.
    private func rank(_ list: ListCandidate) -> [Int] {
        let needed = list.get.parameters.filter { $0.location == .path || $0.required }
        let missing = needed.filter {
            given[$0.name] == nil && $0.schemaOrContent.schemaValue?.defaultValue == nil
        }
        let used = list.get.parameters.filter { given[$0.name] != nil }.count
        return [missing.count, -used, list.get.segments.count, needed.count]
    }

    // MARK: - Answers

    /// The operation's first success answer in JSON; a reason when it answers in something else.
    private func jsonSuccess(of get: Get, survey: inout Survey) -> (
        OpenAPI.Response.StatusCode, OpenAPI.Content
    )? {
        let successes = get.operation.responses.filter { $0.key.isSuccess }
        guard let (status, either) = successes.first, let response = try? document.components.lookup(either)
        else {
            survey.noAnswer.append(get.summary)
            return nil
        }
        if let json = response.content.first(where: { Self.isJSON($0.key.rawValue) }),
            let content = try? document.components.lookup(json.value)
        {
            guard content.schema != nil else {
                survey.notJSON.append("\(get.summary) answers JSON without a schema")
                return nil
            }
            return (status, content)
        }
        let types = response.content.keys.map(\.rawValue)
        guard !types.isEmpty else {
            survey.noAnswer.append(get.summary)
            return nil
        }
        let streamed = types.contains {
            $0.contains("event-stream") || $0.contains("jsonl") || $0.contains("json-seq")
                || $0.contains("ndjson")
        }
        let multipart = types.contains { $0.hasPrefix("multipart/") }
        let kind = streamed ? "a stream" : multipart ? "a multipart body" : "no JSON"
        survey.notJSON.append("\(get.summary) answers \(kind) (\(types.joined(separator: ", ")))")
        return nil
    }

    /// Whether `contentType` is JSON: `application/json` or a `+json` type, with any parameters;
    /// not `application/jsonl` or `application/json-seq`, which are streams.
    static func isJSON(_ contentType: String) -> Bool {
        let type = contentType.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// The schema's name when `schema` is an array of references to one object schema.
    func listedSchema(_ schema: JSONSchema) -> String? {
        guard case let .array(_, array) = (resolved(schema) ?? schema).value, let items = array.items,
            case let .reference(reference, _) = items.value, let name = reference.name,
            resolved(items)?.objectContext != nil
        else { return nil }
        return name
    }

    /// The keys to the one list of objects inside an object answer, up to two levels down
    /// (`{"categories": {"items": [...]}}`), whether each key is optional, and the items' schema.
    /// Where an object holds several such lists, the one named as lists usually are wins.
    private func wrappedList(in schema: JSONSchema, depth: Int = 1) -> ([String], [Bool], String)? {
        guard let object = resolved(schema)?.objectContext else { return nil }
        let required = Set(object.requiredProperties)
        let direct = object.properties.compactMap { key, value in listedSchema(value).map { (key, $0) } }
        if let (key, name) = Self.preferred(direct) {
            return ([key], [!required.contains(key) || value(object, key).nullable], name)
        }
        guard depth < 2 else { return nil }
        let nested = object.properties.compactMap { key, value -> (String, ([String], [Bool], String))? in
            wrappedList(in: value, depth: depth + 1).map { (key, $0) }
        }
        guard let (key, inner) = Self.preferred(nested) else { return nil }
        return (
            [key] + inner.0, [!required.contains(key) || value(object, key).nullable] + inner.1, inner.2
        )
    }

    private func value(_ object: JSONSchema.ObjectContext, _ key: String) -> JSONSchema {
        object.properties[key].flatMap { resolved($0) ?? $0 } ?? .fragment
    }

    /// The only entry, or the one named `items`, `data`, `results`… among several.
    private static func preferred<T>(_ entries: [(String, T)]) -> (String, T)? {
        if entries.count == 1 { return entries[0] }
        for name in ["items", "data", "results", "values", "records", "entries", "list"] {
            if let entry = entries.first(where: { $0.0 == name }) { return entry }
        }
        return nil
    }

    // MARK: - Schemas

    /// `schema` with a reference to a component followed (several in turn).
    func resolved(_ schema: JSONSchema) -> JSONSchema? {
        var current = schema
        for _ in 0..<8 {
            guard case let .reference(reference, _) = current.value else { return current }
            guard let name = reference.name, let next = component(name) else { return nil }
            current = next
        }
        return nil
    }

    func component(_ name: String) -> JSONSchema? {
        OpenAPI.ComponentKey(rawValue: name).flatMap { document.components.schemas[$0] }
    }

    /// What a person calls what `schema` is: "one Greeting", "an array of strings".
    func describe(_ schema: JSONSchema) -> String {
        if case let .reference(reference, _) = schema.value, let name = reference.name {
            return "one \(name), not a list of objects"
        }
        switch (resolved(schema) ?? schema).value {
        case let .array(_, array):
            guard let items = array.items else { return "an array of anything, not a list of objects" }
            // A reference to an object schema would have made it a list.
            if case .reference = items.value {
                return "an array of \(items.reference?.name ?? "values"), which are not objects"
            }
            return items.jsonType == .object
                ? "an array of objects with no schema name (an inline schema)"
                : "an array of \(items.jsonType?.rawValue ?? "values")s, not of objects"
        case .object: return "one object with no list of named objects in it"
        default: return "one \(schema.jsonType?.rawValue ?? "value"), not a list of objects"
        }
    }

    static func isTemplate(_ segment: String?) -> Bool {
        guard let segment else { return false }
        return segment.hasPrefix("{") && segment.hasSuffix("}")
            && segment.dropFirst().dropLast().allSatisfy {
                $0 != "{" && $0 != "}"
            }
    }

    /// `Pet_Summary` → `petsummary`: how `--resource` compares names.
    static func folded(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    static func orderedUnique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// "a, b, c and 12 more": up to eight names.
    static func sample(_ names: [String]) -> String {
        guard names.count > 8 else { return names.joined(separator: ", ") }
        return names.prefix(8).joined(separator: ", ") + " and \(names.count - 8) more"
    }
}
