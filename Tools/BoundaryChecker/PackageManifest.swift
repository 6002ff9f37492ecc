public import Foundation

/// One SwiftPM package of the tree, as `swift package dump-package` describes it.
public struct PackageManifest: Sendable, Equatable {
    /// The package's name.
    public var name: String
    /// The directory holding its `Package.swift`.
    public var directory: URL
    /// Its targets, as `swift package dump-package` lists them.
    public var targets: [Target]
    /// Product name → the targets it vends.
    public var products: [String: [String]]

    /// A target and what it declares.
    public struct Target: Sendable, Equatable {
        /// The target's name, such as `LandmarksFeature` or `landmarks-preview`.
        public var name: String
        /// `regular`, `executable`, `test`, …
        public var type: String
        /// The declared `path:`, if any.
        public var path: String?
        /// What the target depends on, as its manifest names them: targets and products, and
        /// the build plugins it uses (a plugin product of the package named).
        public var dependencies: [Dependency]
        /// The names of the build plugins it uses.
        public var plugins: [String] = []

        /// The module name other code imports: `landmarks-preview` → `landmarks_preview`.
        public var moduleName: String { Self.moduleName(name) }

        /// Whether this is a test target.
        public var isTest: Bool { type == "test" }

        static func moduleName(_ targetName: String) -> String {
            String(targetName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        }
    }

    /// A declared dependency of a target.
    public enum Dependency: Sendable, Equatable {
        /// `"Name"`: a target of this package or a product of a dependency.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(name: String, package: String)
    }

    /// The directory of a target's sources: its `path:`, or `Sources/<name>` / `Tests/<name>`.
    public func sourceDirectory(of target: Target) -> URL {
        if let path = target.path { return directory.appending(path: path, directoryHint: .isDirectory) }
        let folder = target.isTest ? "Tests" : target.type == "plugin" ? "Plugins" : "Sources"
        return directory.appending(path: folder, directoryHint: .isDirectory)
            .appending(path: target.name, directoryHint: .isDirectory)
    }
}

extension PackageManifest {
    /// Decodes the JSON of `swift package dump-package` for the package in `directory`.
    init(dumpJSON data: Data, directory: URL) throws {
        let dump = try JSONDecoder().decode(Dump.self, from: data)
        self.init(
            name: dump.name, directory: directory,
            targets: dump.targets.map { target in
                let usages = (target.pluginUsages ?? []).compactMap(\.plugin)
                let plugins: [(name: String, dependency: Dependency)] = usages.compactMap { words in
                    guard let name = words.first?.text else { return nil }
                    guard words.count > 1, let package = words[1].text else { return (name, .target(name)) }
                    return (name, .product(name: name, package: package))
                }
                return Target(
                    name: target.name, type: target.type, path: target.path,
                    dependencies: target.dependencies.compactMap(\.dependency) + plugins.map(\.dependency),
                    plugins: plugins.map(\.name))
            },
            products: Dictionary(
                dump.products.map { ($0.name, $0.targets) }, uniquingKeysWith: { first, _ in first }))
    }

    private struct Dump: Decodable {
        var name: String
        var targets: [DumpTarget]
        var products: [DumpProduct]
    }

    private struct DumpTarget: Decodable {
        var name: String
        var type: String
        var path: String?
        var dependencies: [DumpDependency]
        var pluginUsages: [DumpPluginUsage]?
    }

    /// `{"plugin": ["Name", "package"]}`, the package `null` for a plugin of the same package.
    private struct DumpPluginUsage: Decodable {
        var plugin: [DumpDependency.Word]?
    }

    private struct DumpProduct: Decodable {
        var name: String
        var targets: [String]
    }

    /// `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", "pkg", …]}`;
    /// the last element is a condition (`{"platformNames": ["linux"]}`) or null.
    private struct DumpDependency: Decodable {
        var byName: [Word]?
        var target: [Word]?
        var product: [Word]?

        /// One element of a dependency's array: a string, or anything else (a condition, null).
        enum Word: Decodable {
            case text(String)
            case other

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                self = (try? container.decode(String.self)).map(Word.text) ?? .other
            }

            var text: String? {
                if case let .text(text) = self { text } else { nil }
            }
        }

        var dependency: Dependency? {
            if let name = byName?.first?.text { return .byName(name) }
            if let name = target?.first?.text { return .target(name) }
            if let product, let name = product.first?.text {
                return .product(name: name, package: (product.count > 1 ? product[1].text : nil) ?? "")
            }
            return nil
        }
    }
}
