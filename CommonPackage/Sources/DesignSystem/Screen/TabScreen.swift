public import Observation
public import Toolkit

/// Screens side by side as tabs, as SwiftUI's `TabView` holds its views: the app bar on the top
/// row numbers them, `1`…`9` select one of the first nine, and each keeps its own navigation
/// stack and position while another shows. The tabs the bar has no room for go into a More
/// entry, as on iPhone: `0` shows the More list of them, and Enter there shows one. One tab's
/// screen can be presented over another's (a landmark shown over the Reservations tab) until its
/// stack is popped empty.
///
/// The tabs start, stop, hear the scene phase and refresh together, and a link opens in the tab
/// whose screens have links of its feature.
///
/// ```swift
/// let tabs = TabScreen([.init(title: "Landmarks", screen: landmarks), .init(title: "Reservations", screen: reservations)])
/// try await TerminalRunner().run(tabs)
/// ```
@MainActor @Observable
public final class TabScreen: Screen {
    /// One tab: its title in the app bar, and its screen.
    public struct Tab {
        /// The title: "Landmarks".
        public var title: String
        /// The screen the tab shows when nothing is presented over it.
        public var screen: any Screen

        /// A tab called `title` showing `screen`.
        public init(title: String, screen: any Screen) {
            self.title = title
            self.screen = screen
        }
    }

    /// The tabs, in the order `1`, `2`, … select them.
    public let tabs: [Tab]
    /// The index of the tab shown.
    public private(set) var selected = 0
    /// Whether the More list shows in place of the selected tab's screen.
    public private(set) var showingMore = false
    /// The tab the More list's selection is on.
    public var moreSelection: Int?
    /// The width the app bar was last drawn at, which decides the tabs the More list holds.
    @ObservationIgnored public internal(set) var barWidth = 80
    /// A screen presented over a tab, by tab index; it goes when its stack empties.
    public private(set) var presented: [Int: any Screen] = [:]
    /// Who is signed in, on the right of the app bar.
    public let user: String?
    /// The app's own keys, besides the tab numbers (sign-out); the app bar shows their hints.
    @ObservationIgnored public let keyBindings: [KeyBinding]

    /// Shows `tabs`, the first selected, with `user` and `keyBindings` on the app bar.
    public init(_ tabs: [Tab], user: String? = nil, keyBindings: [KeyBinding] = []) {
        self.tabs = tabs
        self.user = user
        self.keyBindings = keyBindings
    }

    /// The screen shown: what is presented over the selected tab, else the tab's own.
    public var screen: any Screen { presented[selected] ?? tabs[selected].screen }

    /// Every screen held: the tabs' and those presented over them.
    public var screens: [any Screen] { tabs.map(\.screen) + presented.values }

    /// How many tabs, from the first, the app bar has room for at its last width; the rest are
    /// in the More list.
    public var shownTabs: Int { AppBar.shownTabs(tabs.map(\.title), width: barWidth) }

    /// Shows tab `index`, keeping each tab's stack, position and what is presented over it.
    public func select(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        selected = index
        showingMore = false
    }

    /// Shows tab `index` itself, with anything presented over it taken away.
    public func show(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        presented[index] = nil
        selected = index
        showingMore = false
    }

    /// Shows the More list, on the tab shown when it is one of them; nothing when every tab fits.
    public func showMore() {
        let shown = shownTabs
        guard shown < tabs.count else { return }
        moreSelection = selected >= shown ? selected : shown
        showingMore = true
    }

    /// Presents `root`'s screen over tab `index` until its stack is popped empty (Esc).
    public func present<Root: FeatureRoot>(_ root: Root, over index: Int) {
        guard tabs.indices.contains(index) else { return }
        root.navigator.onChange = { [weak self] path in
            if path.isEmpty { self?.presented[index] = nil }
        }
        presented[index] = FeatureHost(root)
    }

