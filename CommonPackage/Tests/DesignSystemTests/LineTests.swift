import DesignSystem
import Testing

@Suite struct LineTests {
    @Test func widthCountsWideCharactersAsTwoColumns() {
        #expect(Line("abc").width == 3)
        #expect(Line("東京").width == 4)
        #expect(Line("★ é").width == 3)
        // Long (heap) and short (inline) ASCII, control characters, and a combining mark.
        #expect(Line(String(repeating: "a", count: 100)).width == 100)
        #expect(Line("tab\there").width == 7)
        #expect(Line("e\u{301}").width == 1)
        #expect(Line("東京 Tower, a long name stored on the heap").width == 42)
    }

    @Test func truncationEndsInAnEllipsisAndKeepsStyles() {
        let line = Line("Hello", style: .title) + Line(" world", style: .muted)
        let cut = line.truncated(to: 8)
        #expect(cut.plainText == "Hello w…")
        #expect(cut.spans.first?.style == .title)
        #expect(cut.width == 8)
        #expect(line.truncated(to: 20) == line)
        #expect(Line("東京タワー").truncated(to: 5).plainText == "東京…")
    }

    @Test func fittingPadsToTheExactWidth() {
        #expect(Line("ab").fitted(to: 5).plainText == "ab   ")
        #expect(Line("abcdef").fitted(to: 4).plainText == "abc…")
    }

    @Test func paddingAndRulesReachEveryWidth() {
        // Runs up to 256 columns are cut from one made once; longer ones are built.
        for width in [3, 17, 255, 256, 257, 258, 600] {
            #expect(Line("ab").fitted(to: width).plainText == "ab" + String(repeating: " ", count: width - 2))
            let spread = Line.spread("a", "b", width: width).plainText
            #expect(spread == "a" + String(repeating: " ", count: width - 2) + "b")
        }
        for width in [16, 17, 100, 272, 273, 600] {
            let header = SectionHeader("Featured", count: 3).line(width: width)
            #expect(header.plainText == "── Featured · 3 " + String(repeating: "─", count: width - 16))
            #expect(header.width == width)
        }
        #expect(SectionHeader("Featured").line(width: 4).plainText == "── Featured ")
    }

    @Test func appendingALineKeepsBothStyles() {
        var line = Line("a", style: .title)
        line += Line("b", style: .muted) + Line("c")
        #expect(line == Line([Span("a", style: .title), Span("b", style: .muted), Span("c")]))
    }

    @Test func spreadPutsTextAtBothEdgesAndPrefersTheRight() {
        #expect(Line.spread("left", "right", width: 12).plainText == "left   right")
        #expect(Line.spread("a long left side", "right", width: 12).plainText == "a lon… right")
    }

    @Test func wrappingBreaksAtSpacesWithinTheWidth() {
        let lines = Line.wrapping("the quick brown fox jumps over", width: 10).map(\.plainText)
        #expect(lines == ["the quick", "brown fox", "jumps over"])
        #expect(Line.wrapping("abcdefghijkl", width: 5).allSatisfy { $0.width <= 5 })
    }

    @Test func framesAreCutAndPaddedToTheirSize() {
        let frame = Frame(size: Size(columns: 4, rows: 3), lines: ["abcdefg"])
        #expect(frame.lines.count == 3)
        #expect(frame.plainText == "abc…\n\n")
    }

    @Test func sizesParseWithinLimits() {
        #expect(Size(parsing: "80x24") == .standard)
        #expect(Size(parsing: "120X40") == Size(columns: 120, rows: 40))
        #expect(Size(parsing: "80") == nil)
        #expect(Size(parsing: "5x5") == nil)
        #expect(Size(parsing: "80x24x1") == nil)
    }
}
