import Clocks
import DesignSystem
import LandmarksDomain
import LandmarksTestSupport
import SnapshotTesting
import Testing
import Toolkit

@testable import LandmarksFeature

/// Every screen and state, run headless exactly as a person would see it, as text snapshots.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LandmarksScreenTests {
    func run(_ service: LandmarkService, keys: String = "", size: Size = .standard) async throws
        -> HeadlessRunner.Run
    {
        let screen = FeatureHost(LandmarksModel(store: LandmarkStore(service: service)))
        return try await HeadlessRunner(size: size).run(screen, keys: try Key.script(keys).get())
    }

    @Test func listShowsFeaturedAndAll() async throws {
        let run = try await run(.mock(latency: .zero))
        assertSnapshot(of: run.finalText, as: .lines)
    }

    /// Esc after a link to a landmark shows the list a person who opened it from there comes
    /// back to, frame for frame: the landmark selected, scrolled as walking down to it scrolls.
    @Test(arguments: ["St. Mary Lake", "Icy Bay", "Half Dome"])
    func escAfterALinkShowsTheListAPersonComesBackTo(_ name: String) async throws {
        let landmarks = Landmark.fixtures
        let model = LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero)))
        await model.store.load().value
        let featured = landmarks.filter(\.isFeatured)
        let row = try #require(
            featured.firstIndex { $0.name == name }
                ?? landmarks.firstIndex { $0.name == name }.map { featured.count + $0 })
        let walked = try await run(
            .mock(latency: .zero),
            keys: Array(repeating: "down", count: row).joined(separator: " ") + " enter esc")

        let landmark = try #require(landmarks.first { $0.name == name })
        let linked = LandmarksModel(store: LandmarkStore(service: .mock(latency: .zero)))
        linked.open(LandmarksLocation(tab: .landmarks, search: "", routes: [.detail(landmark.id)]))
        let opened = try await HeadlessRunner(size: .standard).run(FeatureHost(linked), keys: [.escape])
        #expect(opened.finalText == walked.finalText)
        #expect(opened.finalText.contains("▸ ") && opened.finalText.contains(name))
    }

    @Test func loadingShowsTheSpinnerFirst() async throws {
        // A clock that lets no real time pass: the first frame is drawn before any answer can come.
        let run = try await run(.mock(latency: Latency(.milliseconds(300), clock: ImmediateClock())))
        #expect(run.steps.first?.text.contains("⠋ Loading landmarks…") == true)
        #expect(run.finalText.contains("Turtle Rock"))
    }

    @Test func searchFiltersAsYouType() async throws {
        let run = try await run(.mock(latency: .zero), keys: "/ g l a c")
        assertSnapshot(of: run.finalText, as: .lines)
        let counts = run.steps.compactMap {
            $0.text.split(separator: "\n").first?.split(separator: " ").suffix(2).joined(separator: " ")
        }
        #expect(counts.suffix(4) == ["10 matches", "3 matches", "2 matches", "2 matches"])
    }

    @Test func aSearchWithNoMatchesSaysSoAndEscClearsIt() async throws {
        let run = try await run(.mock(latency: .zero), keys: "/ x y z")
        #expect(run.finalText.contains("No matches for “xyz”"))
        let cleared = try await self.run(.mock(latency: .zero), keys: "/ x y z esc")
        #expect(cleared.finalText.contains("14 landmarks"))
    }

    @Test func enterOpensTheDetailWithEveryField() async throws {
        let run = try await run(.mock(latency: .zero), keys: "down down enter")
        assertSnapshot(of: run.finalText, as: .lines)
    }

    @Test func favoriteTogglesWithProgressAndShowsOnTheDetail() async throws {
        let run = try await run(
            .mock(latency: Latency(.milliseconds(300), clock: ImmediateClock())), keys: "down enter f")
        let texts = run.steps.map(\.text)
        #expect(texts.contains { $0.contains("Saving favorite…") })
        #expect(run.finalText.contains("St. Mary Lake  ★ Favorite"))
        #expect(run.finalText.contains("f Unfavorite"))
    }

    @Test func aRefusedFavoriteRollsBackWithAVisibleError() async throws {
        var service = LandmarkService.unimplemented
        service.fetchLandmarks = LandmarkService.mock(latency: .zero).fetchLandmarks
        service.setFavorite = { _, _ in throw AppError.unauthorized }
        let run = try await run(service, keys: "down enter f")
        assertSnapshot(of: run.finalText, as: .lines)
    }

    @Test func escGoesBackToTheListWhereItWas() async throws {
        let run = try await run(.mock(latency: .zero), keys: "down down enter esc")
        #expect(run.finalText.contains("▸   Lake McDonald"))
    }

    @Test func categoriesListCountsAndOpenOne() async throws {
        let categories = try await run(.mock(latency: .zero), keys: "right")
        assertSnapshot(of: categories.finalText, as: .lines, named: "categories")
        let coasts = try await run(.mock(latency: .zero), keys: "right end enter")
        assertSnapshot(of: coasts.finalText, as: .lines, named: "coasts")
        let detail = try await run(.mock(latency: .zero), keys: "right end enter down enter esc esc")
        #expect(detail.finalText.contains("[Categories]"))
    }

    @Test func emptyPresetSaysWhatIsEmptyAndWhatToDo() async throws {
        let run = try await run(.empty)
        assertSnapshot(of: run.finalText, as: .lines)
    }

    @Test func errorPresetShowsTheMessageAndRetries() async throws {
        let run = try await run(.failing(.transport("connection refused")), keys: "r")
        assertSnapshot(of: run.finalText, as: .lines)
        #expect(run.steps.map(\.frame.isAnimating) == [true, false, true, false], "r loads again")
    }

    @Test func cachedDataIsLabelledWhileRefreshingAndAfterTheRefreshFails() async throws {
        // The refresh fails once the screen has been drawn showing the cached data being
        // refreshed: an event, not a sleep, so a busy machine cannot skip that frame.
        let drawnRefreshing = AsyncStream.makeStream(of: Void.self)
        var service = LandmarkService.unimplemented
        service.fetchLandmarks = { _ in
            AsyncThrowingStream { continuation in
                continuation.yield(Fetched(Landmark.fixtures, from: .cache))
                Task {
                    for await _ in drawnRefreshing.stream { break }
                    continuation.finish(throwing: AppError.transport("connection refused"))
                }
            }
        }
        let model = LandmarksModel(store: LandmarkStore(service: service))
        let screen = DrawObserver(FeatureHost(model)) {
            if model.store.isShowingCachedData, model.store.isRefreshing {
                drawnRefreshing.continuation.yield()
            }
        }
        let run = try await HeadlessRunner().run(screen, keys: [])
        #expect(run.steps.contains { $0.text.contains("Showing cached data · refreshing…") })
        #expect(run.steps.last?.frame.isAnimating == false)
        assertSnapshot(of: run.finalText, as: .lines)
    }

    @Test func qQuitsButTypesWhileSearching() async throws {
        #expect(try await run(.mock(latency: .zero), keys: "q").didQuit)
        let searching = try await run(.mock(latency: .zero), keys: "/ q")
        #expect(!searching.didQuit)
        #expect(searching.finalText.contains("Search: q█"))
    }

    @Test func scrollingKeepsTheSelectionOnScreenAtScale() async throws {
        let run = try await run(
            .mock(latency: .zero, landmarks: Landmark.generated(count: 100_000)), keys: "end")
        #expect(
            run.finalText.contains("▸   Echo Bay 100000") || run.finalText.contains("▸ ★ Echo Bay 100000"))
        #expect(run.finalText.contains("100,000 landmarks"))
    }

    @Test func narrowTerminalsStillFit() async throws {
        let run = try await run(.mock(latency: .zero), size: Size(columns: 40, rows: 12))
        #expect(run.finalText.split(separator: "\n").allSatisfy { $0.count <= 40 })
        assertSnapshot(of: run.finalText, as: .lines)
    }
}

/// A screen that calls `drawn` after each time its body is built for a frame.
@MainActor final class DrawObserver: Screen {
    let screen: any Screen
    let drawn: () -> Void

    init(_ screen: any Screen, drawn: @escaping () -> Void) {
        self.screen = screen
        self.drawn = drawn
    }

    func start() { screen.start() }
    func stop() { screen.stop() }
    func body() -> any Widget {
        defer { drawn() }
        return screen.body()
    }
}
