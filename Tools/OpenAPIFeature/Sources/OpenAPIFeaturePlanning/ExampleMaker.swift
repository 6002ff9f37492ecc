import Foundation
import OpenAPIKit

/// The answers the mock preset serves: the document's own examples wherever it has them (the
/// content's `example`, its `examples`, inline or `$ref`s into `components/examples`, the
/// schema's `example`), else made from the schema, as Prism's static mode does: the same
/// document always gives the same data. A made value takes a property's own `example`,
/// `default` or `enum` first, then its type and format (date, date-time, uuid, email, uri,
/// integer bounds, string lengths); a list holds three items told apart by their index.
struct ExampleMaker {
    let planner: Planner

    /// How many items a made list holds.
    static let listCount = 3

    /// The content's own example as JSON with sorted keys, or `nil` when it has none.
    func documented(_ content: OpenAPI.Content) -> String? {
        let components = planner.document.components
        let fromExamples = content.examples?.values.lazy.compactMap { either in
            (try? components.lookup(either))?.dataOrLegacyValue
        }.first
        let schemaExample = content.schema.flatMap { schema in
            schema.examples.first ?? planner.resolved(schema)?.examples.first
        }
        return (content.example ?? fromExamples ?? schemaExample).flatMap(Self.json)
    }

    /// A value for `schema` as JSON with sorted keys; a list in it holds ``listCount`` items.
    func made(_ schema: JSONSchema) -> String? {
        Self.json(AnyCodable(value(schema, name: "", index: 0, depth: 0)))
    }

    /// `listExample` with copies of its first item added until it holds ``listCount``, each told
    /// apart by its `identifier` (a number counted on, a string numbered) and its top-level
    /// `title`: a document's example of one item makes a list a person can move in.
    static func extended(_ listExample: String, at keys: [String], identifier: String, title: String)
        -> String?
    {
        guard let data = listExample.data(using: .utf8),
            let answer = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else { return nil }
        func grow(_ value: Any, _ keys: ArraySlice<String>) -> Any? {
            if let key = keys.first {
                guard var object = value as? [String: Any], let inner = object[key] else { return nil }
                object[key] = grow(inner, keys.dropFirst())
                return object[key] == nil ? nil : object
            }
            guard var items = value as? [Any], let first = items.first as? [String: Any],
                items.count < listCount
            else { return nil }
            for index in items.count..<listCount {
                var copy = first
                for key in [identifier, title] {
                    switch copy[key] {
                    case let number as Int: copy[key] = number + index
                    case let text as String:
                        copy[key] = key == identifier ? "\(text)-\(index + 1)" : "\(text) \(index + 1)"
                    default: break
                    }
                }
                items.append(copy)
            }
            return items
        }
        guard let grown = grow(answer, keys[...]),
            let json = try? JSONSerialization.data(
                withJSONObject: grown, options: [.sortedKeys, .fragmentsAllowed])
        else { return nil }
        return (try? JSONDecoder().decode(AnyCodable.self, from: json)).flatMap(Self.json)
    }

