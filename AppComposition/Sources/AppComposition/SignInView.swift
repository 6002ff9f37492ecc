import DesignSystem

/// The sign-in screen: user name, password (as bullets), and a Sign in row; each field's
/// error under it.
@MainActor
struct SignInView {
    let model: SignInModel

    func content() -> ScreenContent {
        let rows = [
            FormRow("User name", .text(model.user), error: model.errors[0]),
            FormRow("Password", .text(model.password), error: model.errors[1]),
        ]
        let banner =
            model.isSigningIn
            ? Banner(.progress, "Signing in…") : model.message.map { Banner(.info, $0) }
        return ScreenContent(
            title: TitleBar("Sign in", trailing: "Landmarks"), banner: banner,
            body: .form(
                FormView(
                    rows: rows, focus: model.focus, save: model.isSigningIn ? .saving : .ready,
                    scroll: ScrollPosition(), saveLabel: "Sign in", savingLabel: "Signing in")),
            hints: [KeyHint("↑↓", "Field"), KeyHint("⏎", "Sign in"), KeyHint("ctrl-c", "Quit")])
    }

    func handle(_ key: Key) -> KeyResult {
        switch key {
        case .enter where model.focus < 1:
            model.focus += 1
        case .enter, .control("s"):
            model.submit()
        default:
            if model.focus == 0, model.user.edit(with: key) { return .handled }
            if model.focus == 1, model.password.edit(with: key) { return .handled }
            guard let next = FormFocus.move(model.focus, with: key, focusable: [true, true]) else {
                return .ignored
            }
            model.focus = next
        }
        return .handled
    }
}
