import Toolkit
import DesignSystem
import Testing

@MainActor @Suite struct ListTests {
    final class Counter { var calls: [Int] = [] }

    func list(selection: Int, count: Int, scroll: ScrollPosition, counter: Counter) -> List {
        List(
            sections: [
                ListSection(header: SectionHeader("Featured", count: 2), count: 2),
                ListSection(header: SectionHeader("All", count: count), count: count),
            ],
            selection: .constant(selection), scroll: scroll
        ) { index, _ in
            counter.calls.append(index)
            return Line("item \(index)")
        }
    }

    @Test func laysOutOnlyTheVisibleRowsWhateverTheCount() {
        let counter = Counter()
        let lines = list(selection: 50_000, count: 100_000, scroll: ScrollPosition(), counter: counter)
            .lines(in: Size(columns: 30, rows: 5))
        #expect(lines.count == 5)
        #expect(counter.calls.count == 5)
        #expect(lines.last?.plainText.hasPrefix("▸ item 50000") == true)
    }

    @Test func scrollsJustEnoughToKeepTheSelectionVisible() {
        let scroll = ScrollPosition()
        let counter = Counter()
        let size = Size(columns: 30, rows: 4)
        // Rows: 0 Featured, 1 item0, 2 item1, 3 All, 4 item2, 5 item3 ...
        #expect(
            list(selection: 0, count: 10, scroll: scroll, counter: counter).lines(in: size).first?.plainText
                .contains("Featured") == true)
        _ = list(selection: 3, count: 10, scroll: scroll, counter: counter).lines(in: size)
        #expect(scroll.offset == 2)
        _ = list(selection: 2, count: 10, scroll: scroll, counter: counter).lines(in: size)
        #expect(scroll.offset == 2)
        // Moving back to the first item of a section also reveals its header.
        _ = list(selection: 0, count: 10, scroll: scroll, counter: counter).lines(in: size)
        #expect(scroll.offset == 0)
        #expect(scroll.visibleRows == 4)
    }

    @Test func navigationKeysMoveAndClamp() {
        let scroll = ScrollPosition()
        _ = list(selection: 0, count: 100, scroll: scroll, counter: Counter()).lines(
            in: Size(columns: 20, rows: 11))
        #expect(ListNavigation.move(0, with: .down, count: 5, scroll: scroll) == 1)
        #expect(ListNavigation.move(0, with: .up, count: 5, scroll: scroll) == 0)
        #expect(ListNavigation.move(4, with: .down, count: 5, scroll: scroll) == 4)
        #expect(ListNavigation.move(0, with: .pageDown, count: 100, scroll: scroll) == 10)
        #expect(ListNavigation.move(0, with: .end, count: 100, scroll: scroll) == 99)
        #expect(ListNavigation.move(0, with: .enter, count: 100, scroll: scroll) == nil)
        #expect(ListNavigation.move(0, with: .down, count: 0, scroll: scroll) == nil)
    }
}
