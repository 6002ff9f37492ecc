import Foundation
import OpenAPIKit

extension Planner {
    /// The plan of a resource found: its operations with the arguments they are called with,
    /// the examples the mock serves, and the fields the feature shows.
    func plan(_ resource: Resource) throws(Refusal) -> FeaturePlan {
        let list = resource.list
        let detail = resource.detail
        guard let items = component(list.itemSchema).flatMap(resolved)?.objectContext,
            let full = component(detail.schema).flatMap(resolved)?.objectContext
        else { throw Refusal("\(list.itemSchema) is not an object schema.") }

        var values: [String: String] = [:]
        let listArguments = try arguments(of: list.get, identifier: nil, values: &values)
        let detailArguments = try arguments(of: detail.get, identifier: detail.parameter, values: &values)
        if let unused = given.keys.sorted().first(where: { values[$0] == nil }) {
            throw Refusal(
                "--parameter \(unused) is not a parameter of \(list.get.summary) or \(detail.get.summary).")
        }

        let maker = ExampleMaker(planner: self)
        let listDocumented = maker.documented(list.get.content)
        let detailDocumented = maker.documented(detail.get.content)
        guard let listExample = listDocumented ?? maker.made(list.get.content.schema!),
            let detailExample = detailDocumented ?? maker.made(detail.get.content.schema!)
        else { throw Refusal("\(list.itemSchema)'s examples cannot be written as JSON.") }

        var listOperation = try operation(list.get, arguments: listArguments, example: listExample)
        listOperation.itemsKeys = list.itemsKeys
        listOperation.itemsPath = list.itemsKeys.map(Naming.member)
        var access = ""
        var afterOptional = false
        for (key, optional) in zip(listOperation.itemsPath, list.itemsOptional) {
            access += (afterOptional ? "?." : ".") + key
            afterOptional = optional
        }
        listOperation.itemsAccess = access
        listOperation.itemsOptional = list.itemsOptional.contains(true)
        var detailOperation = try operation(detail.get, arguments: detailArguments, example: detailExample)
        detailOperation.pathParameter = Naming.member(detail.parameter.name)
        let keyType = integerType(of: detail.parameter)
        detailOperation.pathParameterIsInteger = keyType != nil
        detailOperation.keyType = keyType ?? "String"

        let shared = try sharedFields(items, full, list: list.itemSchema, detail: detail.schema)
        var fields = shared.fields
        guard let idIndex = fields.firstIndex(where: { $0.name == resource.identifier }) else {
            // It is a string or an integer in both schemas (or they would not have paired), so
            // what differs is whether each may leave it out.
            throw Refusal(
                "\(list.itemSchema)'s identifier `\(resource.identifier)` is required in one of \(list.itemSchema) "
                    + "and \(detail.schema) and optional in the other, so one mapping cannot read both.")
        }
        var id = fields.remove(at: idIndex)
        id.mapping =
            switch (id.type, id.optional) {
            case ("Int", false): "String(api.\(id.swiftName))"
            case ("Int", true): "(api.\(id.swiftName).map { String($0) })"
            default: "api.\(id.swiftName)"
            }
        id.type = "String"
        guard var title = titleField(&fields, items: items, full: full, identifier: resource.identifier)
        else {
            throw Refusal("\(list.itemSchema) has no string property to title a row with.")
        }
        // Every feature's list and detail screens title an item with its `name` (the screens
        // are shared by both kinds of feature); a property of that name gives way.
        title.swiftName = "name"
        var leftOut = shared.leftOut
        if let clash = fields.firstIndex(where: { $0.swiftName == "name" }) {
            leftOut.append(
                "\(fields.remove(at: clash).name): the Domain's `name` is the title, `\(title.name)`")
        }
        // Likewise `id` is the identifier, whatever the API calls it (GitHub's issue `number`).
        id.swiftName = "id"
        if let clash = fields.firstIndex(where: { $0.swiftName == "id" }) {
            leftOut.append(
                "\(fields.remove(at: clash).name): the Domain's `id` is the identifier, `\(id.name)`")
        }
        let schemaType = "Components.Schemas.\(Naming.type(list.itemSchema))"
        // What the mock's list shows: the detail's answer may be made where the list's is not.
        var exampleSource = listDocumented != nil ? "document" : "schema"
        if listDocumented != nil,
            let extended = ExampleMaker.extended(
                listOperation.example, at: list.itemsKeys, identifier: resource.identifier, title: title.name)
        {
            listOperation.example = extended
            exampleSource = "document+copies"
        }
        let servers = document.servers.compactMap(Self.url)
        return FeaturePlan(
            title: document.info.title, serverURL: servers.first, servers: servers,
            exampleSource: exampleSource,
            parameters: values, schema: list.itemSchema, schemaType: schemaType,
            detailSchemaType: detail.schema == list.itemSchema
                ? nil : "Components.Schemas.\(Naming.type(detail.schema))",
            list: listOperation, detail: detailOperation, id: id, titleField: title, fields: fields,
            leftOut: leftOut)
    }

