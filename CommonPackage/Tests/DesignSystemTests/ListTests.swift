import DesignSystem
import Testing
import Toolkit

@MainActor @Suite struct ListTests {
    /// Counts the rows a list draws.
    final class Counter { var drawn: [Int] = [] }

    /// Two featured items then `count` more, under headers; ids are positions.
    func list(selection: Binding<Int?>, count: Int, scroll: ScrollPosition, counter: Counter) -> List<Int> {
        let all = (0..<(2 + count)).lazy.map { NamedItem(id: $0, name: "item \($0)") }
        let row = { (item: NamedItem) -> Text in
            counter.drawn.append(item.id)
            return item.row
        }
        return List(
            selection: selection,
            sections: [
                Section("Featured", all.prefix(2), row: row), Section("All", all.dropFirst(2), row: row),
            ]
        )
        .scrollPosition(scroll)
    }

    @Test func drawsOnlyTheVisibleRowsWhateverTheCount() {
        let counter = Counter()
        let lines = list(
            selection: .constant(50_000), count: 100_000, scroll: ScrollPosition(), counter: counter
        )
        .lines(in: Size(columns: 30, rows: 5))
        #expect(lines.count == 5)
        #expect(counter.drawn.count == 5)
        #expect(lines.last?.plainText.hasPrefix("▸ item 50000") == true)
    }

    @Test func scrollsJustEnoughToKeepTheSelectionVisible() {
        let scroll = ScrollPosition()
        let size = Size(columns: 30, rows: 4)
        func lines(_ selection: Int) -> [Line] {
            list(selection: .constant(selection), count: 10, scroll: scroll, counter: Counter()).lines(
                in: size)
        }
        // Rows: 0 Featured, 1 item0, 2 item1, 3 All, 4 item2, 5 item3 ...
        #expect(lines(0).first?.plainText.contains("Featured") == true)
        _ = lines(3)
        #expect(scroll.offset == 2)
        _ = lines(2)
        #expect(scroll.offset == 2)
        // Moving back to the first item of a section also reveals its header.
        _ = lines(0)
        #expect(scroll.offset == 0)
        #expect(scroll.visibleRows == 4)
    }

    /// The selection is an id: keys write the id of the row they move to, and Enter opens it.
    @Test func keysSelectByIdAndEnterOpensTheSelectedId() {
        var selection: Int?
        var opened: [Int] = []
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let scroll = ScrollPosition()
        func press(_ key: Key) {
            let list = list(selection: binding, count: 10, scroll: scroll, counter: Counter())
                .onOpen { opened.append($0) }
            _ = list.lines(in: Size(columns: 30, rows: 6))
            _ = FocusChain(list).dispatch(key)
        }
        press(.enter)
        #expect(opened == [0], "no selection: the first row")
        press(.down)
        press(.down)
        #expect(selection == 2)
        press(.end)
        #expect(selection == 11)
        press(.enter)
        #expect(opened == [0, 11])
    }

    /// A list of letters whose items change under it, with the third one selected.
    @MainActor final class Letters {
        var items = ["a", "b", "c", "d"].items
        var selection: Int? = 2
        let scroll = ScrollPosition()

        /// The list as a view builds it at each frame.
        var list: List<Int> {
            List("Letters", items, selection: Binding(get: { self.selection }, set: { self.selection = $0 }))
            {
                $0.row
            }
            .scrollPosition(scroll)
        }
    }

    /// A row inserted above the selected one leaves the same item selected, one row down.
    @Test func aRowInsertedAboveLeavesTheSameItemSelected() {
        let letters = Letters()
        #expect(letters.list.selectedItem == 2)
        letters.items.insert(NamedItem(id: 9, name: "new"), at: 0)
        #expect(letters.list.selectedItem == 3, "found one row down")
        #expect(letters.selection == 2, "the same item")
        #expect(letters.list.accessibilityValue == "4 of 5: c")
    }

    /// When the selected item leaves the list, the row now where it was is selected, and the
    /// model is told.
    @Test func whenTheSelectedItemGoesTheRowInItsPlaceIsSelected() {
        let letters = Letters()
        #expect(letters.list.selectedItem == 2)
        letters.items.remove(at: 2)
        #expect(letters.list.selectedItem == 2)
        #expect(letters.selection == 3, "d took c's place")
        letters.items.removeAll()
        #expect(letters.list.selectedItem == nil)
    }

    /// An item listed twice (a featured landmark, in Featured and in All) stays on the row the
    /// list was on, not the first of the two.
    @Test func anItemListedTwiceKeepsTheRowItWasOn() {
        let items = ["a", "b", "c"].items
        var selection: Int?
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let scroll = ScrollPosition()
        let list = List(
            selection: binding,
            sections: [Section("Featured", items.prefix(1)) { $0.row }, Section("All", items) { $0.row }]
        )
        .scrollPosition(scroll)
        _ = FocusChain(list).dispatch(.down)
        #expect(selection == 0, "a, its row under All")
        #expect(list.selectedItem == 1)
        _ = list.lines(in: Size(columns: 20, rows: 6))
        #expect(list.selectedItem == 1, "still under All")
    }

    @Test func navigationKeysMoveAndClamp() {
        let scroll = ScrollPosition()
        _ = list(selection: .constant(0), count: 100, scroll: scroll, counter: Counter()).lines(
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
