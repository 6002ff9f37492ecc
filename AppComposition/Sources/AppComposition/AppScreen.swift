public import DesignSystem
import LandmarksFeature
import ReservationsFeature

/// The whole app as a terminal screen: a spinner while launching, the sign-in form, or the tab
/// shell with a tab bar always on the top row. Keys go to the screen shown first; those it
/// ignores switch tabs (`1`, `2`) or sign out (`ctrl-o`).
///
/// ```swift
/// try await TerminalRunner().run(AppScreen(model: AppModel(start: .ready(.mock()))))
/// ```
@MainActor
public final class AppScreen: Screen {
    /// The root model.
    public let model: AppModel
    private var screens: [ObjectIdentifier: any Screen] = [:]

    /// Creates the screen for `model`.
    public init(model: AppModel) {
        self.model = model
    }

    /// Launches: restores the session or signs in, then starts the features' first loads.
    public func start() {
        Task { await model.launch() }
    }

    /// Stops every feature screen's work when the app's screen goes away.
    public func stop() {
        for screen in screens.values { screen.stop() }
    }

    /// What the current phase shows.
    public func content() -> ScreenContent {
        switch model.phase {
        case .launching:
            return ScreenContent(
                title: TitleBar("Landmarks"), body: .loading(Spinner("Starting…")), hints: [.quit])
        case let .signedOut(form):
            return SignInView(model: form).content()
        case let .signedIn(shell):
            var content = screen(for: shell).content()
            content.appBar = appBar(shell)
            // Always in the app bar; in the footer too where it fits (the footer drops from its end).
            if model.canSignOut, content.dialog == nil { content.hints.append(KeyHint("ctrl-o", "Sign out")) }
            return content
        }
    }

    /// Hands `key` to what is shown, then to the shell.
    public func handle(_ key: Key) -> KeyResult {
        switch model.phase {
        case .launching:
            return .ignored
        case let .signedOut(form):
            return SignInView(model: form).handle(key)
        case let .signedIn(shell):
            let result = screen(for: shell).handle(key)
            shell.landmarkOverReservationsChanged()
            guard result == .ignored else { return result }
            switch key {
            case .character("1"): shell.select(.landmarks)
            case .character("2"): shell.select(.reservations)
            case .control("o") where model.canSignOut: model.signOut()
            default: return .ignored
            }
            return .handled
        }
    }

    /// The feature screen on top of the current tab; one instance per model, so scroll
    /// positions survive switching tabs.
    private func screen(for shell: ShellModel) -> any Screen {
        switch shell.tab {
        case .landmarks: return cached(shell.landmarks) { LandmarksScreen(model: shell.landmarks) }
        case .reservations:
            if let landmark = shell.landmarkOverReservations {
                return cached(landmark) { LandmarksScreen(model: landmark) }
            }
            guard let reservations = shell.reservations else {
                return cached(shell.landmarks) { LandmarksScreen(model: shell.landmarks) }
            }
            return cached(reservations) { ReservationsScreen(model: reservations) }
        }
    }

    /// The screen of `model`, made once; only the current models' screens are kept, so a
    /// landmark pushed and popped, or a shell signed out of, is released with its screen.
    private func cached(_ model: AnyObject, _ make: () -> any Screen) -> any Screen {
        if let screen = screens[ObjectIdentifier(model)] { return screen }
        if case let .signedIn(shell) = self.model.phase {
            let current: [AnyObject?] = [shell.landmarks, shell.reservations, shell.landmarkOverReservations]
            let live = Set(current.compactMap { $0.map(ObjectIdentifier.init) })
            screens = screens.filter { live.contains($0.key) }
        }
        let screen = make()
        screens[ObjectIdentifier(model)] = screen
        return screen
    }

    private func appBar(_ shell: ShellModel) -> AppBar {
        AppBar(
            tabs: shell.tabs.map { $0 == .landmarks ? "Landmarks" : "Reservations" },
            selected: shell.tabs.firstIndex(of: shell.tab) ?? 0, user: shell.user,
            hints: model.canSignOut ? [KeyHint("ctrl-o", "Sign out")] : [])
    }
}
