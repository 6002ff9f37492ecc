import Clocks
import DesignSystem
import Observation
import Synchronization
import Testing
import Toolkit

/// A small screen over observable state, standing in for a feature.
@MainActor @Observable
final class CounterScreen: Screen {
    var items: [String]? = nil
    var selection: Int?
    @ObservationIgnored let scroll = ScrollPosition()
    @ObservationIgnored let loadDelay: Latency
    @ObservationIgnored var contentCalls = 0

    init(loadDelay: Latency) { self.loadDelay = loadDelay }

    func start() { load() }

    func load() {
        items = nil
        Task {
            try? await loadDelay.elapse()
            items = (1...30).map { "Item \($0)" }
        }
    }

    func body() -> any Widget {
        contentCalls += 1
        guard let items else {
            return Page("Items") { Spinner("Loading items…") }.keyBinding(.quit())
        }
        return Page("Items", trailing: "\((selection ?? 0) + 1) of \(items.count)") {
            List("Items", items.items, selection: Bindable(self).selection) { $0.row }
                .scrollPosition(scroll)
        }
        .keyBinding("r", "Refresh") { self.load() }
        .keyBinding(.quit())
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct HeadlessRunnerTests {
    let runner = HeadlessRunner(size: Size(columns: 30, rows: 8))

    @Test func waitsForLoadingToFinishBeforeTheNextKey() async throws {
        let run = try await runner.run(
            CounterScreen(loadDelay: Latency(.milliseconds(50), clock: ImmediateClock())),
            keys: [.down, .down])
        #expect(run.steps.first?.text.contains("⠋ Loading items…") == true)
        #expect(run.steps.first?.frame.isAnimating == true)
        #expect(run.steps.map(\.key) == [nil, nil, .down, .down])
        #expect(run.finalText.contains("▸ Item 3"))
        #expect(run.finalText.split(separator: "\n").first?.hasSuffix("3 of 30") == true)
        #expect(!run.didQuit)
    }

    @Test func aKeyThatStartsWorkIsFollowedByItsResult() async throws {
        let run = try await runner.run(
            CounterScreen(loadDelay: Latency(.milliseconds(20), clock: ImmediateClock())),
            keys: [.character("r")])
        #expect(run.steps.map(\.frame.isAnimating) == [true, false, true, false])
        #expect(run.finalText.contains("▸ Item 1"))
    }

    @Test func quitStopsTheScript() async throws {
        let run = try await runner.run(CounterScreen(loadDelay: .zero), keys: [.character("q"), .down])
        #expect(run.didQuit)
        #expect(run.steps.last?.key == nil)
    }

    @Test func aScreenThatNeverSettlesIsReportedNotAwaitedForever() async {
        // A load on a clock that never moves: it never ends.
        let screen = CounterScreen(loadDelay: Latency(.seconds(60), clock: TestClock()))
        await #expect(throws: HeadlessError.stillBusy(afterKey: nil, seconds: 0.1)) {
            try await HeadlessRunner(size: .standard, idleTimeout: .milliseconds(100)).run(screen, keys: [])
        }
    }

    @Test func unchangedRowsAreNotRewritten() async throws {
        let screen = CounterScreen(loadDelay: .zero)
        let terminal = HeadlessTerminal(size: Size(columns: 30, rows: 8))
        var renderer = Renderer()
        let driver = ScreenDriver(screen: screen, size: terminal.size) {}
        screen.items = (1...30).map { "Item \($0)" }
        terminal.apply(renderer.updates(for: driver.frame()))
        let afterFirst = terminal.rowWrites
        _ = screen.handle(.down)
        terminal.apply(renderer.updates(for: driver.frame()))
        // Title (position), old selected row and new selected row.
        #expect(terminal.rowWrites - afterFirst == 3)
    }

    @Test func onlyTheLatestFrameReportsAChange() async throws {
        let screen = CounterScreen(loadDelay: .zero)
        screen.items = ["a", "b", "c"]
        let count = Mutex(0)
        let driver = ScreenDriver(screen: screen, size: .standard) { count.withLock { $0 += 1 } }
        for _ in 0..<30 { _ = driver.frame() }  // as a spinner redraws without state changing
        screen.selection = 1
        #expect(count.withLock { $0 } == 1)
    }

    @Test func keysGoToTheWidgetsOnScreenAndAChangeMeansTheyAreBuiltAgain() async throws {
        let screen = CounterScreen(loadDelay: .zero)
        screen.items = ["a", "b", "c"]
        let driver = ScreenDriver(screen: screen, size: Size(columns: 30, rows: 8)) {}
        _ = driver.frame()
        let built = screen.contentCalls
        #expect(driver.handle(.down) == .handled)
        #expect(screen.selection == 1)
        #expect(screen.contentCalls == built, "the key went along the chain of the frame on screen")
        #expect(driver.handle(.down) == .handled)
        #expect(screen.contentCalls == built + 1, "the selection changed, so the screen was built again")
        #expect(screen.selection == 2)
    }

    @Test func observationTriggersARedrawWithoutPolling() async throws {
        let screen = CounterScreen(loadDelay: .zero)
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        let driver = ScreenDriver(screen: screen, size: .standard) { continuation.yield() }
        screen.items = ["a", "b", "c", "d", "e"]
        _ = driver.frame()
        screen.selection = 4
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next(isolation: MainActor.shared) != nil)
    }
}

