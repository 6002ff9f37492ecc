import Toolkit
import DesignSystem
import Testing

/// Records the order widgets saw a key in.
@MainActor final class Trace {
    var events: [String] = []
}

/// A widget that answers one key, or any key, and records it.
struct Probe: Widget {
    let label: String
    let trace: Trace
    var answers: Key?
    var focused = false
    var focusable = true
    var hint: KeyHint?
    var placement = KeyBinding.Placement.trailing

    var isFocusable: Bool { focusable }
    var isFocused: Bool { focused }
    func height(forWidth width: Int) -> Int? { 1 }

    var keyBindings: [KeyBinding] {
        guard let answers else { return hint.map { [KeyBinding.hint($0, placement: placement)] } ?? [] }
        return [KeyBinding(answers, hint, placement: placement) { trace.events.append("\(label) ran") }]
    }

    func handle(_ key: Key) -> Bool {
        trace.events.append("\(label) saw \(key)")
        return false
    }

    func draw(in size: Size, context: DrawContext) -> [Line] { [Line(label)] }
}

/// A container with keys of its own, recording what reaches it.
struct Box: Widget {
    let label: String
    let trace: Trace
    var children: [any Widget]
    var keyBindings: [KeyBinding] = []

    func handle(_ key: Key) -> Bool {
        trace.events.append("\(label) saw \(key)")
        return false
    }

    func draw(in size: Size, context: DrawContext) -> [Line] {
        VStack(children).draw(in: size, context: context)
    }
}

@MainActor @Suite struct WidgetTests {
    @Test func aStackGivesFixedRowsFirstAndTheRestToWhatFills() {
        let trace = Trace()
        let stack = VStack {
            Probe(label: "top", trace: trace)
            Text([Line("fills")])
            Probe(label: "bottom", trace: trace)
        }
        let lines = stack.draw(in: Size(columns: 10, rows: 5), context: DrawContext()).map(\.plainText)
        #expect(lines == ["top", "fills", "", "", "bottom"])
        #expect(stack.height(forWidth: 10) == nil, "it fills because a child fills")
    }

