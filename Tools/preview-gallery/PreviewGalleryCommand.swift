import ArgumentParser
import DesignSystem
import FeatureKit
import Foundation
import PreviewGallery

/// Draws every feature in every preset, story, size and variant, headless, into `Gallery/`.
@main
struct PreviewGalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview-gallery",
        abstract:
            "Render every feature in every state: each preset, story, size and time zone, as text frames.",
        discussion: """
            Renders every composed feature alone (as its harness shows it) and the app, headless, in the presets mock, empty, \
            error, slow, offline and live (the Backend in this process on a new SQLite database \
            for each scene), each story as a filmstrip (its first frame, then one per key), at \
            80x24, 40x12 and 120x40, and where dates show in UTC/en_US and Asia/Tokyo/ja_JP, \
            all at noon UTC on 15 June 2030. Without --record it leaves Gallery/ as it is and says \
            what changed against it; --check also exits 1 when anything did.

            Gallery/COVERAGE.md is the state-coverage table: every feature must render in every \
            preset; a missing cell is an error. --only NAME --record writes that feature's \
            filmstrips and replaces its rows of the table (new-feature does this for a new \
            feature and for the app). Every run, with or without an option, writes one \
            self-contained HTML page (--html, outside Gallery/): every frame in its colours, \
            filters for preset, size, time zone and colour or NO_COLOR, and each frame that \
            differs from Gallery/ beside the committed one.

            Each scene's last screen has a link; every run opens it on a new screen (at 80x24) and \
            says where it draws another frame than the scene's last, unless the story says why a \
            link cannot end it (Story.linkCannotEnd). --check exits 1 on any other such scene, and \
            on a reason no scene needs any more.

            Examples:
              preview-gallery --check
              preview-gallery --record
              preview-gallery --only reservations --record
            """)

    @Flag(help: "Exit 1 listing each changed, new or removed filmstrip and each missing coverage cell.")
    var check = false

    @Flag(help: "Write the filmstrips and the coverage table to the gallery folder.")
    var record = false

    @Option(help: "Render only this feature (landmarks, reservations, a generated one, or app).")
    var only: String?

    @Option(
        help: ArgumentHelp(
            "Where to write the HTML page (default: .build/preview-gallery/index.html).", valueName: "path"),
        transform: { URL(filePath: $0) })
    var html: URL?

    @Option(
        help: ArgumentHelp(
            "The gallery folder (default: Gallery in the current directory).", valueName: "path"),
        transform: { URL(filePath: $0, directoryHint: .isDirectory) })
    var gallery: URL?

    func validate() throws {
        if check, record { throw ValidationError("--check and --record do not go together: pick one") }
    }

    @MainActor func run() async throws {
        let features = try chosenFeatures()
        let folder = GalleryFolder(gallery ?? URL(filePath: "Gallery", directoryHint: .isDirectory))
        let started = ContinuousClock.now
        let render = await renderGallery(features)
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            "rendered \(render.filmstrips.count) filmstrips, \(render.frameCount) frames in "
                + String(format: "%.1f s (%.0f frames/s)", seconds, Double(render.frameCount) / seconds))
        for failure in render.failures {
            print("failed: \(failure.scene.path): \(failure.reason)")
        }
        let lint = render.filmstrips.flatMap { filmstrip in
            filmstrip.outlineProblems.map { "\(filmstrip.outlinePath): \($0)" }
        }
        for problem in lint { print("accessibility: \(problem)") }
        let linkProblems = await linkProblems(features, render: render)
        for problem in linkProblems { print(problem) }
        let coverage = Coverage(features, render: render)
        for hole in coverage.missing { print("missing: \(hole)") }
        let committed = try folder.committed()
        try writePage(GalleryPage(render: render, coverage: coverage, committed: committed))

        if record {
            guard only == nil || FileManager.default.fileExists(atPath: folder.url.path) else {
                throw failure("record the whole gallery first (without --only)")
            }
            try folder.record(render, coverage: coverage, only: only, features: galleryFeatures.map(\.name))
            print("recorded \(folder.url.relativePath)/")
        } else {
            let differences = try folder.differences(from: render, committed: committed, only: only)
            for change in differences.changed { print("changed: \(change.path)") }
            for path in differences.added { print("new: \(path)") }
            for path in differences.removed { print("no longer drawn: \(path)") }
            if only == nil, folder.committedCoverage() != coverage.markdown {
                print("changed: \(GalleryFolder.coverageFile)")
            }
            if differences.isEmpty { print("the gallery matches \(folder.url.relativePath)/") }
            if check,
                !differences.isEmpty || !coverage.missing.isEmpty || !render.failures.isEmpty || !lint.isEmpty
                    || !linkProblems.isEmpty
            {
                throw ExitCode.failure
            }
        }
        if !render.failures.isEmpty || !coverage.missing.isEmpty { throw ExitCode.failure }
    }

    /// Opens the link each scene ends on (at 80x24) and says where it draws another frame than
    /// the scene's last, unless the story is among those a link cannot end; and which of those
    /// no longer differ.
    @MainActor private func linkProblems(_ features: [GalleryFeature], render: GalleryRender) async
        -> [String]
    {
        let (opened, mismatches) = await checkLinks(features, render: render)
        let key = { (scene: Scene) in "\(scene.feature)/\(scene.story.name)" }
        let listed = mismatches.filter { $0.scene.story.linkCannotEnd != nil }
        var problems = mismatches.filter { $0.scene.story.linkCannotEnd == nil }.map {
            "link differs: \($0.scene.path) ends on \($0.link), which opens:\n\($0.opened)"
        }
        let differing = Set(mismatches.map { key($0.scene) })
        for feature in features {
            for story in feature.stories where story.linkCannotEnd != nil {
                let name = "\(feature.name)/\(story.name)"
                guard !differing.contains(name) else { continue }
                problems.append("link exception no longer needed: every scene of \(name) opens by its link")
            }
        }
        print(
            "links: opened the link of \(opened) scenes (at \(gallerySizes[0].columns)x\(gallerySizes[0].rows)): "
                + "\(opened - mismatches.count) draw the scene's last frame, \(listed.count) differ as listed "
                + "(stories that change what a link does not carry)")
        return problems
    }

    /// Writes the HTML page, before any `--record`, so it shows what differs from Gallery/.
    private func writePage(_ page: GalleryPage) throws {
        let file = html ?? URL(filePath: ".build/preview-gallery/index.html")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(page.html.utf8).write(to: file, options: .atomic)
        print("wrote \(file.relativePath) (\(page.changedFrames) frames differ from the gallery folder)")
    }

    @MainActor private func chosenFeatures() throws -> [GalleryFeature] {
        guard let only else { return galleryFeatures }
        let chosen = galleryFeatures.filter { $0.name == only }
        guard !chosen.isEmpty else {
            throw ValidationError(
                "no feature '\(only)'; features: \(galleryFeatures.map(\.name).joined(separator: ", "))")
        }
        return chosen
    }

    private func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("preview-gallery: \(message)\n".utf8))
        return ExitCode(64)
    }
}
