/// Who is signed in on this device, and the policy an app follows with it: how it starts
/// (a saved token, or signing in by itself), and what it does when the server refuses the
/// token. A live server's session (`LiveSession.Session`) and a preset's (``PresetSession``)
/// both are one, so an app's sign-in and sign-out screens take one path for both.
@MainActor
public protocol AccountSession: AnyObject {
    /// The signed-in user's name, once known; still the last one's after signing out, for the
    /// sign-in screen to fill in.
    var user: String? { get }
    /// Called when the server refuses the token (expired or revoked).
    var onExpired: @MainActor () -> Void { get set }
    /// Whether ``renew()`` can sign in again without the person (it has credentials).
    var renewsItself: Bool { get }
    /// Starts as an app launches: signed in from what the device holds, or by itself, or not.
    func start() async -> SessionOutcome
    /// Signs in again by itself after the server refused the token; signed out when it cannot.
    func renew() async -> SessionOutcome
    /// Signs in.
    ///
    /// - Throws: ``AppError/unauthorized`` for a wrong name or password; any other failure as is.
    func signIn(user: String, password: String) async throws(AppError)
    /// Revokes the token (as far as the server can be reached) and forgets it: the device is
    /// signed out whatever the server answers.
    func signOut() async
}

/// Where starting or renewing a session left it.
public enum SessionOutcome: Sendable, Equatable {
    /// Someone is signed in: the features can show.
    case signedIn
    /// Nobody is, and the session cannot sign in by itself: the sign-in screen.
    case signedOut
    /// Signing in by itself failed (refused, or the server could not be reached): the sign-in
    /// screen, with the user filled in and the reason under it.
    case refused(user: String, AppError)
}

/// A preset's session, over its ``SessionService``: it starts signed in as the service is (the
/// first demo user, unless it signed out first), and the server never refuses its token.
@MainActor
public final class PresetSession: AccountSession {
    /// The signed-in user's name, once known.
    public private(set) var user: String?
    /// Never called: a preset's token does not expire.
    public var onExpired: @MainActor () -> Void = {}
    /// `false`: a preset has no credentials of its own.
    public var renewsItself: Bool { false }
    private let service: SessionService

    /// The session of `service`.
    public init(_ service: SessionService) {
        self.service = service
    }

    /// Signed in when the service is.
    public func start() async -> SessionOutcome {
        user = await service.user()
        return user == nil ? .signedOut : .signedIn
    }

    /// Signed out: a preset signs in only when the person does.
    public func renew() async -> SessionOutcome { .signedOut }

    /// Signs in through the service.
    public func signIn(user: String, password: String) async throws(AppError) {
        do { try await service.signIn(user, password) } catch { throw AppError(error) }
        self.user = user
    }

    /// Signs out through the service; the device forgets the token whatever it answers.
    public func signOut() async {
        try? await service.signOut()
    }
}
