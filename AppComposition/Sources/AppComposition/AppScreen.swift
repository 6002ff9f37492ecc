public import DesignSystem
public import Toolkit

/// The whole app as a terminal screen: a spinner while launching, the sign-in form, or the tab
/// shell with the app bar always on the top row. Keys go along the feature's focus chain first;
/// those it leaves switch tabs (`1`, `2`, …) or sign out (`ctrl-o`). The scene phase goes to
/// every feature, and a return after long enough away refreshes them all.
///
/// ```swift
/// try await TerminalRunner().run(AppScreen(model: AppModel(start: .ready(.mock()))))
/// ```
@MainActor
public final class AppScreen: Screen {
    /// The root model.
    public let model: AppModel
    private var refreshOnReturn: RefreshOnReturn?

    /// Creates the screen for `model`; with `refreshOnReturn`, coming back after long enough
    /// away reloads every feature (live data).
    public init(model: AppModel, refreshOnReturn: RefreshOnReturn? = nil) {
        self.model = model
        self.refreshOnReturn = refreshOnReturn
    }

    /// Launches: restores the session or signs in, then starts the features' first loads.
    public func start() {
        Task { await model.launch() }
    }

    /// Stops every feature's work when the app's screen goes away.
    public func stop() {
        guard case let .signedIn(shell) = model.phase else { return }
        for screen in shell.screens { screen.stop() }
    }

    /// Tells every feature, then refreshes them if the person was away long enough.
    public func scenePhaseChanged(to phase: ScenePhase) {
        let isDue = refreshOnReturn?.isDue(changingTo: phase) == true
        guard case let .signedIn(shell) = model.phase else { return }
        for screen in shell.screens { screen.scenePhaseChanged(to: phase) }
        if isDue { refresh() }
    }

    /// Reloads each feature's data, keeping every tab's stack and any open form.
    public func refresh() {
        guard case let .signedIn(shell) = model.phase else { return }
        for feature in shell.features { feature.screen.refresh() }
    }

    /// The link of the screen shown, once signed in.
    public var link: AppLink? {
        if case let .signedIn(shell) = model.phase { shell.link } else { nil }
    }

    /// Opens `link` (once signed in, if the app is still launching).
    ///
    /// - Throws: ``LinkError/malformed(_:)`` for a link no feature's grammar has; a feature
    ///   that is off is said on the screen instead.
    public func open(_ link: AppLink) throws(LinkError) {
        try AppLinks.check(link, features: AppFeatures())
        model.open(link)
    }

    /// Has the other device do `action`: the first feature that has an action of that name does
    /// it (nothing, before signing in).
    public func performElsewhere(_ action: String) async -> ElsewhereOutcome {
        guard case let .signedIn(shell) = model.phase else { return .unknown(known: []) }
        var known: [String] = []
        for feature in shell.features {
            switch await feature.screen.performElsewhere(action) {
            case let .unknown(names): known += names
            case let outcome: return outcome
            }
        }
        return .unknown(known: known)
    }

    /// What the current phase shows.
    public func body() -> any Widget {
        switch model.phase {
        case .launching:
            Page("Landmarks") { Spinner("Starting…") }.keyBinding(.quit())
        case let .signedOut(form):
            SignInView(model: form)
        case let .signedIn(shell):
            VStack {
                AppBar(
                    tabs: shell.features.map(\.title), selected: shell.selected, user: shell.user,
                    hints: [.signOut])
                shell.screen.body()
            }
            .keyBindings(appKeys(shell))
        }
    }

    /// `1`, `2`, … select the tabs the app bar numbers; `ctrl-o` signs out.
    private func appKeys(_ shell: ShellModel) -> [KeyBinding] {
        shell.features.indices.map { index in
            KeyBinding(.character(Character(String(index + 1))), nil) { shell.select(index) }
        } + [KeyBinding(.control("o"), .signOut) { self.model.signOut() }]
    }
}

extension KeyHint {
    /// ctrl-o Sign out
    static let signOut = KeyHint("ctrl-o", "Sign out")
}
