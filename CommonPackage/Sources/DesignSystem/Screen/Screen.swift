public import Toolkit

/// What a screen does with a key.
public enum KeyResult: Sendable, Equatable {
    /// The key changed something (or deliberately did nothing).
    case handled
    /// The key means nothing here.
    case ignored
    /// The app should quit.
    case quit
}

/// A root the terminal runners drive: a feature host, the app, or a test's screen.
///
/// `body()` describes the screen from observable state and nothing else; the runners track
/// what it reads with Observation and redraw when that changes. Keys go along the focus chain of
/// the same widgets (``FocusChain``), so a screen has no key handling of its own. Work a key
/// starts must show progress (a spinner) before the key returns: headless runs wait while a
/// widget is busy, so that is how they know.
@MainActor
public protocol Screen: AnyObject {
    /// Called once before the first frame; starts the first load.
    func start()
    /// The screen as it should look now.
    func body() -> any Widget
    /// Called once when the screen goes away (the run ended): cancel the work it started.
    func stop()
    /// Called when the person leaves or comes back (``ScenePhase``); never for the phase the
    /// screen starts in, which is active.
    func scenePhaseChanged(to phase: ScenePhase)
    /// Reloads what the screen shows, keeping what the person has typed: a return after a while
    /// away calls it.
    func refresh()
    /// The link that opens what the screen shows now, if it has links.
    var link: AppLink? { get }
    /// Shows the screen `link` names, as `onOpenURL` does.
    ///
    /// - Throws: a `LinkError` when the link names no screen here.
    func open(_ link: AppLink) throws(LinkError)
    /// Shows `notice` over what is on screen until the next key.
    func say(_ notice: Notice)
}

extension Screen {
    /// Does nothing; screens with nothing to load need not implement it.
    public func start() {}

    /// Does nothing; screens that start no work need not implement it.
    public func stop() {}

    /// Does nothing; screens that do not care whether they are seen need not implement it.
    public func scenePhaseChanged(to phase: ScenePhase) {}

    /// Does nothing; screens that load nothing need not implement it.
    public func refresh() {}

    /// None: a screen without links.
    public var link: AppLink? { nil }

    /// Does nothing: a screen without a notice line.
    public func say(_ notice: Notice) {}

    /// Refuses every link: a screen without links.
    public func open(_ link: AppLink) throws(LinkError) {
        throw .malformed("'\(link)' opens no screen: this screen has no links")
    }

    /// Sends `key` along the focus chain of a fresh ``body()``. The runners go through
    /// ``ScreenDriver/handle(_:)`` instead, which reuses the widgets of the frame on screen.
    public func handle(_ key: Key) -> KeyResult {
        FocusChain(body()).dispatch(key)
    }
}
