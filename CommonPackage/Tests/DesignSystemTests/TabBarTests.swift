import DesignSystem
import Testing
import Toolkit

@MainActor
@Suite("Tab bar")
struct TabBarTests {
    enum Numbers: TabItem {
        case one, two, three
        var title: String {
            switch self {
            case .one: "One"
            case .two: "Two"
            case .three: "Three"
            }
        }
    }

    @Test("→ and Tab select the next tab, ← and Shift-Tab the previous one, wrapping around")
    func keysSwitchTheSelectionBothWays() {
        var selected = Numbers.one
        let bar = { TabBar(selection: Binding(get: { selected }, set: { selected = $0 })) }
        func press(_ key: Key) {
            _ = FocusChain(Page("Tabs") { Text([]) }.tabs(bar())).dispatch(key)
        }
        #expect(bar().tabs == ["One", "Two", "Three"], "the enum's cases, in order")
        press(.right)
        #expect(selected == .two)
        press(.tab)
        #expect(selected == .three)
        press(.right)
        #expect(selected == .one, "wraps past the last")
        press(.left)
        #expect(selected == .three, "wraps before the first")
        press(.backTab)
        #expect(selected == .two)
        #expect(bar().label == "Two")
    }

    @Test("One hint says both directions, or none; a bar that only shows has no keys")
    func hints() {
        let bar = TabBar(selection: .constant(Numbers.one))
        #expect(bar.keyBindings.compactMap(\.hint) == [KeyHint("←→", "Tabs")])
        #expect(bar.keyHint(nil).keyBindings.compactMap(\.hint).isEmpty)
        #expect(TabBar(["One", "Two"], selected: 0).keyBindings.isEmpty)
        let page = Page("Tabs") { Text([]) }.keyBinding("r", "Refresh") {}.tabs(bar)
        #expect(
            FocusChain(page).hints == [KeyHint("r", "Refresh"), KeyHint("←→", "Tabs")],
            "a page answers its tabs' keys, after its own")
    }
}
