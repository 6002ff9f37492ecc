import DesignSystem
import Testing
import Toolkit

@testable import AppComposition

/// The sign-in form driven without frames: its model holds what is typed, the focus and the
/// errors; the form's controls edit them through bindings.
@MainActor @Suite struct SignInModelTests {
    let app = AppModel(start: .ready(.mock(latency: .zero)))

    func press(_ keys: Key..., on model: SignInModel) {
        for key in keys { _ = FocusChain(SignInView(model: model).body).dispatch(key) }
    }

    @Test func emptyFieldsAreErrorsUnderThemAndFocusGoesToTheFirst() {
        let model = SignInModel(app: app, message: nil)
        press(.down, .down, .enter, on: model)
        #expect(model.errors == [.user: "Type your user name", .password: "Type your password"])
        #expect(model.focus == .field(.user))
        #expect(!model.isSigningIn)
    }

    @Test func typingFillsTheFocusedFieldEnterMovesOnAndEnterOnThePasswordSignsIn() {
        let model = SignInModel(app: app, message: nil)
        press(.character("a"), .character("d"), .character("a"), .enter, on: model)
        #expect(model.user.text == "ada")
        #expect(model.focus == .field(.password))
        press(.character("p"), .character("w"), on: model)
        #expect(model.password.text == "pw")
        #expect(model.password.line(width: 10, isFocused: false).plainText == "••")
        #expect(FocusChain(SignInView(model: model).body).hints.map(\.label) == ["Field", "Sign in", "Quit"])
        press(.enter, on: model)
        #expect(model.isSigningIn)
        #expect(model.errors.isEmpty)
    }

    @Test func aGivenUserNameStartsOnThePassword() {
        #expect(SignInModel(app: app, message: nil, user: "ada").focus == .field(.password))
    }
}
