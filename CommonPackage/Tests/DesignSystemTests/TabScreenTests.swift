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
}
