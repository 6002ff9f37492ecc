import Foundation
import OpenAPIKit

/// Why a document cannot become a feature, as one sentence a person can act on.
struct Refusal: Error, CustomStringConvertible {
    var description: String
}

/// Finds in a document the resource a feature shows: a `GET` that answers a list of objects of
/// one schema (a JSON array, or an object holding one, as a paged answer does) and a
/// `GET …/{id}` under the same path that answers one of them.
struct Planner {
    let document: OpenAPI.Document

    /// The plan for `resource` (a schema's name or a list path's last segment, any case), or
    /// for the only resource when `nil`.
    ///
    /// - Throws: ``Refusal`` naming what is missing or unsupported.
    func plan(resource: String?) throws(Refusal) -> FeaturePlan {
        var reasons: [String] = []
        let lists = listOperations(reasons: &reasons)
        var candidates: [(list: ListCandidate, detail: DetailCandidate)] = []
        for list in lists {
            if let detail = detailOperation(under: list.path, schema: list.schema, reasons: &reasons) {
                candidates.append((list, detail))
            } else {
                reasons.append(
                    "\(list.summary) lists \(list.schema) but no GET \(list.path)/{id} answers one of them")
            }
        }
        if let resource {
            let wanted = resource.lowercased()
            candidates = candidates.filter {
                $0.list.schema.lowercased() == wanted
                    || $0.list.path.split(separator: "/").last.map { $0.lowercased() == wanted } == true
            }
            guard let chosen = candidates.first else {
                let known = lists.map(\.schema).joined(separator: ", ")
                throw Refusal(
                    description: "The document has no resource '\(resource)' to list and show"
                        + (known.isEmpty ? "." : "; it lists \(known)."))
            }
            return try plan(chosen.list, chosen.detail)
        }
        guard let first = candidates.first else {
            let found = reasons.isEmpty ? "it has no GET operation" : reasons.joined(separator: "; ")
            throw Refusal(
                description:
                    "The document has no resource to show as a list and a detail (a GET answering a JSON list of objects, and a GET …/{id} answering one): \(found)."
            )
        }
        guard candidates.count == 1 else {
            let names = candidates.map(\.list.schema).joined(separator: ", ")
            throw Refusal(
                description: "The document lists several resources (\(names)); choose one with --resource.")
        }
        return try plan(first.list, first.detail)
    }

    // MARK: - Operations

    struct ListCandidate {
        var path: String
        var operation: OpenAPI.Operation
        var summary: String
        var schema: String
        var itemsKey: String?
        var content: OpenAPI.Content
        var status: OpenAPI.Response.StatusCode
    }

    struct DetailCandidate {
        var operation: OpenAPI.Operation
        var summary: String
        var parameter: OpenAPI.Parameter
        var content: OpenAPI.Content
        var status: OpenAPI.Response.StatusCode
    }

    /// Every `GET` without path parameters whose success answers a list of objects of a schema.
    private func listOperations(reasons: inout [String]) -> [ListCandidate] {
        var found: [ListCandidate] = []
        for (path, item) in document.paths {
            guard let item = try? document.components.lookup(item), let get = item.get else { continue }
            let template = path.rawValue
            guard !template.contains("{") else { continue }
            let summary = "GET \(template) (\(get.operationId ?? "no operationId"))"
            guard let (status, content) = jsonSuccess(of: get, summary: summary, reasons: &reasons) else {
                continue
            }
            guard let schema = content.schema else { continue }
            if let name = listedSchema(schema) {
                found.append(
                    ListCandidate(
                        path: template, operation: get, summary: summary, schema: name, itemsKey: nil,
                        content: content, status: status))
            } else if let object = resolved(schema)?.objectContext {
                let arrays = object.properties.compactMap { key, value in
                    listedSchema(value).map { (key, $0) }
                }
                if arrays.count == 1, let (key, name) = arrays.first {
                    found.append(
                        ListCandidate(
                            path: template, operation: get, summary: summary, schema: name,
                            itemsKey: key, content: content, status: status))
                    continue
                }
            }
            reasons.append("\(summary) answers one \(schemaName(schema)), not a list of objects")
        }
        return found
    }

    /// The `GET {listPath}/{param}` whose success answers one `schema`.
    private func detailOperation(under listPath: String, schema: String, reasons: inout [String])
        -> DetailCandidate?
    {
        for (path, item) in document.paths {
            let template = path.rawValue
            guard template.hasPrefix(listPath + "/{"), template.hasSuffix("}"),
                template.dropFirst(listPath.count + 2).allSatisfy({ $0 != "/" && $0 != "{" }),
                let item = try? document.components.lookup(item), let get = item.get
            else { continue }
            let summary = "GET \(template) (\(get.operationId ?? "no operationId"))"
            guard let (status, content) = jsonSuccess(of: get, summary: summary, reasons: &reasons),
                case let .reference(reference, _)? = content.schema?.value, reference.name == schema
            else { continue }
            let parameters = (item.parameters + get.parameters).compactMap {
                try? document.components.lookup($0)
            }
            guard let parameter = parameters.first(where: { $0.location == .path }) else { continue }
            return DetailCandidate(
                operation: get, summary: summary, parameter: parameter, content: content, status: status)
        }
        return nil
    }

