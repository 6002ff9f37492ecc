import Toolkit
import DesignSystem
import SnapshotTesting
import Testing

/// Text snapshots of each component laid out in a full screen, as a person would see it.
@MainActor @Suite struct ComponentSnapshotTests {
    let size = Size(columns: 48, rows: 12)
    func frame(_ root: any Widget) -> String {
        ScreenLayout.frame(for: root, size: size).plainText
    }

    @Test func listWithSectionsSelectionAndSearchField() {
        let page = Page("Landmarks", trailing: "2 of 8") {
            let landmarks = (0..<8).map { "Landmark \($0)" }.items
            List(
                selection: .constant(1),
                sections: [
                    Section("Featured", landmarks.prefix(2)) { $0.row },
                    Section("All", landmarks.dropFirst(2)) { $0.row },
                ]
            )
            .onOpen { _ in }
        }
        .tabs(TabBar(["Landmarks", "Categories"], selected: 0))
        .searchField(
            SearchField("Search", text: .constant(""), prompt: "press / to search", isFocused: false)
        )
        .keyBinding("/", "Search") {}
        .keyBinding(.quit())
        assertSnapshot(of: frame(page), as: .lines)
    }

    @Test func focusedTextFieldShowsACursor() {
        var text = "rock"
        let field = SearchField("Search", text: Binding(get: { text }, set: { text = $0 }), isFocused: true)
        #expect(
            field.draw(in: Size(columns: 30, rows: 1), context: DrawContext()).first?.plainText
                == " Search: rock█")
        let edits = [field.handle(.backspace), field.handle(.character("!")), field.handle(.up)]
        #expect(edits == [true, true, false])
        #expect(text == "roc!")
    }

    @Test func loadingShowsASpinnerAndAnimates() {
        let page = Page("Landmarks") { Spinner("Loading landmarks…") }.keyBinding(.quit())
        assertSnapshot(of: frame(page), as: .lines)
        #expect(ScreenLayout.frame(for: page, size: size).isAnimating)
        let next = ScreenLayout.frame(for: page, size: size, spinnerPhase: 1).plainText
        #expect(next.contains("⠙ Loading landmarks…"))
    }

    @Test func emptyStateSaysWhatIsEmptyAndWhatToDo() {
        let page = Page("Landmarks") {
            EmptyState(title: "No landmarks", message: "There is nothing to show yet. Press r to load again.")
        }
        .keyBinding("r", "Refresh") {}
        .keyBinding(.quit())
        assertSnapshot(of: frame(page), as: .lines)
    }

    @Test func errorStateShowsTheMessageAndRetry() {
        var retries = 0
        let page = Page("Landmarks") {
            ErrorState(
                title: "Couldn't load landmarks", message: "The server took too long to answer.",
                action: .retry { retries += 1 })
        }
        .keyBinding(.quit())
        assertSnapshot(of: frame(page), as: .lines)
        #expect(FocusChain(page).dispatch(.character("r")) == .handled)
        #expect(retries == 1)
    }

    @Test func bannersOfEveryKind() {
        let lines = [Banner.Kind.info, .warning, .error, .progress, .success].map {
            Banner($0, "message").line(width: 30, spinnerPhase: 0).plainText
        }
        #expect(lines == [" ℹ message", " ! message", " ✖ message", " ⠋ message", " ✔ message"])
        #expect(WidgetTree.isBusy(Page("T") { Text([]) }.banner(Banner(.progress, "Saving…"))))
    }

    @Test func footerDropsHintsThatDoNotFit() {
        let footer = KeyHintFooter([.move, .open, .back, .quit]).line(width: 22).plainText
        #expect(footer == " ↑↓ Move  ⏎ Open")
    }

    @Test func tinyTerminalsGetAMessageInsteadOfABrokenLayout() {
        let page = Page("T") { Text([]) }
        #expect(
            ScreenLayout.frame(for: page, size: Size(columns: 10, rows: 3)).plainText.hasPrefix("Too small"))
    }

    @Test func sectionHeadersGroupThousands() {
        #expect(SectionHeader("All", count: 100_000).line(width: 24).plainText == "── All · 100,000 ───────")
    }
}
