import DesignSystem
import Testing

@MainActor
@Suite("Details")
struct DetailsTests {
    private func draw(_ details: Details, columns: Int) -> [String] {
        details.draw(in: Size(columns: columns, rows: 20), context: DrawContext()).map(\.plainText)
    }

    @Test("Labels share a column at least 13 wide, and a longer label widens it to fit")
    func labelsShareOneColumn() {
        let short = Details("x", rows: [.labeled("Date", "Monday"), .labeled("Party", "2 people")])
        #expect(draw(short, columns: 40) == [" Date         Monday", " Party        2 people"])

        let long = Details("x", rows: [.labeled("Date", "Monday"), .labeled("Accessibility", "Ramps")])
        #expect(draw(long, columns: 40) == [" Date           Monday", " Accessibility  Ramps"])
    }

    @Test("A paragraph wraps to the width, one column in, and never narrower than ten columns")
    func paragraphsWrapToTheWidth() {
        let details = Details("x", rows: [.section("About"), .paragraph("one two three four five")])
        #expect(draw(details, columns: 12) == [" About", " one two", " three four", " five"])
        #expect(draw(details, columns: 4) == [" About", " one two", " three four", " five"])
    }

    @Test("A title carries its badge after two spaces; a placeholder stands for what is missing")
    func titleBadgeAndPlaceholder() {
        let details = Details(
            "Muir Woods",
            rows: [.title("Muir Woods", badge: "★ Favorite"), .spacer, .placeholder("None")])
        #expect(draw(details, columns: 40) == [" Muir Woods  ★ Favorite", "", " None"])
        #expect(details.label == "Muir Woods")
    }
}
