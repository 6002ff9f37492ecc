import DesignSystem
public import LiveSession
public import Observation
public import SignIn
public import Toolkit

/// The app's root state machine: launching, then signed out (a sign-in screen) or signed in
/// (the tab shell), as its `AccountSession` is. A preset starts as its session is (signed in
/// as the first demo user, unless it was signed out first); a live server starts from a saved
/// token, or signs in, and signs in again or goes back to signed out when the server refuses the
/// token.
@MainActor @Observable
public final class AppModel {
    /// Where the app is.
    public enum Phase {
        /// Restoring a session or signing in; nothing to show yet.
        case launching
        /// The sign-in screen.
        case signedOut(SignInModel)
        /// The features, in their tabs.
        case signedIn(ShellModel)
    }

    /// How the app starts.
    public enum Start {
        /// With these services, signed in or out as their session is (a preset), and what the
        /// sign-in screen says under its message.
        case ready(ServiceEnvironment, signInHint: String? = nil)
        /// Against a live server with the features `features` turns on: a saved token, else the
        /// session's credentials, else the sign-in screen, saying `signInHint` (the demo users
        /// of the data directory's own server) under its message. Whom the session signs in as
        /// by itself, and whether it takes up a saved token, are the session's
        /// (`Session.credentials`).
        case live(Session, features: AppFeatures = AppFeatures(), signInHint: String? = nil)
    }

    /// Where the app is now.
    public private(set) var phase: Phase = .launching
    /// What the app waits for while launching or signing out.
    public private(set) var progress = "Starting…"
    /// Who is signed in: the preset's session, or the live server's.
    private let session: any AccountSession
    /// The features' services once someone is signed in.
    private let environment: @MainActor () -> ServiceEnvironment
    /// What the sign-in screen says besides its message: the demo users, whose passwords are
    /// public, when the app knows them (a preset, a server the app started).
    private let signInHint: String?
    /// A link to open once the shell shows (the app was given it while launching).
    private var pendingLink: AppLink?
    private var hasLaunched = false

    /// Creates the app; nothing runs until ``launch()``. `clock` gives now, the time zone and
    /// the locale of dates to a live start (a preset's environment has its own).
    public init(start: Start, clock: CalendarClock = .system) {
        switch start {
        case let .ready(environment, hint):
            session = PresetSession(environment.session)
            self.environment = { environment }
            signInHint = hint
        case let .live(live, features, hint):
            session = live
            environment = { .live(live.services(), clock: clock).with(features) }
            signInHint = hint
        }
    }

    /// Restores a session or signs in, then shows the shell or the sign-in screen; once: a
    /// screen started again keeps what it shows.
    public func launch() async {
        guard !hasLaunched else { return }
        hasLaunched = true
        session.onExpired = { [weak self] in self?.sessionExpired() }
        show(await session.start())
    }

    /// Revokes the token (as far as the server can be reached), forgets it (a live session
    /// deletes its file too), and shows the sign-in screen; until then a spinner says so.
    @discardableResult
    public func signOut() -> Task<Void, Never> {
        progress = "Signing out…"
        phase = .launching
        return Task {
            await session.signOut()
            phase = .signedOut(signInForm(message: "Signed out.", user: session.user ?? ""))
        }
    }

    /// Opens `link` in the shell, or once it shows when the app is still launching or signed
    /// out; a link to a feature that is off is said on the screen shown.
    public func open(_ link: AppLink) {
        guard case let .signedIn(shell) = phase else { return pendingLink = link }
        do { try shell.open(link) } catch { shell.tabs.say(Notice(.error, error.description)) }
    }

    /// Shows where the session is: the shell, or the sign-in screen (saying why, when signing in
    /// by itself failed, and `message` otherwise).
    private func show(_ outcome: SessionOutcome, message: String? = nil) {
        switch outcome {
        case .signedIn:
            let signOut = KeyBinding(.control("o"), KeyHint("ctrl-o", "Sign out")) { [weak self] in
                self?.signOut()
            }
            let shell = ShellModel(environment: environment(), user: session.user, keyBindings: [signOut])
            phase = .signedIn(shell)
            if let link = pendingLink.take() { open(link) }
            shell.tabs.start()
        case .signedOut: phase = .signedOut(signInForm(message: message, user: session.user ?? ""))
        case let .refused(user, error):
            let form = signInForm(user: user)
            form.refused(error)
            phase = .signedOut(form)
        }
    }

    /// The sign-in screen, saying `message`, with `user` typed in; signing in there shows the
    /// shell, and the form shows why it failed.
    private func signInForm(message: String? = nil, user: String = "") -> SignInModel {
        SignInModel(message: message, hint: signInHint, user: user) { [weak self] user, password in
            try await self?.session.signIn(user: user, password: password)
            self?.show(.signedIn)
        }
    }

    /// The server refused the token. A session that signs in by itself does so again; otherwise
    /// the sign-in screen says why it is back.
    private func sessionExpired() {
        guard case .signedIn = phase else { return }
        guard session.renewsItself else {
            return show(.signedOut, message: "Your session has ended; sign in again.")
        }
        progress = "Signing in again…"
        phase = .launching
        Task { show(await session.renew()) }
    }
}
