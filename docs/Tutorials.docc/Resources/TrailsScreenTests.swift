import DesignSystem
import FeatureKit
import Testing
import Toolkit
import TrailsDomain
import TrailsFeature

/// The screens run headless exactly as a person would see them.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TrailsScreenTests {
    func run(_ service: TrailService, keys: String = "") async throws -> HeadlessRunner.Run {
        let screen = FeatureHost(TrailsModel(store: TrailStore(service: service)))
        return try await HeadlessRunner(size: .standard).run(screen, keys: try Key.script(keys).get())
    }

    @Test func theListShowsEveryItemWithTheFirstSelected() async throws {
        let text = try await run(.mock(latency: .zero)).finalText
        #expect(text.contains("Trails"))
        #expect(text.contains("\(Trail.fixtures.count) trails"))
        #expect(text.contains("▸ \(Trail.fixtures[0].name)"))
        #expect(text.contains("r Refresh"))
    }

    @Test func enterOpensTheSelectedItemAndEscComesBack() async throws {
        let opened = try await run(.mock(latency: .zero), keys: "down enter").finalText
        // The screen's title is the item opened (its summary may be cut to the width).
        #expect(opened.split(separator: "\n").first?.contains(Trail.fixtures[1].name) == true)
        #expect(opened.contains("esc Back"))
        let back = try await run(.mock(latency: .zero), keys: "down enter esc").finalText
        #expect(back.contains("▸ \(Trail.fixtures[1].name)"))
    }

    @Test func escAfterALinkComesBackToTheListWithItsItemSelected() async throws {
        let model = TrailsModel(store: TrailStore(service: .mock(latency: .zero)))
        model.open(.detail(Trail.fixtures[1].id))
        let back = try await HeadlessRunner(size: .standard).run(FeatureHost(model), keys: [.escape])
            .finalText
        #expect(back.contains("▸ \(Trail.fixtures[1].name)"))
    }

    @Test func emptyAndErrorSayWhatHappenedAndRRetries() async throws {
        #expect(try await run(.empty).finalText.contains("No trails"))
        let failed = try await run(.failing(.transport("connection refused"))).finalText
        #expect(failed.contains("Couldn't load trails"))
        #expect(failed.contains("r Retry"))
    }

    @Test func theOpenStoryEndsBackOnTheListAtTheItemItOpened() async throws {
        let story = try #require(TrailsStories.all.first { $0.name == "open" })
        let run = try await run(.mock(latency: .zero), keys: story.script)
        #expect(run.steps.contains { $0.text.contains("esc Back") }, "it opened the detail")
        #expect(run.finalText.contains("▸ \(Trail.fixtures[1].name)"))
    }
}
