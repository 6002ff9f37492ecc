public import Foundation
import PreviewGallery
import Toolkit

/// The gallery's frames of every story in `mock` beside the same story in `live` (the app on the
/// Backend seeded with the same fixtures), read from the committed gallery, which
/// `preview-gallery --check` keeps equal to what the screens draw. They must be the same once the
/// preset's name in each header and the meant differences are taken out.
public struct FrameFidelity: Sendable {
    /// Filmstrips (frames and outlines) compared.
    public var compared: Int
    /// Stories only live has (the sign-in screen, which no preset shows), by feature and story.
    public var liveOnly: [String]
    /// Each filmstrip that differs, with its first differing line on each side.
    public var differences: [String]
    /// Meant differences no frame needs any more.
    public var unusedMeant: [MeantFrameDifference]

    /// Whether every compared filmstrip matched and every meant difference is still needed.
    public var passes: Bool { differences.isEmpty && unusedMeant.isEmpty }

    /// Compares the mock and live filmstrips under `gallery`, allowing `meant`.
    public static func check(gallery: URL, meant: [MeantFrameDifference] = meantFrameDifferences) throws
        -> FrameFidelity
    {
        // Paths are feature/preset/story/file, as the gallery writes them.
        let committed = try GalleryFolder(gallery).committed()
        let mockStories = Set(
            committed.keys.compactMap { path -> String? in
                let parts = path.split(separator: "/")
                return parts.count == 4 && parts[1] == "mock" ? "\(parts[0])/\(parts[2])" : nil
            })
        var result = FrameFidelity(compared: 0, liveOnly: [], differences: [], unusedMeant: [])
        var liveOnly: Set<String> = []
        var used: Set<MeantFrameDifference> = []
        for path in committed.keys.sorted() {
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count == 4, parts[1] == "live", let theirs = committed[path] else { continue }
            let (feature, story, name) = (parts[0], parts[2], parts[3])
            guard mockStories.contains("\(feature)/\(story)") else {
                liveOnly.insert("\(feature)/\(story)")
                continue
            }
            result.compared += 1
            let shown = "\(feature)/\(story)/\(name)"
            guard let mine = committed["\(feature)/mock/\(story)/\(name)"] else {
                result.differences.append("\(shown): drawn live, not in mock")
                continue
            }
            let (liveLines, applied) = normalised(
                theirs, preset: .live, removing: meant.filter { $0.feature == feature })
            let (mockLines, _) = normalised(mine, preset: .mock, removing: [])
            used.formUnion(applied)
            if let line = (0..<max(mockLines.count, liveLines.count)).first(where: {
                $0 >= mockLines.count || $0 >= liveLines.count || mockLines[$0] != liveLines[$0]
            }) {
                let mockLine = line < mockLines.count ? mockLines[line] : "(nothing)"
                let liveLine = line < liveLines.count ? liveLines[line] : "(nothing)"
                result.differences.append(
                    "\(shown), line \(line + 1)\n    mock: \(mockLine)\n    live: \(liveLine)")
            }
        }
        result.liveOnly = liveOnly.sorted()
        result.unusedMeant = meant.filter { !used.contains($0) }
        return result
    }

    /// `text`'s lines with the preset's name taken out of each header, each of `meant` taken out
    /// of each line, and trailing spaces dropped; and which of `meant` it took out.
    private static func normalised(_ text: String, preset: PresetName, removing meant: [MeantFrameDifference])
        -> ([String], Set<MeantFrameDifference>)
    {
        var applied: Set<MeantFrameDifference> = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = String(line).replacingOccurrences(of: " · \(preset) · ", with: " · PRESET · ")
            for difference in meant where line.contains(difference.liveText) {
                line = line.replacingOccurrences(of: difference.liveText, with: "")
                applied.insert(difference)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
        return (lines, applied)
    }

    /// The lines of the report.
    public var summary: String {
        var lines = [
            "frames: \(compared) filmstrips of every story in mock and live, \(compared - differences.count) the same"
                + " (\(meantFrameDifferences.count) meant differences, MeantFrameDifferences.swift;"
                + " \(liveOnly.count) stories only live shows\(liveOnly.isEmpty ? "" : ": ")"
                + "\(liveOnly.joined(separator: ", ")))"
        ]
        lines += differences.map { "  differs: \($0)" }
        lines += unusedMeant.map {
            "  listed as meant but no frame shows it: \($0.feature): \"\($0.liveText)\""
        }
        return lines.joined(separator: "\n")
    }
}