@MainActor @Suite struct ScreenTeardownTests {
    /// Records whether it was stopped.
    final class StoppableScreen: Screen {
        var stops = 0
        func body() -> any Widget { Page("T") { Text([]) }.keyBinding(.quit()) }
        func stop() { stops += 1 }
    }

    @Test func aRunStopsItsScreenOnceWhenItEnds() async throws {
        let finished = StoppableScreen()
        _ = try await HeadlessRunner().run(finished, keys: [.down])
        #expect(finished.stops == 1)
        let quit = StoppableScreen()
        _ = try await HeadlessRunner().run(quit, keys: [.character("q"), .down])
        #expect(quit.stops == 1, "quitting stops it too")
    }
}

/// A screen whose other device adds an item a moment after it is asked to, as a change made
/// elsewhere arrives; or, when `arrives` is false, never.
@MainActor @Observable
final class ElsewhereScreen: Screen {
    var items = ["Here"]
    @ObservationIgnored let arrives: Bool

    init(arrives: Bool = true) { self.arrives = arrives }

    func body() -> any Widget {
        Page("Items") { Text([Line(items.joined(separator: ", "))]) }.keyBinding(.quit())
    }

    /// Its other device: the runners do `elsewhere:` steps through it.
    var elsewhere: Elsewhere { Elsewhere { await self.perform($0) } }

    func perform(_ action: String) async -> ElsewhereOutcome {
        switch action {
        case "add":
            if arrives {
                Task {
                    try? await Task.sleep(for: .milliseconds(30))
                    items.append("From elsewhere")
                }
            }
            return .done
        case "fail": return .refused(.notFound)
        default: return .unknown(known: ["add", "fail"])
        }
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct ElsewhereStepTests {
    @Test func scriptsNameTheOtherDevicesActions() throws {
        #expect(try Key.script("down elsewhere:book").get() == [.down, .elsewhere("book")])
        #expect(Key.elsewhere("book").description == "elsewhere:book")
        #expect(Key(scriptName: "elsewhere:") == nil)
    }

    @Test func theStepWaitsForWhatTheOtherDeviceDidToArrive() async throws {
        let screen = ElsewhereScreen()
        let run = try await HeadlessRunner(size: Size(columns: 40, rows: 6)).run(
            screen, keys: [.elsewhere("add")], elsewhere: screen.elsewhere)
        #expect(run.steps.map(\.key) == [nil, .elsewhere("add")])
        #expect(!run.steps[0].text.contains("From elsewhere"))
        #expect(run.finalText.contains("From elsewhere"))
    }

    @Test func aRefusedActionChangesNothingAndDoesNotWait() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let screen = ElsewhereScreen()
        let run = try await HeadlessRunner(size: Size(columns: 40, rows: 6), idleTimeout: .seconds(30)).run(
            screen, keys: [.elsewhere("fail")], elsewhere: screen.elsewhere)
        #expect(run.finalText == run.steps[0].text)
        #expect(clock.now - started < .seconds(5))
    }

    @Test func anUnknownActionNamesTheKnownOnes() async {
        await #expect(throws: HeadlessError.unknownElsewhereAction("fly", known: ["add", "fail"])) {
            let screen = ElsewhereScreen()
            return try await HeadlessRunner().run(
                screen, keys: [.elsewhere("fly")], elsewhere: screen.elsewhere)
        }
    }

    @Test func aChangeThatNeverArrivesIsAnError() async {
        await #expect(throws: HeadlessError.unchanged(afterKey: "elsewhere:add", seconds: 0.2)) {
            let screen = ElsewhereScreen(arrives: false)
            return try await HeadlessRunner(idleTimeout: .milliseconds(200)).run(
                screen, keys: [.elsewhere("add")], elsewhere: screen.elsewhere)
        }
    }
}
