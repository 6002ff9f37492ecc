public import DesignSystem
import FeatureKit
import SignIn
public import Toolkit

/// The whole app as a terminal screen: a spinner while launching, the sign-in form, or the
/// features' tabs (``ShellModel/tabs``), which keys, the scene phase and links go to once
/// signed in. A return after long enough away refreshes every feature.
///
/// ```swift
/// try await TerminalRunner().run(AppScreen(model: AppModel(start: .ready(.mock()))))
/// ```
@MainActor
public final class AppScreen: Screen {
    /// Where the app is (launching, signed out or signed in) and what it does next.
    public let model: AppModel
    private var refreshOnReturn: RefreshOnReturn?

    /// Creates the screen for `model`; with `refreshOnReturn`, coming back after long enough
    /// away reloads every feature (live data).
    public init(model: AppModel, refreshOnReturn: RefreshOnReturn? = nil) {
        self.model = model
        self.refreshOnReturn = refreshOnReturn
    }

    /// The features' tabs, once signed in.
    private var tabs: TabScreen? {
        if case let .signedIn(shell) = model.phase { shell.tabs } else { nil }
    }

    /// Launches: restores the session or signs in, then starts the features' first loads.
    public func start() {
        Task { await model.launch() }
    }

    /// Stops every feature's work when the app's screen goes away.
    public func stop() { tabs?.stop() }

    /// Tells every feature, then refreshes them if the person was away long enough.
    public func scenePhaseChanged(to phase: ScenePhase) {
        let isDue = refreshOnReturn?.isDue(changingTo: phase) == true
        tabs?.scenePhaseChanged(to: phase)
        if isDue { refresh() }
    }

    /// Reloads each feature's data, keeping every tab's stack and any open form.
    public func refresh() { tabs?.refresh() }

    /// The link of the screen shown, once signed in.
    public var link: AppLink? { tabs?.link }

    /// Opens `link` (once signed in, if the app is still launching).
    ///
    /// - Throws: `LinkError.malformed(_:)` for a link no feature's grammar has; a feature
    ///   that is off is said on the screen instead.
    public func open(_ link: AppLink) throws(LinkError) {
        try AppLinks.check(link, features: AppFeatures())
        model.open(link)
    }

    /// The same person on another device, for a story's `elsewhere:` steps: the signed-in
    /// features' other devices, the first that has an action doing it (nothing before signing
    /// in).
    public var elsewhere: Elsewhere {
        Elsewhere { [model] action in
            guard case let .signedIn(shell) = model.phase else { return .unknown(known: []) }
            return await shell.otherDevice.perform(action)
        }
    }

    /// What the current phase shows.
    public func body() -> any Widget {
        switch model.phase {
        case .launching: Page("Landmarks") { Spinner(model.progress) }.keyBinding(.quit())
        case let .signedOut(form): SignInView(model: form)
        case let .signedIn(shell): shell.tabs.body()
        }
    }
}
