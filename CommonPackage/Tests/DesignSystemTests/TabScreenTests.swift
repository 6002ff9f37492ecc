import DesignSystem
import Testing
import Toolkit

/// A screen that records what its tab screen tells it, with links of its own feature.
@MainActor final class RecordingScreen: Screen {
    let feature: String
    var events: [String] = []
    var path: [String] = []

    init(_ feature: String) {
        self.feature = feature
    }

    func start() { events.append("start") }
    func stop() { events.append("stop") }
    func refresh() { events.append("refresh") }
    func scenePhaseChanged(to phase: ScenePhase) { events.append("\(phase)") }
    func say(_ notice: Notice) { events.append("say \(notice.message)") }
    var link: AppLink? { AppLink(feature: feature, path: path) }

    func open(_ link: AppLink) throws(LinkError) {
        guard link.path != ["nothing"] else { throw .malformed("no screen") }
        path = link.path
    }

    func body() -> any Widget { Page(feature) { Text([Line("the \(feature) screen")]) } }
}

/// A root that another tab presents over its own.
@MainActor final class PresentedRoot: FeatureRoot {
    let navigator = Navigator<Int>(path: [1])
    var location: PhaseCountingRoot.Location { .init() }
    var notice: Notice?
    func start() {}
    func open(_ location: PhaseCountingRoot.Location) {}
    func rootView() -> any View<Page> {
        Page("Presented") { Text([Line("presented root")]) }
    }
    func view(for route: Int) -> any View<Page> {
        Page("Presented") { Text([Line("presented \(route)")]) }
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct TabScreenTests {
    let landmarks = RecordingScreen("landmarks")
    let reservations = RecordingScreen("reservations")
    var signOuts = 0

    func tabs(keyBindings: [KeyBinding] = []) -> TabScreen {
        TabScreen(
            [
                .init(title: "Landmarks", screen: landmarks),
                .init(title: "Reservations", screen: reservations),
            ],
            user: "ada", keyBindings: keyBindings)
    }

    @Test func theAppBarNumbersTheTabsAndTheNumberKeysSelectThem() async throws {
        let signOut = KeyBinding(.control("o"), KeyHint("ctrl-o", "Sign out")) {}
        let run = try await HeadlessRunner(size: Size(columns: 60, rows: 6))
            .run(tabs(keyBindings: [signOut]), keys: [.character("2"), .character("3"), .character("1")])
        let frames = run.steps.map { $0.text }
        #expect(frames[0].hasPrefix(" [1 Landmarks]  2 Reservations        ada · ctrl-o Sign out\n"))
        #expect(frames[0].contains("the landmarks screen"))
        #expect(frames[1].contains("[2 Reservations]") && frames[1].contains("the reservations screen"))
        #expect(frames[2] == frames[1], "there is no third tab")
        #expect(frames[3] == frames[0])
    }

    @Test func theAppsOwnKeysRunAndTheNumbersReachTheScreenFirst() {
        var pressed: [String] = []
        let tabs = tabs(keyBindings: [
            KeyBinding(.control("o"), KeyHint("ctrl-o", "Sign out")) { pressed.append("o") }
        ])
        #expect(FocusChain(tabs.body()).dispatch(.control("o")) == .handled)
        #expect(pressed == ["o"])
        #expect(FocusChain(tabs.body()).dispatch(.character("2")) == .handled)
        #expect(tabs.selected == 1)
    }

    @Test func everyTabStartsStopsRefreshesAndHearsTheScenePhase() {
        let tabs = tabs()
        tabs.start()
        tabs.scenePhaseChanged(to: .background)
        tabs.refresh()
        tabs.stop()
        #expect(landmarks.events == ["start", "background", "refresh", "stop"])
        #expect(reservations.events == landmarks.events)
    }

    @Test func aLinkOpensInTheTabOfItsFeatureAndTakesAwayWhatWasPresentedThere() throws {
        let tabs = tabs()
        tabs.present(PresentedRoot(), over: 1)
        #expect(tabs.presented(over: 1, as: PresentedRoot.self) != nil)
        try tabs.open(AppLink(feature: "reservations", path: ["42"]))
        #expect(tabs.selected == 1)
        #expect(reservations.path == ["42"])
        #expect(tabs.presented(over: 1, as: PresentedRoot.self) == nil)
        #expect(tabs.link == AppLink(feature: "reservations", path: ["42"]))
    }

    @Test func aLinkNoTabHasIsRefusedAndTheScreenStays() {
        let tabs = tabs()
        #expect(
            throws: LinkError.malformed("'landmarks://trails' opens no screen: no tab here has trails links")
        ) {
            try tabs.open(AppLink(feature: "trails"))
        }
        #expect(throws: LinkError.malformed("no screen")) {
            try tabs.open(AppLink(feature: "reservations", path: ["nothing"]))
        }
        #expect(tabs.selected == 0)
    }

