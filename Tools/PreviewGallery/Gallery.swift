public import DesignSystem
import FeatureKit
import Toolkit
import Foundation

/// One scene's frames: the first drawn, then the settled frame after each key (or, with no
/// keys, the settled one), each with what led to it.
public struct Filmstrip: Sendable {
    /// One frame of a filmstrip.
    public struct Still: Sendable {
        /// "first", "after enter", "settled".
        public let label: String
        /// The frame, with its styles.
        public let frame: Frame
        /// The frame as plain text, as the gallery's file holds it.
        public let text: String
        /// What the screen says to someone who cannot see it (the widgets the frame was drawn from).
        public let outline: AccessibilityOutline?
    }

    /// Where it was drawn: the feature, preset, story, size and variant.
    public let scene: Scene
    /// The frames, in the order they were drawn.
    public let stills: [Still]
    /// The link of the screen the scene ends on, when it has one.
    public let link: String?

    /// The stills of a headless run: its first frame, and the last frame before each next key.
    public init(scene: Scene, run: HeadlessRunner.Run, link: String? = nil) {
        self.scene = scene
        self.link = link
        var stills: [Still] = []
        if let first = run.steps.first {
            stills.append(Still(label: "first", frame: first.frame, text: first.text, outline: first.outline))
        }
        // Each key's step starts a run of frames that ends where the next key's starts.
        let keyed = run.steps.indices.filter { run.steps[$0].key != nil }
        let ends = keyed.dropFirst().map { $0 - 1 } + [run.steps.count - 1]
        for (start, end) in zip(keyed, ends) {
            let step = run.steps[end]
            stills.append(
                Still(
                    label: "after \(run.steps[start].key!)", frame: step.frame, text: step.text,
                    outline: step.outline))
        }
        if keyed.isEmpty, run.steps.count > 1, let last = run.steps.last {
            stills.append(Still(label: "settled", frame: last.frame, text: last.text, outline: last.outline))
        }
        self.stills = stills
    }

    /// The file's text: a line naming the scene, then each still under a rule naming it.
    public var text: String {
        document([
            heading,
            scene.story.summary + (scene.story.script.isEmpty ? "" : " (keys: \(scene.story.script))"),
        ]) {
            $0.text
        }
    }

    /// Its files, by path in the gallery folder: its frames, and beside them its outlines.
    public var files: [(path: String, text: String)] { [(scene.path, text), (outlinePath, outlineText)] }

    /// Where its outlines are kept: beside its frames, `….outline.txt`.
    public var outlinePath: String { scene.outlinePath }

    /// The outlines' file: each still's outline under the same rule as its frame.
    public var outlineText: String {
        document([heading + " · accessibility outline"]) { $0.outline?.text ?? "(not recorded)" }
    }

    /// The scene in one line: "reservations · mock · edit · 80x24 · utc-en_US".
    private var heading: String {
        let variant = scene.variant.map { " · \($0.name)" } ?? ""
        return
            "\(scene.feature) · \(scene.preset) · \(scene.story.name) · \(scene.size.columns)x\(scene.size.rows)\(variant)"
    }

