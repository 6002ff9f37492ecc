import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import Yams

/// Reads an OpenAPI document's text into OpenAPIKit's model: parsed once (a 2.5 MB description
/// is parsed in one pass, not once for its version and again for the rest), its `$ref`s checked
/// before anything else reads it, and a 3.0 document converted to 3.1.
public enum DocumentLoader {
    /// The document in `text`; `name` is what a refusal calls it (its file name).
    ///
    /// - Throws: ``Refusal`` when it is not YAML or JSON, not OpenAPI 3.0 or 3.1, refers to a
    ///   component it does not define, or does not decode.
    public static func load(_ text: String, named name: String) throws(Refusal) -> OpenAPIKit.OpenAPI.Document
    {
        // As YAMLDecoder parses (every scalar a string, merge keys followed), so that a status
        // code key such as 200 reads as OpenAPIKit expects; the parser holds the anchors the
        // nodes refer to, so it lives until decoding ends.
        let parser: Parser
        let node: Node
        do {
            parser = try Parser(yaml: text, resolver: Resolver.basic.appending(.merge))
            guard let root = try parser.singleRoot() else { throw Refusal("\(name) is empty.") }
            node = root
        } catch let refusal as Refusal {
            throw refusal
        } catch {
            throw Refusal("\(name) is not YAML or JSON: \(Self.firstLine(of: error)).")
        }
        defer { withExtendedLifetime(parser) {} }
        guard case .mapping = node else {
            throw Refusal(
                "\(name) is not an OpenAPI document: it holds no fields, only \(node.string ?? "a list").")
        }
        guard let version = node["openapi"]?.string else {
            if let swagger = node["swagger"]?.string {
                throw Refusal(
                    "\(name) is a Swagger \(swagger) document (OpenAPI 2); convert it to OpenAPI 3 first.")
            }
            throw Refusal(
                "\(name) has no `openapi` field saying which version of OpenAPI it is (3.0 or 3.1).")
        }
        let needed = Pruning.pruned(node)
        try ReferenceCheck(root: needed, document: name).check()
        // The `x-` extensions are not read, and OpenAPIKit finds them by decoding each object
        // a second time as a dictionary of anything: that alone took a third of the time.
        do {
            if version.hasPrefix("3.0") {
                return try YAMLDecoder().decode(
                    OpenAPIKit30.OpenAPI.Document.self, from: needed,
                    userInfo: [OpenAPIKit30.VendorExtensionsConfiguration.enabledKey: false]
                )
                .convert(to: .v3_1_0)
            }
            if version.hasPrefix("3.1") {
                return try YAMLDecoder().decode(
                    OpenAPIKit.OpenAPI.Document.self, from: needed,
                    userInfo: [OpenAPIKit.VendorExtensionsConfiguration.enabledKey: false])
            }
        } catch {
            throw Refusal(
                "\(name) is not an OpenAPI document OpenAPIKit reads: "
                    + "\(Self.firstLine(of: OpenAPIKit.OpenAPI.Error(from: error).localizedDescription)).")
        }
        throw Refusal("\(name) is OpenAPI \(version); the feature reads OpenAPI 3.0 and 3.1.")
    }

    private static func firstLine(of error: any Error) -> String {
        firstLine(of: String(describing: error))
    }

    private static func firstLine(of text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.hasSuffix(".") ? String(line.dropLast()) : line
    }
}