    /// The root presented over tab `index`, if one of type `Root` is.
    public func presented<Root: FeatureRoot>(over index: Int, as type: Root.Type) -> Root? {
        (presented[index] as? FeatureHost<Root>)?.root
    }

    /// The index of the tab whose screen has links of `feature`.
    public func tab(opening feature: String) -> Int? {
        tabs.firstIndex { $0.screen.link?.feature == feature }
    }

    // MARK: - Screen

    /// Starts every tab's first load, so a screen one tab presents over another has its data.
    public func start() {
        for tab in tabs { tab.screen.start() }
    }

    /// Stops every screen's work.
    public func stop() {
        for screen in screens { screen.stop() }
    }

    /// Tells every screen.
    public func scenePhaseChanged(to phase: ScenePhase) {
        for screen in screens { screen.scenePhaseChanged(to: phase) }
    }

    /// Reloads each tab's data, keeping every stack and any open form.
    public func refresh() {
        for tab in tabs { tab.screen.refresh() }
    }

    /// The link of the screen shown.
    public var link: AppLink? { screen.link }

    /// Shows the tab of `link`'s feature and the screen it names there, with anything presented
    /// over that tab taken away.
    ///
    /// - Throws: `LinkError.malformed(_:)` for a link no tab's grammar has.
    public func open(_ link: AppLink) throws(LinkError) {
        guard let index = tab(opening: link.feature) else {
            throw .malformed("'\(link)' opens no screen: no tab here has \(link.feature) links")
        }
        try tabs[index].screen.open(link)
        show(index)
    }

    /// Says `notice` over the screen shown.
    public func say(_ notice: Notice) {
        screen.say(notice)
    }

    /// The app bar over the screen shown, or over the More list. Keys go along the screen's
    /// focus chain first; those it leaves select tabs or reach the app's own keys.
    public func body() -> any Widget {
        let bar = AppBar(
            tabs: tabs.map(\.title), selected: selected, showingMore: showingMore, user: user,
            hints: keyBindings.compactMap(\.hint))
        let content: any Widget = showingMore ? morePage() : screen.body()
        return VStack {
            MeasuredAppBar(bar: bar) { [weak self] width in self?.barWidth = width }
            content
        }
        .keyBindings(
            tabs.indices.prefix(9).map { index in
                KeyBinding(.character(Character(String(index + 1))), nil) { self.select(index) }
            } + [KeyBinding(.character(AppBar.moreKey), nil) { self.showMore() }] + keyBindings)
    }

    /// The tabs the app bar has no room for, each with its key when it has one; Enter shows
    /// the one selected, Esc goes back to the tab that was showing.
    private func morePage() -> Page {
        let rest = tabs.indices.dropFirst(shownTabs).map { MoreEntry(id: $0, title: tabs[$0].title) }
        return Page(AppBar.more, trailing: "\(rest.count) tabs") {
            List(AppBar.more, rest, selection: Bindable(self).moreSelection) { entry in
                Text([Line(entry.id < 9 ? "\(entry.id + 1)  " : "   ", style: .key) + Line(entry.title)])
            }
            .onOpen { [weak self] index in self?.select(index) }
        }
        .keyBinding(.escape, KeyHint("esc", "Back")) { [weak self] in self?.showingMore = false }
    }
}

/// A tab in the More list: its index and its title.
private struct MoreEntry: Identifiable {
    let id: Int
    let title: String
}

/// The app bar, telling its tab screen the width it is drawn at, so the More list holds the
/// tabs this width has no room for.
@MainActor
private struct MeasuredAppBar: Widget {
    let bar: AppBar
    let drawn: @MainActor (Int) -> Void

    var role: WidgetRole { bar.role }
    var label: String { bar.label }
    func height(forWidth width: Int) -> Int? { 1 }
    func draw(in size: Size, context: DrawContext) -> [Line] {
        drawn(size.columns)
        return bar.draw(in: size, context: context)
    }
}
