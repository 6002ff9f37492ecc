import Foundation
public import Observation
public import Toolkit
import WireContract

/// The sign-in screen's state: user name, password, which field has focus, and why the last
/// attempt failed (under the field it concerns). What signing in does is the app's: the
/// `signIn` it is given shows the app's features when it returns, and what it throws shows here.
@MainActor @Observable
public final class SignInModel {
    /// The form's fields, in the order they show; the Sign in row comes after them.
    public enum Field: CaseIterable, Sendable {
        /// The user name.
        case user
        /// The password, drawn as bullets.
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
    /// Where the form is scrolled, on a terminal too short for all of it.
    @ObservationIgnored public let scroll = ScrollPosition()
    /// Whether a sign-in is in flight.
    public private(set) var isSigningIn = false
    @ObservationIgnored private let signIn:
        @MainActor (_ user: String, _ password: String) async throws -> Void

    /// A form saying `message` and `hint`, with `user` typed in (focus then starts on the
    /// password), that submits through `signIn`.
    public init(
        message: String?, hint: String?, user: String = "",
        signIn: @escaping @MainActor (_ user: String, _ password: String) async throws -> Void
    ) {
        self.message = message
        self.hint = hint
        self.user = TextInput(user)
        self.focus = .field(user.isEmpty ? .user : .password)
        self.signIn = signIn
    }

    /// What the sign-in screen says of the demo users (`DemoUser.all`) when the app knows
    /// them (a preset, a server the app started): their names and passwords, which are public.
    public static var demoUsersHint: String {
        "Demo users: " + DemoUser.all.map { "\($0.username) / \($0.password)" }.joined(separator: ", ") + "."
    }

    /// Signs in with what was typed; an empty field is an error under it.
    public func submit() {
        guard !isSigningIn else { return }
        errors = [:]
        if user.text.trimmingWhitespace().isEmpty { errors[.user] = "Type your user name" }
        if password.text.isEmpty { errors[.password] = "Type your password" }
        if let first = Field.allCases.first(where: { errors[$0] != nil }) {
            focus = .field(first)
            return
        }
        isSigningIn = true
        message = nil
        Task {
            do { try await signIn(user.text, password.text) } catch { refused(AppError(error)) }
        }
    }

    /// Shows why signing in failed, and lets the person try again.
    public func refused(_ error: AppError) {
        isSigningIn = false
        if error == .unauthorized {
            errors[.password] = "Wrong user name or password"
            focus = .field(.password)
        } else {
            message = "Couldn't sign in: \(error.message)"
        }
    }
}