    @Test func whatDoesNotFitIsCutToTheRegionAndTheFrame() {
        let text = Text([Line("a line far too long for its region"), "second", "third"])
        let stack = VStack {
            text
            Text(["last"])
        }
        let rows = stack.draw(in: Size(columns: 20, rows: 3), context: DrawContext()).map(\.plainText)
        #expect(
            rows == ["a line far too long for its region", "second", "last"], "rows are cut by the stack")
        let split = HSplit(leadingWidth: 8) {
            text
        } trailing: {
            Text(["right"])
        }
        #expect(
            split.draw(in: Size(columns: 20, rows: 1), context: DrawContext()).map(\.plainText) == [
                "a line …│right"
            ])
        let frame = ScreenLayout.frame(for: stack, size: Size(columns: 20, rows: 6)).plainText
        #expect(frame.hasPrefix("a line far too long…\nsecond\nthird\nlast"), "and columns by the frame")
    }

    @Test func focusGoesToTheWidgetThatSaysSoElseTheFirstFocusableTopToBottom() {
        let trace = Trace()
        let first = Probe(label: "first", trace: trace)
        let second = Probe(label: "second", trace: trace)
        let fixed = Probe(label: "fixed", trace: trace, focusable: false)
        let column = VStack([fixed, first, second])
        #expect(FocusChain(column).focused?.label == "first")
        var claimed = second
        claimed.focused = true
        #expect(FocusChain(VStack([first, claimed])).focused?.label == "second")
        #expect(WidgetTree.focusOrder(column).map(\.label) == ["first", "second"])
    }

    @Test func keysBubbleFromTheFocusedWidgetOutToTheRoot() {
        let trace = Trace()
        let leaf = Probe(label: "leaf", trace: trace, focused: true)
        let root = Box(
            label: "screen", trace: trace,
            children: [Box(label: "container", trace: trace, children: [leaf])],
            keyBindings: [KeyBinding("x", "X") { trace.events.append("screen ran") }])
        #expect(FocusChain(root).dispatch(.character("z")) == .ignored)
        #expect(trace.events == ["leaf saw z", "container saw z", "screen saw z"])
        trace.events = []
        #expect(FocusChain(root).dispatch(.character("x")) == .handled)
        #expect(trace.events == ["leaf saw x", "container saw x", "screen ran"])
    }

    @Test func anInnerBindingWinsAndHidesTheOuterHintForTheSameKey() {
        let trace = Trace()
        let leaf = Probe(label: "retry", trace: trace, answers: .character("r"), focused: true, hint: .retry)
        let page = Page("T") { leaf }.keyBinding("r", "Refresh") { trace.events.append("refresh") }
            .keyBinding(.quit())
        #expect(FocusChain(page).hints == [.retry, .quit])
        #expect(FocusChain(page).dispatch(.character("r")) == .handled)
        #expect(trace.events == ["retry ran"])
        #expect(FocusChain(page).dispatch(.character("q")) == .quit)
    }

    @Test func theFooterNestsEachContainersLeadingAndTrailingHintsAroundTheFocusedWidgets() {
        let trace = Trace()
        let field = Probe(
            label: "field", trace: trace, answers: .left, focused: true, hint: KeyHint("←→", "Change"))
        let form = Box(
            label: "form", trace: trace, children: [field],
            keyBindings: [
                KeyBinding(.down, KeyHint("↑↓", "Field"), placement: .leading) {},
                KeyBinding(.control("s"), KeyHint("ctrl-s", "Save")) {},
            ])
        let page = Page("T") { form }.keyBinding(.escape, .back) {}
        #expect(FocusChain(page).hints.map(\.key) == ["↑↓", "←→", "ctrl-s", "esc"])
    }

    @Test func anUnavailableBindingNeitherShowsNorRuns() {
        var ran = false
        let page = Page("T") { Text([]) }.keyBinding("n", "New", isAvailable: false) { ran = true }
        #expect(FocusChain(page).hints.isEmpty)
        #expect(FocusChain(page).dispatch(.character("n")) == .ignored)
        #expect(!ran)
    }

    @Test func aFieldThatTakesTypingHidesAndStopsOuterCharacterKeys() {
        var query = ""
        var quits = 0
        let field = SearchField("Search", text: Binding(get: { query }, set: { query = $0 }), isFocused: true)
            .onCancel { query = "" }
        let page = Page("T") { Text([]) }.searchField(field).keyBinding("q", "Quit") { quits += 1 }
            .keyBinding(KeyBinding(keys: [.left, .right], KeyHint("←→", "Tabs")) { _ in quits += 1 })
        #expect(FocusChain(page).hints.map(\.label) == ["Filter", "Clear"])
        for key in [Key.character("q"), .left, .character("z")] { _ = FocusChain(page).dispatch(key) }
        #expect(query == "qz")
        #expect(quits == 0)
    }

    @Test func aModalLayerTakesKeysFirstAndItsHintsReplaceTheFooter() {
        var answers: [String] = []
        let dialog = ConfirmationDialog(
            title: "Leave?", message: "Unsaved.", confirmLabel: "Leave", refuseLabel: "Stay",
            onConfirm: { answers.append("y") }, onRefuse: { answers.append("n") })
        var list: Int? = 0
        let page = Page("T") {
            List(
                "T", ["row 0", "row 1", "row 2"].items, selection: Binding(get: { list }, set: { list = $0 })
            ) {
                $0.row
            }
        }
        .keyBinding(.quit())
        .confirmationDialog(dialog)
        let chain = FocusChain(page)
        #expect(chain.isModal)
        #expect(chain.hints == [KeyHint("y", "Leave"), KeyHint("n", "Stay")])
        #expect(chain.dispatch(.down) == .handled)
        #expect(chain.dispatch(.character("q")) == .handled)
        #expect(list == 0, "nothing behind the dialog moved")
        _ = chain.dispatch(.escape)
        #expect(answers == ["n"])
        var told = 0
        _ = FocusChain(page.keyBindings([]).onKey { _ in told += 1 }).dispatch(.character("x"))
        #expect(
            told == 1, "the container the dialog sits in is told of the key, as a host clearing its notice is"
        )
    }

    @Test func bindingsReadAndWriteTheModelTheyStandFor() {
        final class Model {
            var draft = (size: 2, notes: "")
            var count = 1
        }
        let model = Model()
        let count = Bindable(model).count
        count.wrappedValue = 5
        #expect(model.count == 5)
        let stepper = Stepper("Party", value: count, in: 1...6) { "\($0) people" }
        _ = FocusChain(stepper).dispatch(.right)
        _ = FocusChain(stepper).dispatch(.right)
        #expect(model.count == 6, "the stepper stops at its bound")
        #expect(FocusChain(stepper).hints == [.change])
    }

    /// A screen DesignSystem has no kind for, built from its widgets alone: a list beside the
    /// selected item's detail.
    @Test func aTwoPaneScreenIsBuiltFromExistingWidgets() throws {
        let names = ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"]
        var selection: Int? = 1
        let scroll = ScrollPosition()
        func screen() -> Page {
            Page("Landmarks", trailing: "\(names.count) landmarks") {
                HSplit(leadingWidth: 22) {
                    List(
                        "Landmarks", names.items,
                        selection: Binding(get: { selection }, set: { selection = $0 })
                    ) {
                        $0.row
                    }
                    .scrollPosition(scroll)
                } trailing: {
                    Text("Detail") { size in
                        [Line(" \(names[selection ?? 0])", style: .title), .blank]
                            + Line.wrapping("One of the places to see.", width: size.columns - 1)
                            .map { Line(" ") + $0 }
                    }
                }
            }
            .keyBinding(.quit())
        }
        let before = ScreenLayout.frame(for: screen(), size: Size(columns: 50, rows: 7)).plainText
        #expect(
            before == """
                 Landmarks                            3 landmarks
                  Turtle Rock         │ Silver Salmon Creek
                ▸ Silver Salmon Creek │
                  Chilkoot Trail      │ One of the places to see.
                                      │
                                      │
                 ↑↓ Move  q Quit
                """)
        _ = FocusChain(screen()).dispatch(.down)
        let after = ScreenLayout.frame(for: screen(), size: Size(columns: 50, rows: 7)).plainText
        #expect(after.contains("  Turtle Rock         │ Chilkoot Trail"))
        #expect(after.contains("▸ Chilkoot Trail      │ One of the places to see."))
        #expect(WidgetTree.flattened(screen()).map(\.widget.role).contains(.list))
    }
}
