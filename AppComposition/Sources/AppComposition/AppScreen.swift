public import DesignSystem

/// The whole app as a terminal screen: a spinner while launching, the sign-in form, or the tab
/// shell with the app bar always on the top row. Keys go to the feature shown first (through its
/// focus chain); those it leaves switch tabs (`1`, `2`, …) or sign out (`ctrl-o`).
///
/// ```swift
/// try await TerminalRunner().run(AppScreen(model: AppModel(start: .ready(.mock()))))
/// ```
@MainActor
public final class AppScreen: Screen {
    /// The root model.
    public let model: AppModel
    private var shells: [ShellModel] = []

    /// Creates the screen for `model`.
    public init(model: AppModel) {
        self.model = model
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
                    hints: model.canSignOut ? [.signOut] : [])
                shell.screen.body()
            }
            .keyBindings(appKeys(shell))
        }
    }

    /// Hands `key` to the feature shown (which clears its notice and sends the key along its
    /// focus chain), then to the app's own keys.
    public func handle(_ key: Key) -> KeyResult {
        guard case let .signedIn(shell) = model.phase else { return FocusChain(body()).dispatch(key) }
        let result = shell.screen.handle(key)
        guard result == .ignored else { return result }
        return FocusChain(Text([]).keyBindings(appKeys(shell))).dispatch(key)
    }

    /// `1`, `2`, … select the tabs the app bar numbers; `ctrl-o` signs out of a live server.
    private func appKeys(_ shell: ShellModel) -> [KeyBinding] {
        shell.features.indices.map { index in
            KeyBinding(.character(Character(String(index + 1))), nil) { shell.select(index) }
        } + [KeyBinding(.control("o"), .signOut, isAvailable: model.canSignOut) { self.model.signOut() }]
    }
}

extension KeyHint {
    /// ctrl-o Sign out
    static let signOut = KeyHint("ctrl-o", "Sign out")
}
