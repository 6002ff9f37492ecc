public import Toolkit

/// A feature as its host sees it: a navigation stack of routes, a notice, and a function from
/// route to screen. The feature's models own the state, a list's selection and scroll position
/// included; this is all the host needs of them.
///
/// ```swift
/// extension LandmarksModel: FeatureRoot {
///     public func rootView() -> any View<Page> { LandmarkListView(root: self) }
///     public func view(for route: LandmarkRoute) -> any View<Page> { … }
/// }
/// let screen = FeatureHost(LandmarksModel(store: store))
/// ```
@MainActor
public protocol FeatureRoot: AnyObject {
    /// What can be pushed over the root screen; each route carries what it shows.
    associatedtype Route: Hashable
    /// Where a link opens the feature: its part of the link grammar.
    associatedtype Location: FeatureLocation
    /// The pushed routes.
    var navigator: Navigator<Route> { get }
    /// A message above the current screen, cleared by the next key.
    var notice: Notice? { get set }
    /// Starts the first load.
    func start()
    /// Stops the work the feature started.
    func stop()
    /// The screen at the bottom of the stack: a view whose body is a ``Page``.
    func rootView() -> any View<Page>
    /// The screen for a pushed route.
    func view(for route: Route) -> any View<Page>
    /// Where the feature is now, so the same screen can be opened again by its link.
    var location: Location { get }
    /// Shows `location` with the screens under it a person would have passed through.
    func open(_ location: Location)
    /// Hears that the person left or came back, as a SwiftUI view reads `scenePhase`.
    func scenePhaseChanged(to phase: ScenePhase)
    /// Reloads what the feature shows, keeping what the person has typed (an open form): the
    /// host calls it when the person comes back after a while away.
    func refresh()
}

extension FeatureRoot {
    /// Does nothing; a feature with nothing to stop need not implement it.
    public func stop() {}

    /// Does nothing; a feature that does not care whether it is seen need not implement it.
    public func scenePhaseChanged(to phase: ScenePhase) {}

    /// Does nothing; a feature that loads nothing need not implement it.
    public func refresh() {}
}

/// A feature root whose screens read one `LoadingStore` (each feature of this app): the host's
/// start, refresh and stop, and `r`'s reload, are the store's, written once here.
public protocol LoadingFeatureRoot: FeatureRoot {
    /// The store the feature's screens read.
    associatedtype Store: LoadingStore
    /// The store the feature's screens read.
    var store: Store { get }
}

extension LoadingFeatureRoot {
    /// Starts the store's first load, once, however often the host starts the feature.
    public func start() {
        store.startLoading()
    }

    /// Loads again (`r`): the cache, then the network.
    public func reload() {
        store.load(policy: .cacheThenFetch)
    }

    /// Loads again once the first load has ended, keeping what is on screen until the answer
    /// comes (under "Refreshing…"); an open form keeps its draft.
    public func refresh() {
        store.refresh()
    }

    /// Stops the store's work when the host goes away.
    public func stop() {
        store.stop()
    }
}

/// The one host every feature runs in: the screen for the top of its navigation stack, the
/// notice line over it until the next key, Esc to pop, `q` to quit, and the scene phase passed
/// on (with a refresh when the person comes back after a while away, if asked for). The feature
/// provides its routes and a screen for each; everything else a screen of a feature needs is
/// here.
///
/// ```swift
/// try await TerminalRunner().run(FeatureHost(ReservationsModel(store: store)))
/// ```
@MainActor
public final class FeatureHost<Root: FeatureRoot>: Screen {
    /// The feature.
    public let root: Root
    private var refreshOnReturn: RefreshOnReturn?

    /// Hosts `root`; with `refreshOnReturn`, a return to active after long enough away
    /// refreshes it (live data, whose server others change).
    public init(_ root: Root, refreshOnReturn: RefreshOnReturn? = nil) {
        self.root = root
        self.refreshOnReturn = refreshOnReturn
    }

    /// Starts the feature's first load.
    public func start() {
        root.start()
    }

    /// Stops the feature's work when the host goes away.
    public func stop() {
        root.stop()
    }

    /// Tells the feature, then refreshes it if the person was away long enough.
    public func scenePhaseChanged(to phase: ScenePhase) {
        root.scenePhaseChanged(to: phase)
        if refreshOnReturn?.isDue(changingTo: phase) == true { root.refresh() }
    }

    /// Refreshes the feature.
    public func refresh() {
        root.refresh()
    }

    /// Shows `notice` over the feature's screen until the next key.
    public func say(_ notice: Notice) {
        root.notice = notice
    }

    /// The link of the screen shown.
    public var link: AppLink? { root.location.link }

    /// Opens the screen `link` names in this feature.
    ///
    /// - Throws: `LinkError.malformed(_:)`, naming the forms the feature's links take.
    public func open(_ link: AppLink) throws(LinkError) {
        root.open(try Root.Location(link))
    }

    /// The top screen, with the notice as its banner and the host's keys around it; the next key
    /// clears the notice.
    public func body() -> any Widget {
        let top = root.navigator.path.last
        var page = (top.map { root.view(for: $0) } ?? root.rootView()).body
        if let notice = root.notice { page.banner = Banner(notice) }
        return page.keyBindings([
            KeyBinding(.escape, .back, isAvailable: top != nil) { [root] in root.navigator.pop() },
            .quit(isAvailable: page.allowsQuit),
        ])
        .onKey { [root] _ in if root.notice != nil { root.notice = nil } }
    }
}
