public import Foundation
import Synchronization

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
    /// The first letter of `import`, of each modifier, and `@`, which starts an attribute.
    private static let startingBytes: Set<UInt8> = Set("@ipfo".utf8)

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
        private var multilineCloser: [UInt8]?

        var isInCode: Bool { commentDepth == 0 && multilineCloser == nil }

        private static let (slash, star, pound, quote, backslash) = (
            UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "\\")
        )
        // The delimiters, made once: an array literal at each comparison allocated an array each
        // time, most of what was left of the scan's time.
        private static let (lineComment, commentOpener, commentCloser) = (
            [slash, slash], [slash, star], [star, slash]
        )
        private static let (oneQuote, threeQuotes) = ([quote], [quote, quote, quote])

        /// Reads `line` as UTF-8 bytes: every delimiter is ASCII, and no byte of a multi-byte
        /// character is, so bytes find the same delimiters as characters without the grapheme
        /// breaking that made `Array(line)` most of the scan's time.
        mutating func scan(_ line: Substring) {
            let bytes = Array(line.utf8)
            var index = 0
            func starts(with text: [UInt8], at position: Int) -> Bool {
                Self.holds(text, in: bytes, at: position)
            }
            while index < bytes.count {
                if let closer = multilineCloser {
                    if starts(with: closer, at: index) {
                        multilineCloser = nil
                        index += closer.count
                    } else {
                        index += bytes[index] == Self.backslash ? 2 : 1
                    }
                } else if commentDepth > 0 {
                    if starts(with: Self.commentCloser, at: index) {
                        commentDepth -= 1
                        index += 2
                    } else if starts(with: Self.commentOpener, at: index) {
                        commentDepth += 1
                        index += 2
                    } else {
                        index += 1
                    }
                } else if starts(with: Self.lineComment, at: index) {
                    return
                } else if starts(with: Self.commentOpener, at: index) {
                    commentDepth += 1
                    index += 2
                } else if bytes[index] == Self.pound || bytes[index] == Self.quote {
                    let hashes = bytes[index...].prefix { $0 == Self.pound }.count
                    let quote = index + hashes
                    guard quote < bytes.count, bytes[quote] == Self.quote else {
                        index += max(1, hashes)
                        continue
                    }
                    let pounds = hashes == 0 ? [] : Array(repeating: Self.pound, count: hashes)
                    if starts(with: Self.threeQuotes, at: quote) {
                        multilineCloser = hashes == 0 ? Self.threeQuotes : Self.threeQuotes + pounds
                        index = quote + 3
                    } else {
                        index = Self.endOfString(
                            bytes, from: quote + 1,
                            closer: hashes == 0 ? Self.oneQuote : Self.oneQuote + pounds, raw: hashes > 0)
                    }
                } else {
                    index += 1
                }
            }
        }

        /// Whether `text` lies in `bytes` at `position`, compared one by one in place: the
        /// lexer asks at nearly every byte, and copying the slice to compare took nearly half of
        /// the import scan's time.
        private static func holds(_ text: [UInt8], in bytes: [UInt8], at position: Int) -> Bool {
            guard position + text.count <= bytes.count else { return false }
            for offset in text.indices where bytes[position + offset] != text[offset] { return false }
            return true
        }

        /// The index just past a one-line string's closing delimiter (or the line's end).
        private static func endOfString(_ bytes: [UInt8], from start: Int, closer: [UInt8], raw: Bool) -> Int
        {
            var index = start
            while index < bytes.count {
                if !raw, bytes[index] == backslash {
                    index += 2
                    continue
                }
                if holds(closer, in: bytes, at: index) { return index + closer.count }
                index += 1
            }
            return index
        }
    }

    /// The module imported by one line, if the line is an import declaration.
    static func module(in line: Substring) -> String? {
        // Most lines start with neither an attribute, a modifier nor `import`: let them go before
        // splitting them into words.
        guard let first = line.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }), startingBytes.contains(first)
        else { return nil }
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
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            where !name.hasPrefix(".") {
                let child = folder.appending(path: name)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if !manager.fileExists(atPath: child.appending(path: "Package.swift").path) {
                        pending.append(child)
                    }
                } else if name.hasSuffix(".swift"),
                    let source = try? String(contentsOf: child, encoding: .utf8)
                {
                    results.append((child, imports(in: source)))
                }
            }
        }
        return results.sorted { $0.0.path < $1.0.path }
    }

    /// ``imports(below:)`` of each of `directories`, in their order, scanned on every core: at
    /// fifty features the scan of some 1,400 files was most of `check-boundaries`' time.
    public static func imports(below directories: [URL]) -> [[(file: URL, imports: [ImportStatement])]] {
        let results = Mutex(
            [[(file: URL, imports: [ImportStatement])]](repeating: [], count: directories.count))
        DispatchQueue.concurrentPerform(iterations: directories.count) { index in
            let found = imports(below: directories[index])
            results.withLock { $0[index] = found }
        }
        return results.withLock { $0 }
    }
}