    @Test func aPresentedScreenShowsOverItsTabUntilItsStackEmpties() {
        let tabs = tabs()
        let root = PresentedRoot()
        tabs.present(root, over: 1)
        tabs.select(1)
        tabs.say(Notice(.info, "hello"))
        #expect(reservations.events.isEmpty, "the presented screen is shown, so it hears it")
        #expect(root.notice == Notice(.info, "hello"))
        tabs.select(0)
        #expect(tabs.screen === landmarks)
        tabs.select(1)
        _ = root.navigator.pop()
        #expect(tabs.screen === reservations)
    }

    /// Fifty tabs at 80 columns, as an app with fifty features: the bar shows the four that fit and
    /// `0 More`, `0` lists the rest, Enter there shows one, `1`…`9` reach the first nine
    /// wherever they are, and a link opens a tab the bar has no room for.
    @Test func tabsThatDoNotFitAreInTheMoreListAndTheFirstNineHaveKeys() async throws {
        let numbers = (1...50).map { $0 < 10 ? "0\($0)" : "\($0)" }
        let screens = numbers.map { RecordingScreen("feature\($0)") }
        let tabs = TabScreen(zip(numbers, screens).map { .init(title: "Feature\($0)", screen: $1) })
        let run = try await HeadlessRunner(size: Size(columns: 80, rows: 8))
            .run(
                tabs,
                keys: [
                    .character("0"), .down, .enter, .character("0"), .escape, .character("9"),
                    .character("2"),
                ])
        let frames = run.steps.map(\.text)
        #expect(
            frames[0].hasPrefix(" [1 Feature01]  2 Feature02   3 Feature03   4 Feature04   0 More\n"))
        #expect(tabs.shownTabs == 4)
        // 0: the More list, from the sixth tab, marked on the bar.
        #expect(frames[1].contains("[0 More]") && frames[1].contains("46 tabs"))
        #expect(frames[1].contains("5  Feature05") && frames[1].contains("9  Feature09"))
        // ↓ then Enter: the sixth tab, shown under the More entry.
        #expect(frames[3].contains("the feature06 screen") && frames[3].contains("[0 More]"))
        // 0 again lists the rest with the tab shown selected; Esc goes back to it.
        #expect(frames[4].contains("[0 More]") && frames[4].contains("46 tabs"))
        #expect(frames[5].contains("the feature06 screen"))
        // 9 reaches the ninth tab from anywhere; 2 one the bar shows.
        #expect(frames[6].contains("the feature09 screen") && frames[6].contains("[0 More]"))
        #expect(frames[7].contains("[2 Feature02]") && frames[7].contains("the feature02 screen"))
        #expect(tabs.selected == 1)
        try tabs.open(AppLink(feature: "feature50"))
        #expect(tabs.selected == 49)
        let bar = AppBar(tabs: tabs.tabs.map(\.title), selected: 49).line(width: 80).plainText
        #expect(bar.contains("4 Feature04  [0 More]"))
    }

    /// Every tab fits: no More entry, and `0` does nothing.
    @Test func whenEveryTabFitsThereIsNoMore() {
        let tabs = tabs()
        tabs.showMore()
        #expect(!tabs.showingMore)
        #expect(
            !AppBar(tabs: ["Landmarks", "Reservations"], selected: 0).line(width: 80).plainText.contains(
                "More"))
    }
}
