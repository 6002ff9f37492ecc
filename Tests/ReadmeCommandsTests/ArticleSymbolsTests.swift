import Foundation
import Testing

/// The README and every article of every documentation catalog name only code that exists: a
/// type, module or test target written in backticks (`LandmarkStore`, `Search`), one of its
/// members (`SearchModel.matches`, `Navigator.state(for:make:)`) and a function
/// (`fieldErrors(from:)`) must be declared in this repository's Swift sources or templates, or
/// be listed in ``notOurs`` with what it is. So an article cannot go on naming a type that was
/// renamed or deleted. Fenced code blocks are left to the compiler and to the tests that run
/// them.
@Suite struct ArticleSymbolsTests {
    /// Names articles use that this repository does not declare, each with what it is. Kept
    /// honest both ways by ``theListOfNamesThatAreNotOursIsExact()``.
    static let notOurs: [String: String] = [
        // SwiftUI, which the SwiftUI twin article compares with.
        "App": "SwiftUI", "Button": "SwiftUI", "ContentUnavailableView": "SwiftUI", "Grid": "SwiftUI",
        "GridRow": "SwiftUI", "NavigationLink": "SwiftUI", "NavigationStack": "SwiftUI",
        "ProgressView": "SwiftUI", "TabView": "SwiftUI", "Table": "SwiftUI", "WindowGroup": "SwiftUI",
        // The standard library and Foundation.
        "Array": "Swift", "AsyncStream": "Swift", "Dictionary": "Swift", "String": "Swift", "Task": "Swift",
        "CharacterSet": "Foundation", "FileHandle": "Foundation", "JSONDecoder": "Foundation",
        "NSError": "Foundation", "NSTemporaryDirectory": "Foundation", "Process": "Foundation",
        "ProcessInfo": "Foundation", "Thread": "Foundation", "TimeZone": "Foundation",
        "URLResourceValues": "Foundation", "URLSession": "Foundation",
        "dataTask(with:completionHandler:)": "Foundation's URLSession",
        "Observation": "the Swift module of @Observable",
        "MemberImportVisibility": "a Swift upcoming feature",
        // Other libraries.
        "CNIOBoringSSL": "swift-nio-ssl's BoringSSL", "ImmediateClock": "swift-clocks",
        "MetricsMiddleware": "Hummingbird",
        // HTTP headers, SQL, words and placeholders.
        "Allow": "an HTTP header", "Authorization": "an HTTP header", "ETag": "an HTTP header",
        "LISTEN": "PostgreSQL", "NOTIFY": "PostgreSQL", "CI": "a word", "UTC": "a time zone",
        "TZ": "an environment variable", "Api": "a layer", "Domain": "a layer", "Feature": "a layer",
        "Views": "a folder",
        "XApi": "a feature X's module", "XDomain": "a feature X's module",
        "XFeature": "a feature X's module", "XDescriptor": "a feature X's type",
        "XService": "a feature X's type", "XController": "a feature X's type",
        "x(known:clock:)": "a feature X's fidelity suite",
        "TrailsApi": "the feature new-feature Trails writes", "TrailsDomain": "the same",
        "TrailsFeature": "the same", "TrailsTestSupport": "the same",
        // Performance is a log of what was measured when: these were there then.
        "ListSelection": "gone since lists bind to ids (Performance's log)",
        "BackgroundSearch": "gone into SearchModel (Performance's log)",
    ]

    /// The modules of the tutorial's feature, which the articles name before anyone generates it.
    static let tutorialFeature: Set<String> = [
        "TrailsApi", "TrailsDomain", "TrailsFeature", "TrailsTestSupport",
    ]

    /// A name in backticks as an article writes it: a type or module with members, or a function.
    enum Name: Hashable {
        case type(String, members: [String])
        case function(String)
    }