    /// `header`, then for each still a rule naming it and what `body` says of it.
    private func document(_ header: [String], body: (Still) -> String) -> String {
        var lines = header
        for (number, still) in stills.enumerated() {
            lines.append("── \(number + 1) \(still.label) " + String(repeating: "─", count: 20))
            lines.append(body(still))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the outline lint finds in each still, as `still N (label): problem`.
    public var outlineProblems: [String] {
        stills.enumerated().flatMap { number, still in
            (still.outline?.problems(in: still.frame) ?? []).map {
                "still \(number + 1) (\(still.label)): \($0)"
            }
        }
    }
}

/// What rendering the gallery gave: each scene's filmstrip, the scenes a feature's preset
/// does not apply to, and the scenes that failed.
public struct GalleryRender: Sendable {
    /// Each rendered scene's filmstrip.
    public var filmstrips: [Filmstrip] = []
    /// The scenes whose story needs a start the preset does not give.
    public var notApplicable: [Scene] = []
    /// The scenes that could not be drawn, each with why.
    public var failures: [(scene: Scene, reason: String)] = []

    /// How many scenes it has an outcome for.
    var count: Int { filmstrips.count + notApplicable.count + failures.count }

    /// How many frames were drawn.
    public var frameCount: Int { filmstrips.reduce(0) { $0 + $1.stills.count } }
}

/// Renders every scene of `features`, headless, several at a time: their waits (mock latency,
/// the slow preset's 2.5 s, a server's answer) overlap.
@MainActor
public func renderGallery(
    _ features: [GalleryFeature], matching filter: (Scene) -> Bool = { _ in true }, concurrency: Int = 24,
    idleTimeout: Duration = .seconds(20)
) async -> GalleryRender {
    let scenes = features.flatMap { feature in feature.scenes.filter(filter).map { (feature, $0) } }
    var render = GalleryRender()
    await withTaskGroup(of: (Scene, Result<Filmstrip?, any Error>).self) { group in
        var started = 0
        while started < scenes.count || !group.isEmpty {
            while started < scenes.count, started < concurrency + render.count {
                let (feature, scene) = scenes[started]
                started += 1
                group.addTask { await (scene, attempt(scene, of: feature, idleTimeout: idleTimeout)) }
            }
            guard let (scene, result) = await group.next() else { break }
            switch result {
            case let .success(filmstrip?): render.filmstrips.append(filmstrip)
            case .success(nil): render.notApplicable.append(scene)
            case let .failure(error): render.failures.append((scene, "\(error)"))
            }
        }
    }
    // In the order of the scenes: feature, preset, story (the opening first), size, variant.
    let order = Dictionary(uniqueKeysWithValues: scenes.enumerated().map { ($0.element.1, $0.offset) })
    render.filmstrips.sort { order[$0.scene, default: 0] < order[$1.scene, default: 0] }
    return render
}

@MainActor
private func attempt(_ scene: Scene, of feature: GalleryFeature, idleTimeout: Duration) async
    -> Result<Filmstrip?, any Error>
{
    do {
        return .success(try await draw(scene, of: feature, idleTimeout: idleTimeout))
    } catch {
        return .failure(error)
    }
}

@MainActor
private func draw(_ scene: Scene, of feature: GalleryFeature, idleTimeout: Duration) async throws
    -> Filmstrip?
{
    guard let staged = try await feature.stage(scene) else { return nil }
    let run: HeadlessRunner.Run
    do {
        run = try await staged.run(
            keys: scene.story.keys,
            in: HeadlessRunner(size: scene.size, idleTimeout: idleTimeout, recordsOutlines: true))
    } catch {
        await staged.cleanup()
        throw error
    }
    let link = staged.screen.link?.description
    await staged.cleanup()
    return Filmstrip(scene: scene, run: run, link: link)
}

/// A scene whose link, opened on a new screen of the same feature and preset, did not draw the
/// frame the scene ends on.
public struct LinkMismatch: Sendable {
    /// The scene whose filmstrip this is: a feature, a preset and a story.
    public let scene: Scene
    /// The link it ends on.
    public let link: String
    /// What opening the link drew, or why it could not.
    public let opened: String
}

/// Opens the link each filmstrip ends on in a new screen of its feature and preset (a new world:
/// new services, a new backend), at the first size and variant, and compares the frame it draws
/// with the scene's last: a person who opens the link sees what the scene showed.
///
/// Several scenes at a time, as ``renderGallery(_:matching:concurrency:idleTimeout:)`` draws them.
@MainActor
public func checkLinks(
    _ features: [GalleryFeature], render: GalleryRender, concurrency: Int = 24,
    idleTimeout: Duration = .seconds(20)
) async -> (opened: Int, mismatches: [LinkMismatch]) {
    let checked = render.filmstrips.compactMap { filmstrip -> (GalleryFeature, Filmstrip, AppLink)? in
        let scene = filmstrip.scene
        guard scene.size == gallerySizes[0],
            scene.variant == nil || scene.variant == GalleryVariant.all.first,
            let feature = features.first(where: { $0.name == scene.feature }),
            let link = filmstrip.link.flatMap({ try? AppLink(parsing: $0) })
        else { return nil }
        return (feature, filmstrip, link)
    }
    var mismatches: [LinkMismatch] = []
    await withTaskGroup(of: LinkMismatch?.self) { group in
        var started = 0
        var finished = 0
        while started < checked.count || !group.isEmpty {
            while started < checked.count, started < concurrency + finished {
                let (feature, filmstrip, link) = checked[started]
                started += 1
                group.addTask { await open(link, as: filmstrip, of: feature, idleTimeout: idleTimeout) }
            }
            guard let result = await group.next() else { break }
            finished += 1
            if let result { mismatches.append(result) }
        }
    }
    return (checked.count, mismatches.sorted { $0.scene.path < $1.scene.path })
}

/// Opens `link` on a new screen of `filmstrip`'s scene; a mismatch when it draws another frame.
@MainActor
private func open(_ link: AppLink, as filmstrip: Filmstrip, of feature: GalleryFeature, idleTimeout: Duration)
    async -> LinkMismatch?
{
    let scene = filmstrip.scene
    let opened: String
    do {
        guard let staged = try await feature.stage(scene) else { return nil }
        do {
            try staged.screen.open(link)
            let run = try await HeadlessRunner(size: scene.size, idleTimeout: idleTimeout).run(
                staged.screen, keys: [])
            opened = run.finalText
        } catch {
            opened = "\(error)"
        }
        await staged.cleanup()
    } catch {
        opened = "\(error)"
    }
    guard opened != filmstrip.stills.last?.text else { return nil }
    return LinkMismatch(scene: scene, link: link.description, opened: opened)
}
