public import LiveSession
public import Observation
public import Toolkit

/// The app's root state machine: launching, then signed out (a sign-in screen) or signed in
/// (the tab shell). Presets start signed in; a live server starts from a saved token, or signs
/// in, and goes back to signed out when the server refuses the token.
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
        /// With these services and no sign-in (a preset).
        case ready(ServiceEnvironment)
        /// Against a live server: a saved token, else the credentials when given, else the
        /// sign-in screen.
        case live(LiveStart)
    }

    /// How the app starts against a live server.
    public struct LiveStart {
        /// The session with the server.
        public var session: Session
        /// Whom to sign in as when no saved token is taken up (and again when the server
        /// refuses the token): the data directory's demo user, or `--user`.
        public var credentials: (user: String, password: String)?
        /// The features on.
        public var features: AppFeatures
        /// What the sign-in screen says under its message: the demo users of the data
        /// directory's own server.
        public var signInHint: String?
        /// Whether a token saved by an earlier run is taken up; `false` opens on the sign-in
        /// screen (a story about it), keeping the token on disk.
        public var restoresSavedToken: Bool

        /// A live start; see each property.
        public init(
            session: Session, credentials: (user: String, password: String)? = nil,
            features: AppFeatures = AppFeatures(), signInHint: String? = nil, restoresSavedToken: Bool = true
        ) {
            self.session = session
            self.credentials = credentials
            self.features = features
            self.signInHint = signInHint
            self.restoresSavedToken = restoresSavedToken
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
        case let .ready(environment):
            show(ShellModel(environment: environment))
        case let .live(live):
            let (session, credentials) = (live.session, live.credentials)
            session.onExpired = { [weak self] in self?.sessionExpired() }
            if !live.restoresSavedToken {
                phase = .signedOut(SignInModel(app: self, message: nil))
            } else if await session.restore(for: credentials?.user) {
                showShell()
            } else if let credentials {
                await signIn(user: credentials.user, password: credentials.password, from: nil)
            } else {
                phase = .signedOut(SignInModel(app: self, message: nil))
            }
        }
    }

    /// Signs in from the sign-in screen (or at launch); a refusal shows under the password.
    func signIn(user: String, password: String, from form: SignInModel?) async {
        guard case let .live(live) = start else { return }
        let session = live.session
        do {
            try await session.signIn(user: user, password: password)
            showShell()
        } catch {
            let form = form ?? SignInModel(app: self, message: nil, user: user)
            form.refused(error)
            phase = .signedOut(form)
        }
    }

    /// Revokes the token, deletes it, and shows the sign-in screen; until then a spinner says so.
    @discardableResult
    public func signOut() -> Task<Void, Never>? {
        guard case let .live(live) = start else { return nil }
        let session = live.session
        progress = "Signing out…"
        phase = .launching
        return Task {
            await session.signOut()
            phase = .signedOut(SignInModel(app: self, message: "Signed out.", user: session.user ?? ""))
        }
    }

    /// What the sign-in screen says besides its message: the demo users of a server the app
    /// started, whose passwords are public.
    var signInHint: String? {
        if case let .live(live) = start { live.signInHint } else { nil }
    }

    /// Whether signing out means anything (a live server, not a preset).
    public var canSignOut: Bool {
        if case .live = start { true } else { false }
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

    /// The server refused the token. Credentials given at launch (the embedded demo user) sign
    /// in again by themselves; otherwise the sign-in screen says why it is back.
    private func sessionExpired() {
        guard case .signedIn = phase, case let .live(live) = start else { return }
        if let credentials = live.credentials {
            progress = "Signing in again…"
            phase = .launching
            Task { await signIn(user: credentials.user, password: credentials.password, from: nil) }
            return
        }
        phase = .signedOut(
            SignInModel(
                app: self, message: "Your session has ended; sign in again.", user: live.session.user ?? ""))
    }
}