    /// The names in `text`'s inline code spans, outside fenced blocks; a span that is a file
    /// name (`Package.swift`) or anything else is not one.
    static func names(in text: String) -> [Name] {
        var names: [Name] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let spans = line.split(separator: "`", omittingEmptySubsequences: false)
            for (index, span) in spans.enumerated() where index % 2 == 1 {
                if let name = name(String(span)) { names.append(name) }
            }
        }
        return names
    }

    /// `span` as a name, if it is one: `Type`, `Type.member.member`, `Type.member(label:)`, or
    /// `function(label:)`.
    static func name(_ span: String) -> Name? {
        if span.wholeMatch(of: /[a-z][A-Za-z0-9]*\(([A-Za-z_]+:)*\)/) != nil { return .function(span) }
        guard
            let match = span.wholeMatch(of: /([A-Z][A-Za-z0-9]*)((?:\.[a-z][A-Za-z0-9]*)*)(\([A-Za-z_:]*\))?/)
        else { return nil }
        let members = match.output.2.split(separator: ".").map(String.init)
        // A file name: `Package.swift`, `COVERAGE.md`.
        if let last = members.last, fileExtensions.contains(last) { return nil }
        return .type(String(match.output.1), members: members)
    }

    /// What ends a file's name rather than a member's.
    static let fileExtensions: Set<String> = ["swift", "md", "xctest", "json", "yaml", "txt", "html", "sh"]

    /// What the repository declares: its types, modules and test targets, and every member name.
    struct Declared {
        var types: Set<String> = []
        var members: Set<String> = ["init"]

        init(root: URL) throws {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                let path = file.path
                if path.contains("/.build") || path.contains("/Fixtures/") || path.contains("/.git/") {
                    continue
                }
                // A package (a folder of the root), or a module or test target (a folder of one of these).
                let parent = file.deletingLastPathComponent()
                if parent.standardizedFileURL == root.standardizedFileURL
                    || ["Sources", "Tests", "Tools", "Benchmarks"].contains(
                        parent.lastPathComponent)
                {
                    types.insert(file.lastPathComponent)
                }
                guard path.hasSuffix(".swift") || path.hasSuffix(".stencil") else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)/)
                {
                    types.insert(String(match.output.1))
                }
                for match in text.matches(of: /\b(?:func|var|let|case)\s+`?([A-Za-z_]\w*)/) {
                    members.insert(String(match.output.1))
                }
                // The other cases of a list: `case lakes, mountains`.
                for match in text.matches(of: /\bcase\s+([a-z]\w*(?:\s*,\s*[a-z]\w*)+)/) {
                    for name in match.output.1.split(separator: ",") {
                        members.insert(name.trimmingCharacters(in: .whitespaces))
                    }
                }
            }
        }

        /// What is wrong with `name`: a type or a member no source declares.
        func problem(with name: Name) -> String? {
            switch name {
            case let .function(function):
                let base = String(function.prefix { $0 != "(" })
                return members.contains(base) || notOurs[function] != nil ? nil : "no function \(function)"
            case let .type(type, names):
                if notOurs[type] != nil { return nil }
                guard types.contains(type) else { return "no type or module \(type)" }
                return names.first { !members.contains($0) }.map { "no member \(type).\($0)" }
            }
        }
    }

    static let root = Readme.repositoryRoot

    /// The README and every `.md` article of every catalog.
    static func documents() -> [String] {
        var documents = ["README.md"]
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            let path = file.path
            guard !path.contains("/.build"), path.hasSuffix(".md"), path.contains(".docc/") else { continue }
            documents.append(String(path.dropFirst(root.path.count + 1)))
        }
        return documents.sorted()
    }

    @Test func everyNameAnArticleUsesIsDeclared() throws {
        let declared = try Declared(root: Self.root)
        var problems: [String] = []
        for document in Self.documents() {
            let text = try String(contentsOf: Self.root.appending(path: document), encoding: .utf8)
            for name in Set(Self.names(in: text)) {
                if let problem = declared.problem(with: name) { problems.append("\(document): \(problem)") }
            }
        }
        #expect(Self.documents().count > 20, "the README and the catalogs' articles are read")
        #expect(problems.sorted() == [])
    }

    /// Each name of ``notOurs`` is used by an article and declared nowhere here: a name that
    /// becomes ours, or that no article uses any more, leaves the list.
    @Test func theListOfNamesThatAreNotOursIsExact() throws {
        let declared = try Declared(root: Self.root)
        var used: Set<String> = []
        for document in Self.documents() {
            let text = try String(contentsOf: Self.root.appending(path: document), encoding: .utf8)
            for name in Self.names(in: text) {
                switch name {
                case let .type(type, _): used.insert(type)
                case let .function(function): used.insert(function)
                }
            }
        }
        // The tutorial's feature is declared here once a person follows the tutorial and runs
        // `new-feature Trails`: its modules are not ours only while TrailsPackage is not there.
        let trailsGenerated = FileManager.default.fileExists(
            atPath: Self.root.appending(path: "TrailsPackage").path)
        for name in Self.notOurs.keys.sorted() {
            if !used.contains(name) { Issue.record("no article names \(name)") }
            if declared.types.contains(name), !(Self.tutorialFeature.contains(name) && trailsGenerated) {
                Issue.record("\(name) is declared here")
            }
        }
    }

    @Test func spansAreReadAsNamesOnlyWhenTheyAreNames() {
        #expect(Self.name("SearchModel") == .type("SearchModel", members: []))
        #expect(Self.name("Navigator.state(for:make:)") == .type("Navigator", members: ["state"]))
        #expect(Self.name("fieldErrors(from:)") == .function("fieldErrors(from:)"))
        #expect(Self.name("Package.swift") == nil)
        #expect(Self.name("swift test") == nil)
        #expect(Self.name("--preset live") == nil)
        let text = "Use `LandmarkStore`.\n```swift\nlet x = `Gone`\n```\nand `a b`."
        #expect(Self.names(in: text) == [.type("LandmarkStore", members: [])])
    }
}
