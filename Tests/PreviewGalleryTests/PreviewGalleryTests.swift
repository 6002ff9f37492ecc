import DesignSystem
import FeatureKit
import Foundation
import PreviewGallery
import Toolkit
import Testing

/// The gallery's engine on a small feature of its own: a counter whose `+` adds one, which has
/// no `live` preset and whose "reset" story needs a start only `mock` gives.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PreviewGalleryTests {
    final class Counter: Screen {
        var count: Int
        init(count: Int) { self.count = count }
        func body() -> any Widget {
            Page("Counter", trailing: "\(count)") { Text([Line("count: \(count)")]) }
                .keyBinding("+", "Add") { [self] in count += 1 }
        }
    }

    static let stories = [
        Story("add twice", "+ twice adds two", keys: "+ +"),
        Story("reset", "needs a start only mock gives", keys: "+"),
    ]

    /// The counter in every preset but `missing`.
    static func counter(missing: PresetName? = nil) -> GalleryFeature {
        GalleryFeature("counter", stories: stories, showsDates: false) { scene in
            if scene.story.name == "reset", scene.preset != .mock { return nil }
            if scene.preset == missing { throw CancellationError() }
            return StagedScreen(Counter(count: scene.preset == .empty ? 0 : 10))
        }
    }

    @Test func aFilmstripIsTheFirstFrameThenOnePerKey() async throws {
        let render = await renderGallery([Self.counter()]) {
            $0.preset == .mock && $0.story.name == "add twice" && $0.size.columns == 80
        }
        let filmstrip = try #require(render.filmstrips.first)
        #expect(render.filmstrips.count == 1)
        #expect(filmstrip.scene.path == "counter/mock/add-twice/80x24.txt")
        #expect(filmstrip.stills.map(\.label) == ["first", "after +", "after +"])
        #expect(filmstrip.stills.map { $0.text.contains("count: 12") } == [false, false, true])
        #expect(
            filmstrip.text.hasPrefix(
                "counter · mock · add twice · 80x24\n+ twice adds two (keys: + +)\n── 1 first "))
    }

    @Test func eachStillHasItsOutlineAndTheLintReadsIt() async throws {
        let render = await renderGallery([Self.counter()]) {
            $0.preset == .mock && $0.story.name == "add twice" && $0.size.columns == 80
        }
        let filmstrip = try #require(render.filmstrips.first)
        #expect(filmstrip.outlinePath == "counter/mock/add-twice/80x24.outline.txt")
        #expect(
            filmstrip.outlineText.contains(
                "── 3 after + ────────────────────\npage \"Counter\"\n  title \"Counter\""))
        // The counter's footer offers + and nothing to go back or out with.
        #expect(filmstrip.outlineProblems.count == 3)
        #expect(
            filmstrip.outlineProblems.first
                == "still 1 (first): the footer offers no way back or out (esc, q or ctrl-c)")
    }

    @Test func everySceneIsEveryPresetStorySizeAndVariant() {
        #expect(Self.counter().scenes.count == 6 * 3 * 3)
        let dated = GalleryFeature("dated", stories: [], showsDates: true) { _ in nil }
        #expect(dated.scenes.count == 6 * 1 * 3 * 2)
        #expect(Set(dated.scenes.map(\.path)).count == dated.scenes.count, "every scene has its own file")
        #expect(Scene.slug("Open a reservation's landmark") == "open-a-reservations-landmark")
    }

    @Test func coverageMarksStoriesThatDoNotApplyAndReportsAPresetThatFails() async throws {
        let complete = [Self.counter()]
        let whole = Coverage(complete, render: await renderGallery(complete))
        #expect(whole.missing.isEmpty)
        #expect(whole.markdown.contains("| counter | reset | ✔ | — | — | — | — | — |"))

        let broken = [Self.counter(missing: .live)]
        let render = await renderGallery(broken)
        #expect(render.failures.count == 2 * 3, "opening and add twice, at three sizes")
        let holes = Coverage(broken, render: render).missing
        #expect(holes == ["counter · live · opening", "counter · live · add twice"])
    }

    /// A feature over someone else's API is not drawn live: no embedded backend stands in for it.
    @Test func aFeatureNotDrawnInAPresetHasNoSceneAndNoHoleThere() async throws {
        let counter = Self.counter()
        let offline = [
            GalleryFeature(
                "counter", stories: Self.stories, showsDates: false,
                presets: galleryPresets.filter { $0 != .live }, stage: counter.stage)
        ]
        #expect(offline[0].scenes.count == 5 * 3 * 3)
        #expect(!offline[0].scenes.contains { $0.preset == .live })
        let coverage = Coverage(offline, render: await renderGallery(offline))
        #expect(coverage.missing.isEmpty)
        #expect(coverage.markdown.contains("| counter | opening | ✔ | ✔ | ✔ | ✔ | ✔ | — |"))
    }

    @Test func checkingFindsChangedNewAndRemovedFilesAndRecordingClearsThem() async throws {
        let folder = GalleryFolder(
            FileManager.default.temporaryDirectory.appending(path: "gallery-\(UUID())"))
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let features = [Self.counter()]
        let render = await renderGallery(features)
        #expect(
            try folder.differences(from: render).added.count == 2 * render.filmstrips.count,
            "frames and outlines")

        try folder.record(render, coverage: Coverage(features, render: render), features: ["counter"])
        #expect(try folder.differences(from: render).isEmpty)
        #expect(folder.committedCoverage() == Coverage(features, render: render).markdown)

        let changed = folder.url.appending(path: "counter/mock/opening/80x24.txt")
        try Data("an old frame\n".utf8).write(to: changed)
        let stale = folder.url.appending(path: "counter/mock/gone/80x24.txt")
        try FileManager.default.createDirectory(
            at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a story no longer told\n".utf8).write(to: stale)
        let differences = try folder.differences(from: render)
        #expect(differences.changed.map(\.path) == ["counter/mock/opening/80x24.txt"])
        #expect(differences.removed == ["counter/mock/gone/80x24.txt"])

        try folder.record(
            render, coverage: Coverage(features, render: render), only: "counter", features: ["counter"])
        #expect(try folder.differences(from: render).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }

    @Test func aFeatureRecordedAloneReplacesItsRowsAndOneNoLongerDrawnLosesThem() async throws {
        let features = [Self.counter()]
        let coverage = Coverage(features, render: await renderGallery(features))
        let header = coverage.markdown.components(separatedBy: "\n").prefix(7).joined(separator: "\n")
        let stale = "| counter | opening | ✘ | ✘ | ✘ | ✘ | ✘ | ✘ |"
        let gone = "| gone | opening | ✔ | ✔ | ✔ | ✔ | ✔ | ✔ |"
        let other = "| other | opening | ✔ | ✔ | ✔ | ✔ | ✔ | ✔ |"
        let committed = [header, stale, gone, other].joined(separator: "\n") + "\n"
        let merged = coverage.merged(into: committed, order: ["counter", "other"])
        #expect(merged == coverage.markdown + other + "\n")
        #expect(
            coverage.merged(into: merged, order: ["counter", "other"]) == merged,
            "the same again changes nothing")
    }
}
