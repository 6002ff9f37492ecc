import DesignSystem
import Foundation
import Synchronization
import Testing
import Toolkit

/// The focus events a terminal reports, and what the runners and the feature host make of them.
@Suite struct FocusEventDecodingTests {
    @Test func focusReportsDecodeAsFocusEventsNotKeys() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array("\u{1B}[O\u{1B}[Ix\u{1B}OA".utf8))
        #expect(keys == [.focusLost, .focusGained, .character("x"), .up], "SS3 O is still an arrow's")
        #expect(keys.map(\.isFocusEvent) == [true, true, false, false])
    }

    @Test func scriptsNameThemFocusOutAndFocusIn() throws {
        let keys = try Key.script("focus-out down focus-in").get()
        #expect(keys == [.focusLost, .down, .focusGained])
        #expect(keys.map(\.description) == ["focus-out", "down", "focus-in"])
    }
}

/// A clock a test moves by hand.
final class ManualInstant: Sendable {
    private let instant = Mutex(ContinuousClock.now)
    var now: ContinuousClock.Instant { instant.withLock { $0 } }
    func advance(by duration: Duration) { instant.withLock { $0 += duration } }
}

@Suite struct RefreshOnReturnTests {
    @Test func aReturnRefreshesOnlyAfterLongEnoughAway() {
        let clock = ManualInstant()
        var refresh = RefreshOnReturn(after: .seconds(60)) { clock.now }
        var answers: [Bool] = []
        answers.append(refresh.isDue(changingTo: .inactive))
        clock.advance(by: .seconds(59))
        answers.append(refresh.isDue(changingTo: .active))
        answers.append(refresh.isDue(changingTo: .background))
        clock.advance(by: .seconds(30))
        // Inactive after background does not restart the time away.
        answers.append(refresh.isDue(changingTo: .inactive))
        clock.advance(by: .seconds(30))
        answers.append(refresh.isDue(changingTo: .active))
        answers.append(refresh.isDue(changingTo: .active))
        // 59 s away is not long enough; 60 s in two phases is; a second active is no return.
        #expect(answers == [false, false, false, false, true, false])
    }
}

/// A feature that counts what its host tells it.
@MainActor final class PhaseCountingRoot: FeatureRoot {
    /// Its one screen's link: `landmarks://counting`.
    struct Location: FeatureLocation {
        static let feature = "counting"
        static let forms = ["landmarks://counting"]
        init() {}
        init?(path: [String], query: [URLQueryItem]) {
            guard path.isEmpty, query.isEmpty else { return nil }
        }
        var path: [String] { [] }
        var query: [URLQueryItem] { [] }
    }

    let navigator = Navigator<Int>()
    var location: Location { Location() }
    func open(_ location: Location) {}
    var notice: Notice?
    var phases: [ScenePhase] = []
    var refreshes = 0

    func start() {}
    func rootView() -> any View<Page> { Page("Root") { Text([Line("root")]) } }
    func view(for route: Int) -> any View<Page> {
        Page("Route \(route)") { Text([Line("route")]) }
    }
    func scenePhaseChanged(to phase: ScenePhase) { phases.append(phase) }
    func refresh() { refreshes += 1 }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct ScenePhaseTests {
    @Test func focusEventsReachTheFeatureAsPhasesAndNoWidget() async throws {
        let root = PhaseCountingRoot()
        let host = FeatureHost(root)
        let keys: [Key] = [.focusLost, .focusLost, .focusGained, .focusGained]
        let run = try await HeadlessRunner().run(host, keys: keys)
        #expect(root.phases == [.inactive, .active], "a repeated event is no change")
        #expect(root.refreshes == 0, "no refresh was asked for")
        #expect(run.steps.compactMap(\.key).count == 4)
    }

    @Test func theHostRefreshesAFeatureThatComesBackAfterLongEnoughAway() {
        let clock = ManualInstant()
        let root = PhaseCountingRoot()
        let host = FeatureHost(root, refreshOnReturn: RefreshOnReturn(after: .seconds(60)) { clock.now })
        let driver = ScreenDriver(screen: host, size: .standard) {}
        driver.scenePhase = .background
        clock.advance(by: .seconds(10))
        driver.scenePhase = .active
        #expect(root.refreshes == 0)
        _ = driver.handle(.focusLost)
        clock.advance(by: .seconds(61))
        _ = driver.handle(.focusGained)
        #expect(root.refreshes == 1)
        #expect(root.phases == [.background, .active, .inactive, .active])
    }
}
