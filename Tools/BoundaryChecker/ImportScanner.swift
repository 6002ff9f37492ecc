public import Foundation

/// One `import` in a source file.
public struct ImportStatement: Sendable, Equatable {
    /// The imported module.
    public var module: String
    /// The 1-based line.
    public var line: Int
}

/// Finds imports in Swift source in every form: `import X`, `@testable import X`,
/// `@_exported import X`, `public`/`package`/`internal import X`, `import struct X.Y`, and
/// imports inside `#if`. Comments and string literals are skipped, so text that merely looks like
/// an import (in a doc comment or a test fixture string) is not one.
public enum ImportScanner {
    private static let kinds: Set<Substring> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
    private static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]

    /// The imports in `source`, in order.
    public static func imports(in source: String) -> [ImportStatement] {
        var found: [ImportStatement] = []
        var inBlockComment = 0
        var stringCloser: String?  // while inside a multi-line string: `"""`, or `"""#` for `#"""`
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let closer = stringCloser {
                if line.contains(closer) { stringCloser = nil }
                continue
            }
            if inBlockComment > 0 {
                guard let end = line.range(of: "*/") else { continue }
                inBlockComment -= 1
                line = line[end.upperBound...]
            }
            if line.contains("/*"), !line.contains("*/") { inBlockComment += 1 }
            stringCloser = openedMultilineString(in: line)
            if let module = module(in: line) {
                found.append(ImportStatement(module: module, line: index + 1))
            }
        }
        return found
    }

    /// The delimiter that closes a multi-line string opened on `line` and not closed on it.
    static func openedMultilineString(in line: Substring) -> String? {
        guard let open = line.range(of: "\"\"\"") else { return nil }
        let hashes = line[..<open.lowerBound].reversed().prefix { $0 == "#" }.count
        let closer = "\"\"\"" + String(repeating: "#", count: hashes)
        return line[open.upperBound...].contains(closer) ? nil : closer
    }

    /// The module imported by one line, if the line is an import declaration.
    static func module(in line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let word = words.first, kinds.contains(word) { words = words.dropFirst() }
        guard let path = words.first else { return nil }
        let module = path.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return module.isEmpty ? nil : String(module)
    }

    /// The imports of every `.swift` file below `directory`, with each file's path. Folders that
    /// hold a `Package.swift` are packages of their own (fixture trees) and are skipped.
    public static func imports(below directory: URL) -> [(file: URL, imports: [ImportStatement])] {
        var results: [(URL, [ImportStatement])] = []
        var pending = [directory]
        let manager = FileManager.default
        while let folder = pending.popLast() {
            let children =
                (try? manager.contentsOfDirectory(
                    at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]))
                ?? []
            for child in children {
                if (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if !manager.fileExists(atPath: child.appending(path: "Package.swift").path) {
                        pending.append(child)
                    }
                } else if child.pathExtension == "swift",
                    let source = try? String(contentsOf: child, encoding: .utf8)
                {
                    results.append((child, imports(in: source)))
                }
            }
        }
        return results.sorted { $0.0.path < $1.0.path }
    }
}