    /// The operation's first success answer in JSON; a reason when it answers in something else.
    private func jsonSuccess(of operation: OpenAPI.Operation, summary: String, reasons: inout [String])
        -> (OpenAPI.Response.StatusCode, OpenAPI.Content)?
    {
        let successes = operation.responses.filter { $0.key.isSuccess }
        guard let (status, either) = successes.first, let response = try? document.components.lookup(either)
        else { return nil }
        if let json = response.content.first(where: { Self.isJSON($0.key.rawValue) }),
            let content = try? document.components.lookup(json.value)
        {
            guard content.schema != nil else {
                reasons.append("\(summary) answers JSON without a schema")
                return nil
            }
            return (status, content)
        }
        let types = response.content.keys.map(\.rawValue)
        if types.isEmpty { return nil }
        let streamed = types.contains {
            $0.contains("event-stream") || $0.contains("jsonl") || $0.contains("json-seq")
                || $0.contains("ndjson")
        }
        let multipart = types.contains { $0.hasPrefix("multipart/") }
        let kind = streamed ? "a stream" : multipart ? "a multipart body" : "no JSON"
        reasons.append(
            "\(summary) answers \(kind) (\(types.joined(separator: ", "))), which a list cannot show")
        return nil
    }

    /// Whether `contentType` is JSON: `application/json` or a `+json` type, with any parameters;
    /// not `application/jsonl` or `application/json-seq`, which are streams.
    static func isJSON(_ contentType: String) -> Bool {
        let type = contentType.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// The schema's name when `schema` is an array of references to one object schema.
    private func listedSchema(_ schema: JSONSchema) -> String? {
        guard case let .array(_, array) = (resolved(schema) ?? schema).value,
            case let .reference(reference, _)? = array.items?.value,
            let name = reference.name, resolved(array.items!)?.objectContext != nil
        else { return nil }
        return name
    }

    /// What a person calls `schema`: its component's name, else its type.
    private func schemaName(_ schema: JSONSchema) -> String {
        if case let .reference(reference, _) = schema.value, let name = reference.name { return name }
        return schema.jsonType?.rawValue ?? "value"
    }

    /// `schema` with a reference to a component followed.
    private func resolved(_ schema: JSONSchema) -> JSONSchema? {
        guard case let .reference(reference, _) = schema.value else { return schema }
        guard let name = reference.name, let key = OpenAPI.ComponentKey(rawValue: name) else { return nil }
        return document.components.schemas[key]
    }

    // MARK: - The plan

    private func plan(_ list: ListCandidate, _ detail: DetailCandidate) throws(Refusal) -> FeaturePlan {
        guard let object = resolved(.reference(.component(named: list.schema)))?.objectContext else {
            throw Refusal(description: "\(list.schema) is not an object schema.")
        }
        let listOperation = try operation(
            list.operation, summary: list.summary, status: list.status, content: list.content)
        var detailOperation = try operation(
            detail.operation, summary: detail.summary, status: detail.status, content: detail.content)
        detailOperation.pathParameter = Naming.member(detail.parameter.name)
        if case let .a(context) = detail.parameter.schemaOrContent,
            case .integer? = context.schema.schemaValue.flatMap(resolved)?.value
        {
            detailOperation.pathParameterIsInteger = true
        }
        var listWithPath = listOperation
        listWithPath.itemsKeys = list.itemsKey.map { [$0] } ?? []
        listWithPath.itemsPath = listWithPath.itemsKeys.map(Naming.member)
        let required = Set(object.requiredProperties)

        var fields: [FeaturePlan.Field] = []
        var leftOut: [String] = []
        for (name, property) in object.properties {
            let optional = !required.contains(name) || property.nullable
            if let field = field(name, property, optional: optional) {
                fields.append(field)
            } else {
                leftOut.append("\(name): \(describe(property))")
            }
        }
        guard let idIndex = fields.firstIndex(where: { $0.name == "id" }), !fields[idIndex].optional,
            ["String", "Int"].contains(fields[idIndex].type)
        else {
            throw Refusal(
                description:
                    "\(list.schema) has no required `id` property (a string or an integer) to tell them apart."
            )
        }
        var id = fields.remove(at: idIndex)
        if id.type == "Int" { id.mapping = "String(\(id.mapping))" }
        id.type = "String"
        let preferred = ["name", "title", "display_name", "displayName", "label"]
        let titleIndex =
            fields.firstIndex { preferred.contains($0.name) && $0.type == "String" && !$0.optional }
            ?? fields.firstIndex { $0.type == "String" && !$0.optional && !$0.mapping.contains("rawValue") }
        guard let titleIndex else {
            throw Refusal(description: "\(list.schema) has no required string property to title a row with.")
        }
        let title = fields.remove(at: titleIndex)
        return FeaturePlan(
            title: document.info.title, serverURL: document.servers.first?.urlTemplate.absoluteString,
            schema: list.schema, schemaType: "Components.Schemas.\(Naming.type(list.schema))",
            list: listWithPath, detail: detailOperation, id: id, titleField: title, fields: fields,
            leftOut: leftOut)
    }

    private func operation(
        _ operation: OpenAPI.Operation, summary: String, status: OpenAPI.Response.StatusCode,
        content: OpenAPI.Content
    ) throws(Refusal) -> FeaturePlan.Operation {
        guard let operationID = operation.operationId else {
            throw Refusal(
                description: "\(summary) has no operationId, which the generated client is named by.")
        }
        let required = operation.parameters.compactMap { try? document.components.lookup($0) }
            .filter { $0.required && $0.location != .path }
        if let parameter = required.first {
            throw Refusal(
                description:
                    "\(summary) requires the \(parameter.location.rawValue) parameter '\(parameter.name)', whose value the feature cannot choose."
            )
        }
        if operation.requestBody != nil {
            throw Refusal(description: "\(summary) takes a request body, which the feature cannot fill.")
        }
        guard let example = Self.example(of: content) else {
            throw Refusal(
                description:
                    "\(operationID)'s \(status.rawValue) response has no example or examples; the mock preset answers with the document's own, so add one."
            )
        }
        let code = Int(status.rawValue) ?? 200
        return FeaturePlan.Operation(
            operationID: operationID, method: Naming.member(operationID), summary: summary, status: code,
            statusCase: Naming.statusCase(code), itemsPath: [], itemsKeys: [], pathParameter: nil,
            pathParameterIsInteger: false, example: example)
    }

    /// The content's `example`, else its first `examples` value, else its schema's first example,
    /// as JSON with sorted keys.
    static func example(of content: OpenAPI.Content) -> String? {
        let value =
            content.example ?? content.examples?.values.lazy.compactMap { $0.b?.dataOrLegacyValue }.first
            ?? content.schema?.examples.first
        guard let value else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Fields

    /// The Domain's field for a property, or `nil` when a row of text cannot show it.
    private func field(_ name: String, _ property: JSONSchema, optional: Bool) -> FeaturePlan.Field? {
        guard Naming.isPredictable(name) else { return nil }
        let swift = Naming.member(name)
        let access = "api.\(swift)"
        let chain = optional ? "\(access)?" : access
        let schema = resolved(property) ?? property
        func make(_ type: String, _ mapping: String, _ display: String, from inner: String? = nil)
            -> FeaturePlan.Field
        {
            let described = (property.description ?? schema.description)?
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let values = schema.allowedValues?.compactMap { $0.value as? String }
            let origin =
                inner.map { "The `\($0)` of the answer's `\(name)`" }
                ?? values.map { "`\(name)` in the answer: \($0.joined(separator: ", "))" }
                ?? "`\(name)` in the answer"
            let doc =
                described.map { $0.hasSuffix(".") ? $0 : $0 + "." } ?? origin
                + (optional ? ", when sent." : ".")
            return FeaturePlan.Field(
                name: name, swiftName: swift, label: Naming.label(name), doc: doc, type: type,
                optional: optional, mapping: mapping, display: display)
        }
        switch schema.value {
        case let .string(core, _):
            if schema.allowedValues != nil { return make("String", "\(chain).rawValue", "text") }
            switch core.format.rawValue {
            case "date-time": return make("Date", access, "date")
            case "binary", "byte": return nil
            default: return make("String", access, "text")
            }
        case let .integer(core, _):
            switch core.format {
            case .int32, .int64:
                return make("Int", optional ? "\(access).map(Int.init)" : "Int(\(access))", "number")
            default: return make("Int", access, "number")
            }
        case let .number(core, _):
            if core.format == .float {
                return make("Double", optional ? "\(access).map(Double.init)" : "Double(\(access))", "number")
            }
            return make("Double", access, "number")
        case .boolean: return make("Bool", access, "flag")
        case let .object(_, object):
            // A nested object shows as its first required string: a shelter as its name.
            let required = Set(object.requiredProperties)
            let inner = object.properties.first { key, value in
                required.contains(key) && Naming.isPredictable(key) && resolved(value)?.allowedValues == nil
                    && { if case .string? = resolved(value)?.value { true } else { false } }()
            }
            guard let (key, _) = inner else { return nil }
            return make("String", "\(chain).\(Naming.member(key))", "text", from: key)
        case let .array(_, array):
            guard let items = array.items, case .string? = resolved(items)?.value,
                resolved(items)?.allowedValues == nil
            else { return nil }
            return make("String", "\(chain).joined(separator: \", \")", "text")
        default:
            return nil
        }
    }

    private func describe(_ schema: JSONSchema) -> String {
        switch (resolved(schema) ?? schema).value {
        case .array: "a list"
        case .object: "an object with no required string"
        case .string: "binary data"
        default: "a schema of several shapes"
        }
    }
}

extension JSONSchema {
    fileprivate var objectContext: ObjectContext? {
        if case let .object(_, context) = value { context } else { nil }
    }
}
