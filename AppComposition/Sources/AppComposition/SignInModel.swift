public import DesignSystem
import Foundation
public import Observation
import Toolkit

/// The sign-in screen's state: user name, password, which field has focus, and why the last
/// attempt failed (under the field it concerns).
@MainActor @Observable
public final class SignInModel {
    /// The user name being typed.
    public var user: TextInput
    /// The password being typed; drawn as bullets.
    public var password = TextInput(isSecure: true)
    /// 0: user name, 1: password, 2: the Sign in row.
    public var focus: Int
    /// What the last attempt said, under the field it concerns.
    public private(set) var errors: [Int: String] = [:]
    /// A message above the form: "Signed out.", "Your session has ended".
    public private(set) var message: String?
    /// Whether a sign-in is in flight.
    public private(set) var isSigningIn = false
    @ObservationIgnored private weak var app: AppModel?

    init(app: AppModel, message: String?, user: String = "") {
        self.app = app
        self.message = message
        self.user = TextInput(user)
        self.focus = user.isEmpty ? 0 : 1
    }

    /// Signs in with what was typed; an empty field is an error under it.
    public func submit() {
        guard !isSigningIn else { return }
        errors = [:]
        if user.text.trimmingCharacters(in: .whitespaces).isEmpty { errors[0] = "Type your user name" }
        if password.text.isEmpty { errors[1] = "Type your password" }
        if let first = errors.keys.min() {
            focus = first
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
            errors[1] = "Wrong user name or password"
            focus = 1
        } else {
            message = "Couldn't sign in: \(error.message)"
        }
    }
}
