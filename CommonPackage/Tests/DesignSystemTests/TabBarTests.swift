import DesignSystem
import Testing

@MainActor
@Suite("Tab bar")
struct TabBarTests {
    @Test("→ and Tab select the next tab, ← and Shift-Tab the previous one, wrapping around")
    func keysSwitchTheSelectionBothWays() {
        var selected = 0
        let bar = {
            TabBar(["One", "Two", "Three"], selection: Binding(get: { selected }, set: { selected = $0 }))
        }
        func press(_ key: Key) {
            let tabs = bar()
            _ = FocusChain(Page("Tabs") { Text([]) }.tabs(tabs).keyBindings(tabs.keyBindings())).dispatch(key)
        }
        press(.right)
        #expect(selected == 1)
        press(.tab)
        #expect(selected == 2)
        press(.right)
        #expect(selected == 0, "wraps past the last")
        press(.left)
        #expect(selected == 2, "wraps before the first")
        press(.backTab)
        #expect(selected == 1)
        #expect(bar().label == "Two")
    }

    @Test("One hint says both directions, or none; a bar that only shows has no keys")
    func hints() {
        let bar = TabBar(["One", "Two"], selection: .constant(0))
        #expect(bar.keyBindings().compactMap(\.hint) == [KeyHint("←→", "Tabs")])
        #expect(bar.keyBindings(hint: nil).compactMap(\.hint).isEmpty)
        #expect(TabBar(["One", "Two"], selected: 0).keyBindings().isEmpty)
    }
}