    private func operation(_ get: Get, arguments: String, example: String) throws(Refusal)
        -> FeaturePlan.Operation
    {
        guard let operationID = get.operation.operationId else {
            throw Refusal("\(get.summary) has no operationId, which the generated client is named by.")
        }
        guard Naming.isPredictable(operationID) else {
            throw Refusal("\(get.summary)'s operationId is spelled unpredictably by the generated client.")
        }
        if get.operation.requestBody != nil {
            throw Refusal("\(get.summary) takes a request body, which the feature cannot fill.")
        }
        let code = Int(get.status.rawValue) ?? 200
        return FeaturePlan.Operation(
            operationID: operationID, method: Naming.member(operationID), summary: get.summary, status: code,
            statusCase: Naming.statusCase(code), itemsPath: [], itemsKeys: [], itemsAccess: "",
            itemsOptional: false,
            arguments: arguments, pathParameter: nil, pathParameterIsInteger: false, keyType: "String",
            example: example)
    }

    /// The server's URL with its variables at their defaults (`{protocol}://{hostname}` →
    /// `http://HOSTNAME`); `nil` unless that is an http or https URL.
    static func url(of server: OpenAPI.Server) -> String? {
        var text = server.urlTemplate.absoluteString
        for (name, variable) in server.variables {
            text = text.replacingOccurrences(of: "{\(name)}", with: variable.default)
        }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
            url.host != nil
        else { return nil }
        return text
    }

    // MARK: - Parameters

    /// The generated method's arguments for `get`: the identifier as `key`, every other path
    /// parameter and every required query parameter from `--parameter` or its default, and the
    /// optional ones given with `--parameter`; the rest left out. `values` collects what is sent.
    private func arguments(of get: Get, identifier: OpenAPI.Parameter?, values: inout [String: String])
        throws(Refusal) -> String
    {
        var path: [String] = []
        var query: [String] = []
        for parameter in get.parameters {
            let name = parameter.name
            let place = "\(parameter.location.rawValue) parameter '\(name)'"
            if let identifier, parameter.location == .path, name == identifier.name {
                path.append("\(Naming.member(name)): key")
                continue
            }
            let schema = parameter.schemaOrContent.schemaValue.flatMap { resolved($0) ?? $0 }
            let needed = parameter.location == .path || parameter.required
            guard let value = given[name] ?? (needed ? schema?.defaultValue.map(Self.text) : nil) else {
                guard needed else { continue }
                throw Refusal(
                    "\(get.summary) needs the \(place), whose value the feature cannot choose; give it with --parameter \(name)=VALUE."
                )
            }
            guard parameter.location == .path || parameter.location == .query else {
                throw Refusal("\(get.summary) needs the \(place), which the feature does not send.")
            }
            guard Naming.isPredictable(name) else {
                throw Refusal(
                    "\(get.summary) needs the \(place), whose name the generated client spells unpredictably."
                )
            }
            let literal = try Self.literal(value, for: schema, place: "\(get.summary)'s \(place)")
            if parameter.location == .path {
                path.append("\(Naming.member(name)): \(literal)")
            } else {
                query.append("\(Naming.member(name)): \(literal)")
            }
            values[name] = value
        }
        var arguments: [String] = []
        if !path.isEmpty { arguments.append("path: .init(\(path.joined(separator: ", ")))") }
        if !query.isEmpty { arguments.append("query: .init(\(query.joined(separator: ", ")))") }
        return arguments.joined(separator: ", ")
    }

    /// `value` as Swift for a parameter of `schema`: a string literal, a number, a flag, an enum
    /// case, or a list of them (comma-separated).
    static func literal(_ value: String, for schema: JSONSchema?, place: String) throws(Refusal) -> String {
        guard let schema else { return quoted(value) }
        if let allowed = schema.allowedValues?.map({ "\($0.value)" }), !allowed.isEmpty {
            guard allowed.contains(value) else {
                throw Refusal(
                    "\(value) is not a value of \(place); it takes \(allowed.joined(separator: ", ")).")
            }
            guard Naming.isPredictable(value) || Naming.isKeyword(value) else {
                throw Refusal("\(place)'s value \(value) is spelled unpredictably by the generated client.")
            }
            // The generator writes a case named as a Swift keyword in backticks, as `open`.
            return Naming.isKeyword(value) ? ".`\(value)`" : "." + Naming.member(value)
        }
        switch schema.value {
        case .integer:
            guard let number = Int(value) else { throw Refusal("\(place) takes an integer, not '\(value)'.") }
            return String(number)
        case .number:
            guard let number = Double(value) else {
                throw Refusal("\(place) takes a number, not '\(value)'.")
            }
            return String(number)
        case .boolean:
            guard ["true", "false"].contains(value) else {
                throw Refusal("\(place) takes true or false, not '\(value)'.")
            }
            return value
        case let .array(_, array):
            var elements: [String] = []
            for element in value.split(separator: ",") {
                elements.append(try literal(String(element), for: array.items, place: place))
            }
            return "[\(elements.joined(separator: ", "))]"
        default:
            return quoted(value)
        }
    }

    /// A Swift string literal of `text`.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case _ where scalar.value < 0x20: literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    private static func text(_ value: AnyCodable) -> String {
        switch value.value {
        case let array as [Any]: array.map { "\($0)" }.joined(separator: ",")
        default: "\(value.value)"
        }
    }

    /// The generated Swift type of an integer identifier (`Int64` for `format: int64`); `nil`
    /// when the identifier is not an integer.
    private func integerType(of parameter: OpenAPI.Parameter) -> String? {
        guard let schema = parameter.schemaOrContent.schemaValue.flatMap({ resolved($0) ?? $0 }),
            case let .integer(core, _) = schema.value
        else { return nil }
        switch core.format {
        case .int32: return "Int32"
        case .int64: return "Int64"
        default: return "Int"
        }
    }
}