    static func json(_ value: AnyCodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: - Values

    private func value(_ schema: JSONSchema, name: String, index: Int, depth: Int) -> (any Sendable)? {
        let target = planner.resolved(schema) ?? schema
        if let example = schema.examples.first ?? target.examples.first {
            return varied(example, target: target, index: index)
        }
        if let allowed = target.allowedValues, !allowed.isEmpty {
            return allowed[index % allowed.count]
        }
        if let fallback = schema.defaultValue ?? target.defaultValue { return fallback }
        switch target.value {
        case let .string(core, context):
            return string(name: name, format: core.format.rawValue, context: context, index: index)
        case let .integer(_, context):
            var low = context.minimum.map { $0.value + ($0.exclusive ? 1 : 0) } ?? 1
            if let high = context.maximum.map({ $0.value - ($0.exclusive ? 1 : 0) }) {
                low = min(low, high)
                return min(low + index, high)
            }
            return low + index
        case let .number(_, context):
            let low = context.minimum?.value ?? 1.5
            let value = low + Double(index)
            return context.maximum.map { min(value, $0.value) } ?? value
        case .boolean:
            return index % 2 == 0
        case let .array(_, context):
            guard depth < 8, let items = context.items else { return [(any Sendable)?]() }
            let count = max(context.minItems, min(depth <= 2 ? Self.listCount : 1, context.maxItems ?? .max))
            return (0..<count).map { value(items, name: singular(name), index: $0, depth: depth + 1) }
                as [(any Sendable)?]
        case let .object(_, context):
            return object(context, index: index, depth: depth)
        case let .all(of: parts, _):
            var merged: [String: (any Sendable)?] = [:]
            for part in parts {
                if let object = value(part, name: name, index: index, depth: depth)
                    as? [String: (any Sendable)?]
                {
                    merged.merge(object) { first, _ in first }
                }
            }
            return merged
        case let .one(of: choices, _), let .any(of: choices, _):
            let choice = choices.first { planner.resolved($0).map { !$0.isNull } ?? false }
            return choice.flatMap { value($0, name: name, index: index, depth: depth) }
        case .null, .reference, .not:
            return nil
        case .fragment:
            return "\(Naming.label(name)) \(index + 1)"
        }
    }

    /// Every property near the top (a paged answer's items are three levels down, and their
    /// title may be one more); deeper, only the required ones; past eight levels, none.
    private func object(_ context: JSONSchema.ObjectContext, index: Int, depth: Int) -> [String: (
        any Sendable
    )?] {
        guard depth < 8 else { return [:] }
        let required = Set(context.requiredProperties)
        var object: [String: (any Sendable)?] = [:]
        for (key, property) in context.properties where depth < 5 || required.contains(key) {
            object[key] = value(property, name: key, index: index, depth: depth + 1)
        }
        return object
    }

    /// A document's example for item `index`: the first as it is, the others told apart (a
    /// number counted on, a plain string numbered), so the items of a list differ.
    private func varied(_ example: AnyCodable, target: JSONSchema, index: Int) -> (any Sendable)? {
        guard index > 0 else { return example }
        switch example.value {
        case let number as Int: return number + index
        case let number as Double: return number + Double(index)
        case let text as String where target.formatString == nil || target.formatString == "":
            return "\(text) \(index + 1)"
        default: return example
        }
    }

    private func string(name: String, format: String, context: JSONSchema.StringContext, index: Int) -> String
    {
        let number = index + 1
        let slug = Self.slug(name)
        let day = String(format: "%02d", 15 + index % 14)
        let lower = name.lowercased()
        let made: String =
            switch format {
            case "date": "2024-05-\(day)"
            case "date-time": "2024-05-\(day)T09:30:00Z"
            case "time": "09:30:00"
            case "uuid": String(format: "%08x-0000-4000-8000-%012x", Self.stableHash(name), number)
            case "email": "\(slug)\(number)@example.com"
            case "uri", "url", "iri", "uri-reference": "https://example.com/\(slug)/\(number)"
            case "hostname": "host\(number).example.com"
            case "ipv4": "192.0.2.\(number)"
            case "ipv6": "2001:db8::\(number)"
            case "byte": Data("example \(number)".utf8).base64EncodedString()
            case "password": "password-\(number)"
            default:
                lower.hasSuffix("url") || lower == "href" || lower.hasSuffix("link")
                    ? "https://example.com/\(slug)/\(number)"
                    : lower == "id" || lower.hasSuffix("_id") || name.hasSuffix("Id")
                        ? "\(slug)-\(number)" : "\(name.isEmpty ? "Value" : Naming.label(name)) \(number)"
            }
        var text = made
        if let longest = context.maxLength, text.count > longest { text = String(text.prefix(longest)) }
        if text.count < context.minLength {
            text += String(repeating: "x", count: context.minLength - text.count)
        }
        return text
    }

    private func singular(_ name: String) -> String {
        name.hasSuffix("s") ? String(name.dropLast()) : name
    }

    static func slug(_ name: String) -> String {
        let words = Naming.words(name)
        return words.isEmpty ? "value" : words.joined(separator: "-")
    }

    /// FNV-1a of `text`: the same on every machine and every run, unlike `Hasher`.
    static func stableHash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }
}
