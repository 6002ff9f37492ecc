import OpenAPIKit

extension Planner {
    /// The fields the Domain keeps: the list items' properties that a row of text can show, and
    /// that the detail's schema has in the same shape when it is a fuller one (each record type
    /// is mapped to the Domain model by the same code); the others, with why, for a comment.
    func sharedFields(
        _ items: JSONSchema.ObjectContext, _ full: JSONSchema.ObjectContext, list: String, detail: String
    ) throws(Refusal) -> (fields: [FeaturePlan.Field], leftOut: [String]) {
        let required = Set(items.requiredProperties)
        let fullRequired = Set(full.requiredProperties)
        var fields: [FeaturePlan.Field] = []
        var leftOut: [String] = []
        for (name, property) in items.properties {
            let optional = !required.contains(name) || property.nullable
            guard let field = field(name, property, optional: optional) else {
                leftOut.append("\(name): \(describeField(property))")
                continue
            }
            if list != detail {
                guard let other = full.properties[name],
                    let twin = self.field(
                        name, other, optional: !fullRequired.contains(name) || other.nullable),
                    twin.type == field.type, twin.mapping == field.mapping
                else {
                    leftOut.append("\(name): not in \(detail) in the same shape")
                    continue
                }
            }
            fields.append(field)
        }
        return (fields, leftOut)
    }

    /// The field a row is titled with, taken out of `fields`: a string named as titles are
    /// (`name`, `title`…), required before optional; else such a string one object down
    /// (`volumeInfo.title`); else the first other string.
    func titleField(
        _ fields: inout [FeaturePlan.Field], items: JSONSchema.ObjectContext, full: JSONSchema.ObjectContext,
        identifier: String
    ) -> FeaturePlan.Field? {
        let preferred = [
            "name", "title", "display_name", "displayName", "full_name", "fullName", "label", "login",
        ]
        let plain = { (field: FeaturePlan.Field) in
            field.type == "String" && !field.mapping.contains("rawValue") && !field.mapping.contains("joined")
        }
        let index =
            fields.firstIndex { preferred.contains($0.name) && plain($0) && !$0.optional }
            ?? fields.firstIndex { preferred.contains($0.name) && plain($0) }
        if let index {
            return titled(fields.remove(at: index))
        }
        if let nested = nestedTitle(items: items, full: full, preferred: preferred) { return nested }
        let other =
            fields.firstIndex { plain($0) && !$0.optional && $0.name != identifier }
            ?? fields.firstIndex {
                plain($0) && $0.name != identifier && !$0.name.lowercased().hasSuffix("url")
            }
        return other.map { titled(fields.remove(at: $0)) }
    }

    /// The field as a title: an optional one reads as blank when missing, and the Domain drops
    /// a record whose title is blank.
    private func titled(_ field: FeaturePlan.Field) -> FeaturePlan.Field {
        var title = field
        if field.optional { title.mapping = "(\(field.mapping) ?? \"\")" }
        return title
    }

    /// `volumeInfo.title`: a title-like string inside an object property both schemas have.
    private func nestedTitle(
        items: JSONSchema.ObjectContext, full: JSONSchema.ObjectContext, preferred: [String]
    ) -> FeaturePlan.Field? {
        for (outer, property) in items.properties
        where Naming.isPredictable(outer) && full.properties[outer] != nil {
            guard let object = (resolved(property) ?? property).objectContext else { continue }
            let outerOptional = !items.requiredProperties.contains(outer) || property.nullable
            for name in preferred {
                guard let inner = object.properties[name], case .string = (resolved(inner) ?? inner).value,
                    (resolved(inner) ?? inner).allowedValues == nil
                else { continue }
                let innerOptional = !object.requiredProperties.contains(name) || inner.nullable
                let chain = "api.\(Naming.member(outer))\(outerOptional ? "?" : "").\(Naming.member(name))"
                return FeaturePlan.Field(
                    name: "\(outer).\(name)", swiftName: Naming.member(name), label: Naming.label(name),
                    doc: "The `\(name)` of the answer's `\(outer)`.", type: "String", optional: false,
                    mapping: outerOptional || innerOptional ? "(\(chain) ?? \"\")" : chain, display: "text")
            }
        }
        return nil
    }

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

    private func describeField(_ schema: JSONSchema) -> String {
        switch (resolved(schema) ?? schema).value {
        case .array: "a list"
        case .object: "an object with no required string"
        case .string: "binary data"
        default: "a schema of several shapes"
        }
    }
}
