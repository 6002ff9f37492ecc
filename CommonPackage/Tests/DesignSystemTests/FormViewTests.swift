import DesignSystem
import SnapshotTesting
import Testing

@MainActor @Suite struct FormViewTests {
    let rows = [
        FormRow("Landmark", .fixed("Turtle Rock")),
        FormRow("Date", .adjustable("Mon, Nov 23, 2026"), error: "Pick a date in the future"),
        FormRow("Time", .adjustable("7:00 PM")),
        FormRow("Party size", .adjustable("2")),
        FormRow("Notes", .text(TextInput("Window seat"), placeholder: "optional")),
    ]

    func screen(_ form: FormView, dialog: ConfirmationDialog? = nil, size: Size) -> String {
        let content = ScreenContent(
            title: TitleBar("Edit reservation"), body: .form(form),
            hints: [KeyHint("↑↓", "Field"), KeyHint("ctrl-s", "Save"), .back], dialog: dialog)
        return ScreenLayout.frame(for: content, size: size).plainText
    }

    @Test func focusSkipsFixedRowsAndEndsOnSave() {
        let focusable = rows.map(\.isFocusable)
        #expect(FormFocus.first(focusable) == 1)
        #expect(
            FormFocus.move(1, with: .up, focusable: focusable) == nil, "the fixed landmark row is skipped")
        #expect(FormFocus.move(1, with: .tab, focusable: focusable) == 2)
        #expect(FormFocus.move(4, with: .down, focusable: focusable) == 5, "the Save row")
        #expect(FormFocus.move(5, with: .down, focusable: focusable) == nil)
        #expect(FormFocus.move(5, with: .backTab, focusable: focusable) == 4)
        #expect(FormFocus.move(3, with: .left, focusable: focusable) == nil)
    }

    @Test func rowsShowTheirErrorsUnderThemAndTheFocusedValueIsAdjustable() {
        let form = FormView(rows: rows, focus: 1, save: .ready, scroll: ScrollPosition())
        assertSnapshot(of: screen(form, size: Size(columns: 60, rows: 16)), as: .lines)
    }

    @Test func aShortTerminalScrollsToKeepTheFocusedRowVisible() {
        let scroll = ScrollPosition()
        let top = FormView(rows: rows, focus: 1, save: .ready, scroll: scroll)
        #expect(screen(top, size: Size(columns: 50, rows: 8)).contains("▸ Date"))
        let bottom = FormView(rows: rows, focus: 5, save: .ready, scroll: scroll)
        let text = screen(bottom, size: Size(columns: 50, rows: 8))
        #expect(text.contains("▸ [ Save ]"))
        #expect(!text.contains("Landmark"), "scrolled past the top rows")
    }

    @Test func savingShowsASpinnerSoHeadlessRunsWait() {
        let form = FormView(rows: rows, focus: 5, save: .saving, scroll: ScrollPosition())
        let content = ScreenContent(title: TitleBar("Edit"), body: .form(form), hints: [])
        #expect(content.isAnimating)
        #expect(screen(form, size: Size(columns: 50, rows: 16)).contains("⠋ Saving…"))
        let disabled = FormView(
            rows: rows, focus: 5, save: .disabled("Nothing changed"), scroll: ScrollPosition())
        #expect(screen(disabled, size: Size(columns: 50, rows: 16)).contains("[ Save ]  Nothing changed"))
    }

    @Test func aDialogDrawsOverTheScreenAndItsKeysReplaceTheFooter() {
        let dialog = ConfirmationDialog(
            title: "Cancel this reservation?", message: "Turtle Rock on Mon, Nov 23 at 7:00 PM, party of 2.",
            confirmLabel: "Cancel visit", refuseLabel: "Keep it")
        let form = FormView(rows: rows, focus: 2, save: .ready, scroll: ScrollPosition())
        assertSnapshot(of: screen(form, dialog: dialog, size: Size(columns: 60, rows: 16)), as: .lines)
        #expect(ConfirmationDialog.answer(to: .character("y")) == .confirmed)
        #expect(ConfirmationDialog.answer(to: .character("n")) == .refused)
        #expect(ConfirmationDialog.answer(to: .escape) == .refused)
        #expect(ConfirmationDialog.answer(to: .down) == .none)
    }

    @Test func anErrorStateShowsTheActionItsCallerGives() {
        let content = ScreenContent(
            title: TitleBar("Reservation"),
            body: .failed(ErrorState(title: "Not found", message: "It was removed.", action: .back)),
            hints: [])
        let text = ScreenLayout.frame(for: content, size: Size(columns: 40, rows: 10)).plainText
        #expect(text.contains("esc Back"))
        #expect(!text.contains("Retry"))
    }

    @Test func linesSliceByColumnsAroundWideCharacters() {
        let line = Line("ab") + Line("★界cd", style: .accent)
        #expect(line.prefix(columns: 3).plainText == "ab★")
        #expect(line.prefix(columns: 4).plainText == "ab★", "a wide character never straddles the edge")
        #expect(line.dropping(columns: 4).plainText == " cd")
        #expect(line.dropping(columns: 3).plainText == "界cd")
    }
}
