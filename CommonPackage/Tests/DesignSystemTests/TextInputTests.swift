import DesignSystem
import Testing
import Toolkit

@Suite struct TextInputTests {
    func typing(_ keys: String, into input: TextInput = TextInput()) throws -> TextInput {
        var input = input
        for key in try Key.script(keys).get() { _ = input.edit(with: key) }
        return input
    }

    @Test func typingInsertsAtTheCursor() throws {
        let input = try typing("a c left b end d")
        #expect(input.text == "abcd")
        #expect(input.cursor == 4)
    }

    @Test func homeEndBackspaceAndDeleteEditAroundTheCursor() throws {
        let input = try typing("home delete right backspace", into: TextInput("abcd"))
        #expect(input.text == "cd")
        #expect(input.cursor == 0)
    }

    @Test func keysThatCannotEditReportSoTheyCanMoveFocus() {
        var input = TextInput("ab")
        #expect(input.edit(with: .right) == false, "already at the end")
        #expect(input.edit(with: .down) == false)
        #expect(input.edit(with: .enter) == false)
        #expect(input.edit(with: .delete) == false)
        #expect(input.edit(with: .backspace) == true)
    }

    @Test func aPasteInsertsItsTextAtTheCursorUpToTheLimit() throws {
        let input = try typing("a d left paste:bc", into: TextInput(maxLength: 5))
        #expect(input.text == "abcd")
        #expect(input.cursor == 3)
        var full = TextInput("abcd", maxLength: 5)
        #expect(full.edit(with: .paste("xyz")) == true)
        #expect(full.text == "abcdx")
        #expect(full.edit(with: .paste("q")) == false, "nothing fits")
    }

    @Test func theLengthLimitHoldsWhileTyping() throws {
        let input = try typing("d e f", into: TextInput("abc", maxLength: 4))
        #expect(input.text == "abcd")
        #expect(TextInput("abcdef", maxLength: 2).text == "ab")
    }

    @Test func aPasswordShowsBulletsAndACursor() {
        let input = TextInput("secret", isSecure: true)
        #expect(input.line(width: 20, isFocused: true).plainText == "••••••█")
        #expect(input.line(width: 20, isFocused: false).plainText == "••••••")
    }

    @Test func longTextScrollsToKeepTheCursorVisible() throws {
        let input = TextInput("the quick brown fox")
        #expect(input.line(width: 8, isFocused: true).plainText == "own fox█")
        let atStart = try typing("home", into: input)
        #expect(atStart.line(width: 8, isFocused: true).plainText == "the qui…")
    }

    @Test func anEmptyUnfocusedFieldShowsItsPlaceholder() {
        #expect(
            TextInput().line(width: 20, isFocused: false, placeholder: "optional").plainText == "optional")
    }
}
