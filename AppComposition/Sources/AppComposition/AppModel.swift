public import LiveSession
public import Observation
public import Toolkit

/// The app's root state machine: launching, then signed out (a sign-in screen) or signed in
/// (the tab shell). A preset starts as its session is (signed in as the first demo user, unless
/// it was signed out first) and signs out and in through it; a live server starts from a saved
/// token, or signs in, and goes back to signed out when the server refuses the token.
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
        /// Against a live server: a saved token, else the credentials when given, else the
        /// sign-in screen.
        case live(LiveStart)
    }

    /// How the app starts against a live server; whom the session signs in as by itself, and
    /// whether it takes up a saved token, are the session's (``Session/credentials``).
    public struct LiveStart {
        /// The session with the server.
        public var session: Session
        /// The features on.
        public var features: AppFeatures
        /// What the sign-in screen says under its message: the demo users of the data
        /// directory's own server.
        public var signInHint: String?

        /// A live start; see each property.
        public init(session: Session, features: AppFeatures = AppFeatures(), signInHint: String? = nil) {
            self.session = session
            self.features = features
            self.signInHint = signInHint
        }
    }

    /// Where the app is now.
    public private(set) var phase: Phase = .launching
    /// What the app waits for while launching or signing out.
    public private(set) var progress = "Starting…"
    private let start: Start
    /// A link to open once the shell shows (the app was given it while launching).
    private var pendingLink: AppLink?
    private var hasLaunched = false
    /// Now, and the time zone and locale of dates, for a live start (a preset's environment has
    /// its own).
    private let clock: CalendarClock

    /// Creates the app; nothing runs until ``launch()``.
    public init(start: Start, clock: CalendarClock = .system) {
        self.start = start
        self.clock = clock
    }

    /// Restores a session or signs in, then shows the shell or the sign-in screen; once: a
    /// screen started again keeps what it shows.
    public func launch() async {
        guard !hasLaunched else { return }
        hasLaunched = true
        switch start {
        case let .ready(environment, _):
            if let user = await environment.session.user() {
                show(ShellModel(environment: environment, user: user))
            } else {
                phase = .signedOut(SignInModel(app: self, message: nil))
            }
        case let .live(live):
            live.session.onExpired = { [weak self] in self?.sessionExpired() }
            show(await live.session.start())
        }
    }

    /// Signs in from the sign-in screen; a refusal shows under the password.
    func signIn(user: String, password: String, from form: SignInModel) async {
        do {
            switch start {
            case let .ready(environment, _):
                try await environment.session.signIn(user, password)
                show(ShellModel(environment: environment, user: user))
            case let .live(live):
                try await live.session.signIn(user: user, password: password)
                showShell()
            }
        } catch {
            form.refused(AppError(error))
            phase = .signedOut(form)
        }
    }

    /// Revokes the token (as far as the server can be reached), forgets it (a live session
    /// deletes its file too), and shows the sign-in screen; until then a spinner says so.
    @discardableResult
    public func signOut() -> Task<Void, Never> {
        progress = "Signing out…"
        phase = .launching
        return Task {
            let user: String?
            switch start {
            case let .ready(environment, _):
                user = await environment.session.user()
                // The device forgets the token whatever the server answers: nothing to show.
                try? await environment.session.signOut()
            case let .live(live):
                await live.session.signOut()
                user = live.session.user
            }
            phase = .signedOut(SignInModel(app: self, message: "Signed out.", user: user ?? ""))
        }
    }

    /// What the sign-in screen says besides its message: the demo users, whose passwords are
    /// public, when the app knows them (a preset, a server the app started).
    var signInHint: String? {
        switch start {
        case let .ready(_, hint): hint
        case let .live(live): live.signInHint
        }
    }

    /// What the sign-in screen says of the demo users (``DemoUser/all``), which a preset and a
    /// server the app started both know: their names and passwords.
    public static var demoUsersHint: String {
        "Demo users: " + DemoUser.all.map { "\($0.username) / \($0.password)" }.joined(separator: ", ") + "."
    }

    private func showShell() {
        guard case let .live(live) = start else { return }
        let environment = ServiceEnvironment.live(live.session.services(), clock: clock).with(live.features)
        show(ShellModel(environment: environment, user: live.session.user))
    }

    private func show(_ shell: ShellModel) {
        phase = .signedIn(shell)
        if let link = pendingLink {
            pendingLink = nil
            do { try shell.open(link) } catch { shell.say(error) }
        }
        shell.start()
    }

    /// Opens `link` in the shell, or once it shows when the app is still launching or signed
    /// out; a link to a feature that is off is said on the screen shown.
    public func open(_ link: AppLink) {
        guard case let .signedIn(shell) = phase else {
            pendingLink = link
            return
        }
        do { try shell.open(link) } catch { shell.say(error) }
    }

    /// Shows where the live session is: the shell, or the sign-in screen (saying why, when a
    /// sign-in with the session's credentials failed).
    private func show(_ outcome: Session.Outcome) {
        switch outcome {
        case .signedIn: showShell()
        case .signedOut: phase = .signedOut(SignInModel(app: self, message: nil))
        case let .refused(user, error):
            let form = SignInModel(app: self, message: nil, user: user)
            form.refused(error)
            phase = .signedOut(form)
        }
    }

    /// The server refused the token. A session with credentials (the embedded demo user) signs
    /// in again by itself; otherwise the sign-in screen says why it is back.
    private func sessionExpired() {
        guard case .signedIn = phase, case let .live(live) = start else { return }
        if live.session.credentials != nil {
            progress = "Signing in again…"
            phase = .launching
            Task { show(await live.session.renew()) }
            return
        }
        phase = .signedOut(
            SignInModel(
                app: self, message: "Your session has ended; sign in again.", user: live.session.user ?? ""))
    }
}
