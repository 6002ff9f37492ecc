public import DesignSystem
import Foundation
public import Observation
public import Toolkit

/// The sign-in screen's state: user name, password, which field has focus, and why the last
/// attempt failed (under the field it concerns).
@MainActor @Observable
public final class SignInModel {
    /// The form's fields, in the order they show; the Sign in row comes after them.
    public enum Field: CaseIterable, Sendable {
        /// The user name.
        case user
        /// The password.
        case password
    }

    /// The user name being typed.
    public var user: TextInput
    /// The password being typed; drawn as bullets.
    public var password = TextInput(isSecure: true)
    /// The focused row: a field, or the Sign in row.
    public var focus: FormFocus<Field>
    /// What the last attempt said, under the field it concerns.
    public private(set) var errors: [Field: String] = [:]
    /// A message above the form: "Signed out.", "Your session has ended".
    public private(set) var message: String?
    /// Said under the message for as long as the screen shows: the demo users, when the app
    /// started the server itself.
    public let hint: String?
    /// Whether a sign-in is in flight.
    public private(set) var isSigningIn = false
    @ObservationIgnored private weak var app: AppModel?

    init(app: AppModel, message: String?, user: String = "") {
        self.app = app
        self.message = message
        self.hint = app.signInHint
        self.user = TextInput(user)
        self.focus = .field(user.isEmpty ? .user : .password)
    }

    /// Signs in with what was typed; an empty field is an error under it.
    public func submit() {
        guard !isSigningIn else { return }
        errors = [:]
        if user.text.trimmingCharacters(in: .whitespaces).isEmpty { errors[.user] = "Type your user name" }
        if password.text.isEmpty { errors[.password] = "Type your password" }
        if let first = Field.allCases.first(where: { errors[$0] != nil }) {
            focus = .field(first)
            return
        }
        isSigningIn = true
        message = nil
        Task { await app?.signIn(user: user.text, password: password.text, from: self) }
    }

    /// Shows why signing in failed, and lets the person try again.
    func refused(_ error: AppError) {
        isSigningIn = false
        if error == .unauthorized {
            errors[.password] = "Wrong user name or password"
            focus = .field(.password)
        } else {
            message = "Couldn't sign in: \(error.message)"
        }
    }
}
