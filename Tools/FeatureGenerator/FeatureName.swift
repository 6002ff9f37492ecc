/// A new feature's names: `Trails` for its package and modules, `Trail` for one of its items,
/// and their lower-case forms for routes, the harness and options.
public struct FeatureName: Sendable, Equatable {
    /// The feature, as its modules are named: `Trails` (`TrailsDomain`, `TrailsFeature`, …).
    public let name: String
    /// One item it shows: `Trail` (`TrailService`, `TrailStore`, …).
    public let item: String

    /// The feature's lower-case name: `trails` (`trails-preview`, `/trails`).
    public var lower: String { name.lowercased() }
    /// The item's lower-case name: `trail`.
    public var itemLower: String { item.lowercased() }

    /// The version of the Backend migration that creates its table: 1000 to 9999, from the
    /// name (FNV-1a), so it is the same each time and features generated in any order differ.
    public var migrationVersion: Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lower.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return 1000 + Int(hash % 9000)
    }

    /// The modules a feature of this name adds.
    public var modules: [String] {
        ["Api", "Domain", "Feature", "TestSupport"].map { name + $0 } + ["\(lower)-preview"]
    }

    /// Checks `name` (and `item`, by default `name` without its final `s`).
    ///
    /// - Throws: a ``GeneratorError`` saying what is wrong with either.
    public init(_ name: String, item: String? = nil) throws(GeneratorError) {
        try Self.check(name, what: "feature name")
        let item = item ?? (name.count > 1 && name.hasSuffix("s") ? String(name.dropLast()) : name + "Item")
        try Self.check(item, what: "item name")
        guard item != name else {
            throw GeneratorError("the item name must differ from the feature name '\(name)'; pass --item")
        }
        self.name = name
        self.item = item
    }

    /// A Swift type name in UpperCamelCase of ASCII letters and digits, not a keyword or a type
    /// every Swift file sees.
    private static func check(_ candidate: String, what: String) throws(GeneratorError) {
        guard let first = candidate.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw GeneratorError(
                "'\(candidate)' is not a valid \(what): use a Swift type name in UpperCamelCase, such as Trails"
            )
        }
        guard
            candidate.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw GeneratorError(
                "'\(candidate)' is not a valid \(what): use only letters and digits, such as Trails")
        }
        guard candidate.count <= 40 else {
            throw GeneratorError("'\(candidate)' is too long for a \(what) (40 at most)")
        }
        guard !reserved.contains(candidate) else {
            throw GeneratorError(
                "'\(candidate)' cannot be the \(what): Swift, Foundation or this app has a type of that name"
                    + (what == "item name" ? "; choose another with --item" : ""))
        }
    }

    /// Names a generated type would clash with: the standard library's, Foundation's (the item
    /// of a feature named Streams, `Stream`, is ambiguous with Foundation's class in every file
    /// that imports both, and the feature did not compile), and this app's.
    private static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "String", "Int", "Bool", "Double", "Float", "Character",
        "Substring",
        "Array", "Dictionary", "Set", "Range", "Sequence", "Collection", "Optional", "Result", "Error",
        "Never",
        "Void", "Task", "Actor", "Duration", "Clock", "Mirror", "Regex", "Unicode",
        "Date", "Data", "URL", "UUID", "Stream", "Timer", "Thread", "Process", "Pipe", "Bundle", "Locale",
        "Calendar", "TimeZone", "Notification", "Operation", "Port", "Host", "Progress", "Measurement",
        "Unit",
        "Decimal", "Scanner", "Expression", "Predicate", "Mutex",
        "Page", "List", "Text", "View", "Widget", "Form", "Binding", "Line", "Key", "Screen", "Route",
        "Endpoint", "Notice", "Logger", "Common", "App", "Backend", "Preview", "Toolkit", "DesignSystem",
        "Env",
        "Tests",
    ]
}

/// Why the generator stopped; nothing was written.
public struct GeneratorError: Error, CustomStringConvertible, Equatable {
    /// One sentence.
    public var description: String

    /// A refusal said as `description`, which names the rule the name broke.
    public init(_ description: String) {
        self.description = description
    }
}
