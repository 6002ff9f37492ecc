public import DesignSystem

/// The sign-in screen: user name, password (as bullets), and a Sign in row; each field's
/// error under it. A form like the booking form, from the same widgets.
@MainActor
public struct SignInView: View {
    /// The form's state.
    public let model: SignInModel

    /// The screen for `model`.
    public init(model: SignInModel) {
        self.model = model
    }

    /// The form under its banner: signing in, or the message and the hint.
    public var body: Page {
        let form = Bindable(model)
        return Page("Sign in", trailing: "Landmarks") {
            Form(
                focus: form.focus, scroll: model.scroll,
                submit: FormSubmit(
                    "Sign in", progressLabel: "Signing in", state: model.isSigningIn ? .saving : .ready,
                    showsShortcut: false, enterHint: KeyHint("⏎", "Sign in"), action: model.submit)
            ) {
                TextField("User name", text: form.user, typingHint: nil).error(model.errors[.user])
                TextField("Password", text: form.password, typingHint: nil).onSubmit(model.submit)
                    .error(model.errors[.password])
            }
        }
        .banner(model.isSigningIn ? Banner(.progress, "Signing in…") : notice.map { Banner(.info, $0) })
        .keyBinding(.quit(.control("c"), hint: KeyHint("ctrl-c", "Quit")))
    }

    /// The message ("Signed out."), then the hint (the demo users), as one notice.
    private var notice: String? {
        let parts = [model.message, model.hint].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
