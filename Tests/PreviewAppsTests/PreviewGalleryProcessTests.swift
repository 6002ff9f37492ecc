import Foundation
import HarnessTesting
import Testing

/// The real `preview-gallery` against a copy of `Gallery/` with one frame edited, and its HTML
/// page loaded in a real browser: headless Chromium (Debian's `chromium`, which `.ci/run`
/// installs).
@Suite(.timeLimit(.minutes(3))) struct PreviewGalleryProcessTests {
    static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Chromium on the `PATH`, if it is installed.
    static let chromium: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .flatMap { folder in
            ["chromium", "chromium-browser"].map { URL(filePath: String(folder)).appending(path: $0) }
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    @Test func helpSaysWhatEveryRunWrites() async throws {
        let help = try await HarnessProcess("preview-gallery").run(["--help"])
        #expect(help.status == 0)
        #expect(help.words.contains("Without --record it leaves Gallery/ as it is"))
        #expect(help.words.contains("Every run, with or without an option, writes"))
        #expect(!help.words.contains("writes nothing"))
    }

    @Test func aChangedFrameFailsTheCheckAndThePageShowsItBesideTheCommittedOne() async throws {
        let work = FileManager.default.temporaryDirectory.appending(path: "gallery-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let gallery = work.appending(path: "Gallery")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appending(path: "Gallery"), to: gallery)
        let edited = gallery.appending(path: "landmarks/mock/opening/80x24.txt")
        let text = try String(contentsOf: edited, encoding: .utf8)
        try text.replacingOccurrences(of: "Turtle Rock", with: "Turtle Rick").write(
            to: edited, atomically: true, encoding: .utf8)

        let page = work.appending(path: "gallery.html")
        // One feature is drawn (a third of the time): `scripts/test` checks the whole gallery.
        let run = try await HarnessProcess("preview-gallery").run(
            ["--check", "--only", "landmarks", "--gallery", gallery.path, "--html", page.path],
            timeout: .seconds(150))
        #expect(run.status == 1)
        #expect(run.stdout.contains("changed: landmarks/mock/opening/80x24.txt"))
        #expect(!run.stdout.contains("missing:"), "landmarks renders in every preset")
        #expect(run.stdout.contains("frames differ from the gallery folder"))

        let browser = try #require(Self.chromium, "install Chromium (apt-get install chromium): .ci/run does")
        let dom = try await HarnessProcess(executable: browser).run(
            ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString],
            timeout: .seconds(60))
        #expect(dom.stdout.contains("data-ready=\"true\""), "the page's script ran to the end")
        #expect(dom.stdout.contains("id=\"feature-landmarks\""), "the feature has a section")
        #expect(dom.stdout.contains("id=\"coverage-table\""))
        #expect(
            dom.stdout.contains("<figcaption>committed</figcaption>"),
            "the changed frame is shown beside the old one")
        #expect(dom.stdout.contains("<mark>i</mark>"), "and its changed character is highlighted")

        let screenshot = work.appending(path: "gallery.png")
        _ = try await HarnessProcess(executable: browser).run(
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1400,1100",
                "--screenshot=\(screenshot.path)", page.absoluteString,
            ], timeout: .seconds(60))
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        #expect(png.count > 30_000, "with something drawn on it")
    }
}
