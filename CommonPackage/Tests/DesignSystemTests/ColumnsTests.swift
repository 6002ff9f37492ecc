import Testing

@testable import DesignSystem

@Suite struct ColumnsTests {
    @Test func aColumnIsItsWidestValueAndTheGap() {
        #expect(Column(fitting: ["Lakes", "Mountains", "Rivers"]).width == 9 + Column.gap)
        #expect(Column(fitting: ["東京タワー", "Tower"]).width == 10 + Column.gap)
        #expect(Column(fitting: ["é", "ab"]).width == 2 + Column.gap)
        #expect(Column(fitting: [String]()).width == Column.gap)
    }

    /// Name, category and park, as the Landmarks rows lay them out.
    private func row(_ width: Int) -> String {
        ColumnRow(
            width: width,
            [
                .flexible("Half Dome", upTo: Column(fitting: ["Half Dome", "Turtle Rock"])),
                .fixed("Mountains", Column(fitting: ["Lakes", "Mountains"]), dropOrder: 1),
                .flexible("Yosemite National Park", dropOrder: 0),
            ]
        ).line.plainText
    }

    @Test func cellsTakeTheirColumnsAndTheLastTakesWhatIsLeft() {
        #expect(row(60) == "Half Dome    Mountains  Yosemite National Park")
        #expect(row(40) == "Half Dome    Mountains  Yosemite Nation…")
    }

    @Test func aFlexibleCellIsCutToReadableBeforeACellGoes() {
        // 12 + 11 + 12 = 35 columns at the narrowest: the name gives up its gap first.
        #expect(row(35) == "Half Dome   Mountains  Yosemite Na…")
    }

    @Test func cellsGoLowestDropOrderFirst() {
        #expect(row(34) == "Half Dome    Mountains")
        #expect(row(22) == "Half Dome")
        #expect(row(8) == "Half Do…")
    }

    @Test func aCellWithoutAnOrderStaysAtAnyWidth() {
        let line = ColumnRow(width: 10, [.fixed("Tue, Jun 18", Column(width: 13)), .flexible("Turtle Rock")])
            .line
        #expect(line.plainText == "Tue, Jun 18  ")
    }

    @Test func stylesStayWithTheirCells() {
        let line = ColumnRow(
            width: 30, [.fixed("Lakes", Column(width: 7)), .flexible(Line("Glacier", style: .muted))]
        ).line
        #expect(line.spans.map(\.style) == [.plain, .plain, .muted])
        #expect(line.plainText == "Lakes  Glacier")
    }
}
