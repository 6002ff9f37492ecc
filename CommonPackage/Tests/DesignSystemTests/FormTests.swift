import DesignSystem
import SnapshotTesting
import Testing
import Toolkit

/// A value a test shows as adjustable without binding keys to it: a form takes any field.
struct ShownValue: FormField {
    let label: String
    let value: String
    var error: String?
    var isFocused = false

    init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }

    var isFocusable: Bool { true }
    var valueText: String { value }
    func draw(in size: Size, context: DrawContext) -> [Line] {
        guard isFocused else { return [Line(value)] }
        return [Line("‹ ", style: .key) + Line(value) + Line(" ›", style: .key)]
    }
}

/// Focus and edits held by a model, as a feature's form model holds them.
@MainActor final class FormState {
    /// The form's fields, in the order they show.
    enum Field: CaseIterable, Sendable { case landmark, date, time, partySize, notes }
    var focus = FormFocus<Field>.field(.date)
    var notes = TextInput("Window seat")
    var saves = 0
}

@MainActor @Suite struct FormTests {
    func form(_ state: FormState, save: SaveButton = .ready, scroll: ScrollPosition = ScrollPosition())
        -> Form<FormState.Field>
    {
        let bound = Bindable(state)
        return Form(focus: bound.focus, scroll: scroll, submit: FormSubmit(state: save) { state.saves += 1 })
        {
            LabeledContent("Landmark", value: "Turtle Rock")
            ShownValue("Date", "Mon, Nov 23, 2026").error("Pick a date in the future")
            ShownValue("Time", "7:00 PM")
            ShownValue("Party size", "2")
            TextField("Notes", text: bound.notes, prompt: "optional")
        }
    }

    func screen(_ form: Form<FormState.Field>, dialog: ConfirmationDialog? = nil, size: Size) -> String {
        let page = Page("Edit reservation") { form }
            .keyBinding(.escape, .back) {}
            .confirmationDialog(dialog)
        return ScreenLayout.frame(for: page, size: size).plainText
    }

    @Test func focusSkipsFixedRowsAndEndsOnSave() {
        let state = FormState()
        let chain = { FocusChain(self.form(state)) }
        #expect(chain().dispatch(.up) == .handled)
        #expect(state.focus == .field(.date), "the fixed landmark row is skipped")
        _ = chain().dispatch(.tab)
        #expect(state.focus == .field(.time))
        state.focus = .field(.notes)
        _ = chain().dispatch(.down)
        #expect(state.focus == .submit, "the Save row")
        _ = chain().dispatch(.down)
        #expect(state.focus == .submit)
        _ = chain().dispatch(.backTab)
        #expect(state.focus == .field(.notes))
        #expect(
            WidgetTree.focusOrder(form(state)).map(\.label) == [
                "Date", "Time", "Party size", "Notes", "Save",
            ])
    }

    @Test func rowsShowTheirErrorsUnderThemAndTheFocusedValueIsAdjustable() {
        assertSnapshot(of: screen(form(FormState()), size: Size(columns: 60, rows: 16)), as: .lines)
    }

    @Test func theFocusedTextFieldEditsItsBoundInputAndCtrlSSavesFromAnyField() {
        let state = FormState()
        state.focus = .field(.notes)
        for key in [Key.home, .character("A"), .character(" "), .end, .backspace] {
            _ = FocusChain(form(state)).dispatch(key)
        }
        #expect(state.notes.text == "A Window sea")
        #expect(FocusChain(form(state)).hints.map(\.label) == ["Field", "Edit", "Save"])
        _ = FocusChain(form(state)).dispatch(.control("s"))
        _ = FocusChain(form(state)).dispatch(.enter)
        #expect(state.saves == 1, "Enter on a field moves on instead of saving")
        #expect(state.focus == .submit)
        _ = FocusChain(form(state)).dispatch(.enter)
        #expect(state.saves == 2, "Enter on the Save row saves")
    }

    @Test func aShortTerminalScrollsToKeepTheFocusedRowVisible() {
        let scroll = ScrollPosition()
        let state = FormState()
        #expect(screen(form(state, scroll: scroll), size: Size(columns: 50, rows: 8)).contains("▸ Date"))
        state.focus = .submit
        let text = screen(form(state, scroll: scroll), size: Size(columns: 50, rows: 8))
        #expect(text.contains("▸ [ Save ]"))
        #expect(!text.contains("Landmark"), "scrolled past the top rows")
    }

    @Test func savingShowsASpinnerSoHeadlessRunsWait() {
        let state = FormState()
        state.focus = .submit
        #expect(WidgetTree.isBusy(form(state, save: .saving)))
        #expect(screen(form(state, save: .saving), size: Size(columns: 50, rows: 16)).contains("⠋ Saving…"))
        let disabled = screen(
            form(state, save: .disabled("Nothing changed")), size: Size(columns: 50, rows: 16))
        #expect(disabled.contains("[ Save ]  Nothing changed"))
    }

    @Test func aDialogDrawsOverTheScreenTakesEveryKeyAndItsKeysReplaceTheFooter() {
        var answers: [Bool] = []
        let dialog = ConfirmationDialog(
            title: "Cancel this reservation?", message: "Turtle Rock on Mon, Nov 23 at 7:00 PM, party of 2.",
            confirmLabel: "Cancel visit", refuseLabel: "Keep it",
            onConfirm: { answers.append(true) }, onRefuse: { answers.append(false) })
        let state = FormState()
        state.focus = .field(.time)
        assertSnapshot(of: screen(form(state), dialog: dialog, size: Size(columns: 60, rows: 16)), as: .lines)
        let page = Page("Edit reservation") { form(state) }.confirmationDialog(dialog).keyBinding(.quit())
        let chain = FocusChain(page)
        #expect(chain.dispatch(.down) == .handled)
        #expect(chain.dispatch(.character("q")) == .handled, "the dialog swallows keys behind it")
        #expect(state.focus == .field(.time))
        #expect(chain.dispatch(.character("y")) == .handled)
        #expect(chain.dispatch(.character("n")) == .handled)
        #expect(chain.dispatch(.escape) == .handled)
        #expect(answers == [true, false, false])
    }

    @Test func anErrorStateShowsTheActionItsCallerGives() {
        let page = Page("Reservation") {
            ErrorState(title: "Not found", message: "It was removed.", action: .hint(.back))
        }
        let text = ScreenLayout.frame(for: page, size: Size(columns: 40, rows: 10)).plainText
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
