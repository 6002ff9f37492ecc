import DesignSystem
import SnapshotTesting
import Testing

/// Text snapshots of each component laid out in a full screen, as a person would see it.
@MainActor @Suite struct ComponentSnapshotTests {
    let size = Size(columns: 48, rows: 12)
    let hints = [KeyHint.move, .open, KeyHint("/", "Search"), .quit]

    func frame(_ content: ScreenContent) -> String {
        ScreenLayout.frame(for: content, size: size).plainText
    }

    @Test func listWithSectionsSelectionAndSearchField() {
        let list = ListView(
            sections: [
                ListSection(header: SectionHeader("Featured", count: 2), count: 2),
                ListSection(header: SectionHeader("All", count: 6), count: 6),
            ],
            selection: 1, scroll: ScrollPosition()
        ) { index, _ in Line("Landmark \(index)") }
        let content = ScreenContent(
            title: TitleBar("Landmarks", trailing: "2 of 8"),
            tabs: TabBar(["Landmarks", "Categories"], selected: 0),
            field: TextField(label: "Search", text: "", placeholder: "press / to search", isFocused: false),
            body: .list(list), hints: hints)
        assertSnapshot(of: frame(content), as: .lines)
    }

    @Test func focusedTextFieldShowsACursor() {
        let field = TextField(label: "Search", text: "rock", isFocused: true)
        #expect(field.line(width: 30).plainText == " Search: rock█")
        var edited = field
        let edits = [
            edited.edit(with: .backspace), edited.edit(with: .character("!")), edited.edit(with: .up),
        ]
        #expect(edits == [true, true, false])
        #expect(edited.text == "roc!")
    }

    @Test func loadingShowsASpinnerAndAnimates() {
        let content = ScreenContent(
            title: TitleBar("Landmarks"), body: .loading(Spinner("Loading landmarks…")), hints: [.quit])
        assertSnapshot(of: frame(content), as: .lines)
        #expect(content.isAnimating)
        let next = ScreenLayout.frame(for: content, size: size, spinnerPhase: 1).plainText
        #expect(next.contains("⠙ Loading landmarks…"))
    }

    @Test func emptyStateSaysWhatIsEmptyAndWhatToDo() {
        let content = ScreenContent(
            title: TitleBar("Landmarks"),
            body: .empty(
                EmptyState(
                    title: "No landmarks", message: "There is nothing to show yet. Press r to load again.")),
            hints: [.refresh, .quit])
        assertSnapshot(of: frame(content), as: .lines)
    }

    @Test func errorStateShowsTheMessageAndRetry() {
        let content = ScreenContent(
            title: TitleBar("Landmarks"),
            body: .failed(
                ErrorState(title: "Couldn't load landmarks", message: "The server took too long to answer.")),
            hints: [.retry, .quit])
        assertSnapshot(of: frame(content), as: .lines)
    }

    @Test func bannersOfEveryKind() {
        let lines = [Banner.Kind.info, .warning, .error, .progress, .success].map {
            Banner($0, "message").line(width: 30, spinnerPhase: 0).plainText
        }
        #expect(lines == [" ℹ message", " ! message", " ✖ message", " ⠋ message", " ✔ message"])
        let content = ScreenContent(
            title: TitleBar("T"), banner: Banner(.progress, "Saving…"), body: .lines([]), hints: [])
        #expect(content.isAnimating)
    }

    @Test func footerDropsHintsThatDoNotFit() {
        let footer = KeyHintFooter([.move, .open, .back, .quit]).line(width: 22).plainText
        #expect(footer == " ↑↓ Move  ⏎ Open")
    }

    @Test func tinyTerminalsGetAMessageInsteadOfABrokenLayout() {
        let content = ScreenContent(title: TitleBar("T"), body: .lines([]), hints: [])
        #expect(
            ScreenLayout.frame(for: content, size: Size(columns: 10, rows: 3)).plainText.hasPrefix(
                "Too small"))
    }

    @Test func sectionHeadersGroupThousands() {
        #expect(SectionHeader("All", count: 100_000).line(width: 24).plainText == "── All · 100,000 ───────")
    }
}
