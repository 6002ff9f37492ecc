import Foundation
import Testing

/// A listing an article takes from the sources says so on its first line
/// (`// LandmarksFeature/LandmarksDescriptor.swift (abridged)`), and is checked against that
/// file: each of its lines is in the file, in order, spaces aside (so a listing may leave lines
/// out, mark a cut with `…`, and wrap a line differently, but never show code the file does not
/// have). A listing without such a line is an example, left to the symbol check.
@Suite struct ArticleListingsTests {
    /// A listing taken from a source file.
    struct Listing {
        var article: String
        /// The path its first line gives: `LandmarksFeature/LandmarksDescriptor.swift`.
        var source: String
        var lines: [String]
    }

    /// The `swift` blocks of `text` whose first line names a source file.
    static func listings(in text: String, article: String) -> [Listing] {
        var listings: [Listing] = []
        var block: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if block == nil, trimmed == "```swift" {
                block = []
            } else if let lines = block, trimmed == "```" {
                block = nil
                guard let first = lines.first,
                    let path = first.wholeMatch(of: /\/\/ ([A-Za-z]+\/[A-Za-z\/+]+\.swift)( \(abridged\))?/)
                else { continue }
                listings.append(
                    Listing(article: article, source: String(path.output.1), lines: Array(lines.dropFirst())))
            } else {
                block?.append(line)
            }
        }
        return listings
    }

    /// `text` without its white space.
    static func squeezed(_ text: some StringProtocol) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
    }

    /// The file under some package's or folder's `Sources` whose path ends with `source`.
    static func file(_ source: String) -> URL? {
        let root = Readme.repositoryRoot
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            let path = file.path
            if !path.contains("/.build"), path.hasSuffix("/Sources/" + source) { return file }
        }
        return nil
    }

    /// The first line of `listing` that is not in its file after the line before it, if any.
    static func firstMismatch(_ listing: Listing, in source: String) -> String? {
        let text = squeezed(source)
        var from = text.startIndex
        for line in listing.lines {
            let squeezedLine = squeezed(line)
            // A cut: `…` alone, or a line ending in one (`{ … }`), matches up to the cut.
            let parts = squeezedLine.split(separator: "…", omittingEmptySubsequences: true)
            for part in parts {
                guard let found = text.range(of: part, range: from..<text.endIndex) else { return line }
                from = found.upperBound
            }
        }
        return nil
    }

    @Test func everyListingTakenFromASourceFileIsInIt() throws {
        var checked = 0
        for document in ArticleSymbolsTests.documents() {
            let text = try String(
                contentsOf: Readme.repositoryRoot.appending(path: document), encoding: .utf8)
            for listing in Self.listings(in: text, article: document) {
                let file = try #require(Self.file(listing.source), "\(document): no file \(listing.source)")
                let source = try String(contentsOf: file, encoding: .utf8)
                let mismatch = Self.firstMismatch(listing, in: source)
                #expect(mismatch == nil, "\(document), the listing of \(listing.source): not in the file")
                checked += 1
            }
        }
        #expect(checked >= 3, "the articles' listings of source files are found")
    }

    @Test func aListingMayLeaveLinesOutButNotChangeThem() {
        let source = "struct A {\n    let a = 1\n    let b = 2\n    func f() { print(a) }\n}\n"
        let listing = { (lines: [String]) in Listing(article: "x", source: "A.swift", lines: lines) }
        #expect(
            Self.firstMismatch(
                listing(["struct A {", "    let a = 1", "    func f() { … }", "}"]), in: source) == nil)
        #expect(
            Self.firstMismatch(listing(["struct A {", "    let b = 2", "    let a = 1"]), in: source)
                == "    let a = 1")
        #expect(Self.firstMismatch(listing(["struct A {", "    let c = 3"]), in: source) == "    let c = 3")
        let text =
            "```swift\n// LandmarksFeature/LandmarksDescriptor.swift (abridged)\nlet x = 1\n```\n```swift\nlet y = 2\n```"
        #expect(
            Self.listings(in: text, article: "x").map(\.source) == [
                "LandmarksFeature/LandmarksDescriptor.swift"
            ])
    }
}
