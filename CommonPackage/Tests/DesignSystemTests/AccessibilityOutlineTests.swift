import Testing
import Toolkit

@testable import DesignSystem

/// The outline a screen reader would read, and the lint the preview gallery runs on it.
@MainActor @Suite struct AccessibilityOutlineTests {
    /// A focusable control drawing its label on its one row.
    struct Control: Widget {
        var label: String
        var role: WidgetRole = .button
        var isFocused = false
        var isFocusable: Bool { true }
        func height(forWidth width: Int) -> Int? { 1 }
        func draw(in size: Size, context: DrawContext) -> [Line] { [Line("[ \(label) ]")] }
    }

    /// Draws its children bottom to top while listing them top to bottom: focus order and screen
    /// order disagree.
    struct Reversed: Widget {
        var children: [any Widget]
        func draw(in size: Size, context: DrawContext) -> [Line] {
            children.reversed().flatMap { $0.draw(in: size, context: context) }
        }
    }

    func page(_ content: any Widget, title: String = "Settings") -> any Widget {
        Page(title) { content }.keyBinding(.quit(.character("q"), hint: KeyHint("q", "Quit")))
    }

    func problems(_ root: any Widget) -> [String] {
        AccessibilityOutline(root).problems(in: ScreenLayout.frame(for: root, size: .standard))
    }

    @Test func theOutlineListsRolesLabelsValuesAndFocusInScreenOrder() {
        let name = TextField("Name", text: .constant(TextInput("Ada")))
        let secret = TextField("Password", text: .constant(TextInput("abc", isSecure: true)))
        let outline = AccessibilityOutline(
            page(
                VStack {
                    Control(label: "First"); Control(label: "Second", isFocused: true); name; secret
                }))
        #expect(
            outline.text == """
                page "Settings"
                  title "Settings"
                  button "First" focusable
                  button "Second" focused
                  textField "Name" value="Ada" focusable
                  secureField "Password" value="•••" focusable
                footer q Quit
                """)
    }

    @Test func aSoundScreenHasNoProblems() {
        #expect(
            problems(
                page(
                    VStack {
                        Control(label: "Save"); Control(label: "Cancel")
                    })) == [])
    }

    @Test func aFocusableWidgetWithoutALabelIsAProblem() {
        #expect(problems(page(Control(label: ""))) == ["a focusable button has no label"])
    }

    @Test func aScreenWithoutATitleIsAProblem() {
        let root = Control(label: "Save").keyBindings([.quit(.character("q"), hint: KeyHint("q", "Quit"))])
        #expect(problems(root) == ["the screen has no title"])
    }

    @Test func aFooterWithoutAWayBackOrOutIsAProblem() {
        #expect(
            problems(Page("Settings") { Control(label: "Save") }) == [
                "the footer offers no way back or out (esc, q or ctrl-c)"
            ])
    }

    @Test func focusOrderAgainstScreenOrderIsAProblem() {
        #expect(
            problems(page(Reversed(children: [Control(label: "Top"), Control(label: "Bottom")]))) == [
                "focus reaches button \"Bottom\" after one drawn below it"
            ])
    }
}
