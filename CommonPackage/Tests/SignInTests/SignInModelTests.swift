import DesignSystem
import SignIn
import Testing
import Toolkit

/// The sign-in form driven without frames: its model holds what is typed, the focus and the
/// errors; the form's controls edit them through bindings, and what it submits goes to the
/// app's `signIn`.
@MainActor @Suite struct SignInModelTests {
    func model(
        user: String = "", signIn: @escaping @MainActor (String, String) async throws -> Void = { _, _ in }
    ) -> SignInModel {
        SignInModel(message: nil, hint: nil, user: user, signIn: signIn)
    }

    func press(_ keys: Key..., on model: SignInModel) {
        for key in keys { _ = FocusChain(SignInView(model: model).body).dispatch(key) }
    }

    @Test func emptyFieldsAreErrorsUnderThemAndFocusGoesToTheFirst() {
        let model = model()
        press(.down, .down, .enter, on: model)
        #expect(model.errors == [.user: "Type your user name", .password: "Type your password"])
        #expect(model.focus == .field(.user))
        #expect(!model.isSigningIn)
    }

    @Test func typingFillsTheFocusedFieldEnterMovesOnAndEnterOnThePasswordSignsIn() {
        let model = model()
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
        #expect(model(user: "ada").focus == .field(.password))
    }
}

extension SignInModelTests {
    @Test func whatIsSubmittedGoesToSignInAndARefusalShowsUnderThePassword() async {
        let (attempts, attempt) = AsyncStream.makeStream(of: String.self)
        let model = model(user: "ada") { user, password in
            attempt.yield("\(user)/\(password)")
            throw AppError.unauthorized
        }
        press(.character("p"), .character("w"), .enter, on: model)
        var iterator = attempts.makeAsyncIterator()
        #expect(await iterator.next() == "ada/pw")
        while model.isSigningIn { await Task.yield() }
        #expect(model.errors == [.password: "Wrong user name or password"])
        #expect(model.focus == .field(.password))
    }
}
