public import Foundation

/// One `import` in a source file.
public struct ImportStatement: Sendable, Equatable {
    /// The module the file imports, without its access modifier or attributes.
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
        var lexer = Lexer()
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Only a line that starts in code can start an import declaration.
            if lexer.isInCode, let module = module(in: line) {
                found.append(ImportStatement(module: module, line: index + 1))
            }
            lexer.scan(line)
        }
        return found
    }

    /// Where the scanner is between lines: in code, in a (nested) block comment, or in a
    /// multi-line string. Within a line it also tracks `//` comments and one-line strings, so
    /// `"/*"` in a string opens no comment and `// """` opens no string.
    struct Lexer {
        private var commentDepth = 0
        /// The closing delimiter of the multi-line string being read: `"""`, or `"""#` for `#"""`.
        private var multilineCloser: [Character]?

        var isInCode: Bool { commentDepth == 0 && multilineCloser == nil }

        mutating func scan(_ line: Substring) {
            let characters = Array(line)
            var index = 0
            func starts(with text: [Character], at position: Int) -> Bool {
                Self.holds(text, in: characters, at: position)
            }
            while index < characters.count {
                if let closer = multilineCloser {
                    if starts(with: closer, at: index) {
                        multilineCloser = nil
                        index += closer.count
                    } else {
                        index += characters[index] == "\\" ? 2 : 1
                    }
                } else if commentDepth > 0 {
                    if starts(with: ["*", "/"], at: index) {
                        commentDepth -= 1
                        index += 2
                    } else if starts(with: ["/", "*"], at: index) {
                        commentDepth += 1
                        index += 2
                    } else {
                        index += 1
                    }
                } else if starts(with: ["/", "/"], at: index) {
                    return
                } else if starts(with: ["/", "*"], at: index) {
                    commentDepth += 1
                    index += 2
                } else if characters[index] == "#" || characters[index] == "\"" {
                    let hashes = characters[index...].prefix { $0 == "#" }.count
                    let quote = index + hashes
                    guard quote < characters.count, characters[quote] == "\"" else {
                        index += max(1, hashes)
                        continue
                    }
                    let pounds = Array(repeating: Character("#"), count: hashes)
                    if starts(with: ["\"", "\"", "\""], at: quote) {
                        multilineCloser = ["\"", "\"", "\""] + pounds
                        index = quote + 3
                    } else {
                        index = Self.endOfString(
                            characters, from: quote + 1, closer: ["\""] + pounds, raw: hashes > 0)
                    }
                } else {
                    index += 1
                }
            }
        }

        /// Whether `text` lies in `characters` at `position`, compared one by one in place: the
        /// lexer asks at nearly every character, and copying the slice to compare took nearly
        /// half of the import scan's time.
        private static func holds(_ text: [Character], in characters: [Character], at position: Int) -> Bool {
            guard position + text.count <= characters.count else { return false }
            for offset in text.indices where characters[position + offset] != text[offset] { return false }
            return true
        }

        /// The index just past a one-line string's closing delimiter (or the line's end).
        private static func endOfString(
            _ characters: [Character], from start: Int, closer: [Character], raw: Bool
        )
            -> Int
        {
            var index = start
            while index < characters.count {
                if !raw, characters[index] == "\\" {
                    index += 2
                    continue
                }
                if holds(closer, in: characters, at: index) { return index + closer.count }
                index += 1
            }
            return index
        }
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
