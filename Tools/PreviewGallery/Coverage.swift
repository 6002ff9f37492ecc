import DesignSystem
import FeatureKit
import Foundation
import Toolkit

/// Which feature renders in which preset, story by story: the gallery's state-coverage table.
/// Every feature must render its opening in every preset in ``galleryPresets``; a story may not
/// apply to a preset (when it needs a start the preset does not give), and says so.
public struct Coverage: Sendable {
    /// One cell of the table: how a story fared in a preset.
    public enum Cell: String, Sendable {
        /// Every size and variant rendered.
        case rendered = "✔"
        /// The story needs a start this preset does not give, or the feature has no such
        /// preset in the gallery (live, over someone else's API).
        case notApplicable = "—"
        /// Some scene failed, or none was drawn.
        case missing = "✘"
    }

    /// A feature's story, and its cell in each preset of ``galleryPresets``.
    public struct Row: Sendable {
        /// The gallery feature: `landmarks`, `app`.
        public let feature: String
        /// The story's name; `opening` for the screen as it opens.
        public let story: String
        /// One cell a preset, in the order of ``galleryPresets``.
        public let cells: [Cell]
        /// The presets of ``galleryPresets`` the feature is not drawn in.
        let notDrawnIn: Set<PresetName>

        /// The row in the Markdown table.
        var markdown: String {
            "| \(feature) | \(story) | " + cells.map(\.rawValue).joined(separator: " | ") + " |"
        }
    }

    /// Every feature's stories, in the gallery's order.
    public let rows: [Row]

    /// The coverage of `render` over every scene of `features`.
    public init(_ features: [GalleryFeature], render: GalleryRender) {
        let drawn = Set(render.filmstrips.map(\.scene))
        let skipped = Set(render.notApplicable)
        rows = features.flatMap { feature in
            ([GalleryFeature.opening] + feature.stories).map { story in
                let cells = galleryPresets.map { preset -> Cell in
                    guard feature.presets.contains(preset) else { return .notApplicable }
                    let scenes = feature.scenes.filter { $0.preset == preset && $0.story == story }
                    if scenes.allSatisfy(drawn.contains) { return .rendered }
                    if scenes.allSatisfy(skipped.contains) { return .notApplicable }
                    return .missing
                }
                return Row(
                    feature: feature.name, story: story.name, cells: cells,
                    notDrawnIn: Set(galleryPresets).subtracting(feature.presets))
            }
        }
    }

    /// The holes: each feature and preset its opening does not render in, and each story that
    /// failed somewhere, as `feature · preset · story`.
    public var missing: [String] {
        rows.flatMap { row in
            zip(galleryPresets, row.cells).compactMap { preset, cell in
                let opening = row.story == GalleryFeature.opening.name && !row.notDrawnIn.contains(preset)
                let hole = cell == .missing || (opening && cell != .rendered)
                return hole ? "\(row.feature) · \(preset) · \(row.story)" : nil
            }
        }
    }

    /// The table in Markdown: a row per feature and story, a column per preset.
    public var markdown: String {
        Self.table(rows.map(\.markdown))
    }

    /// `committed`, a table ``markdown`` wrote, with the rows of this coverage's features
    /// replaced by its rows: every feature of `order` in that order, and none other, so a
    /// feature drawn alone (`--only`) updates its rows and one no longer drawn loses them.
    public func merged(into committed: String, order: [String]) -> String {
        var byFeature = Dictionary(grouping: Self.rows(of: committed), by: \.feature).mapValues {
            $0.map(\.line)
        }
        for (feature, rows) in Dictionary(grouping: rows, by: \.feature) {
            byFeature[feature] = rows.map(\.markdown)
        }
        return Self.table(order.flatMap { byFeature[$0] ?? [] })
    }

    /// The table around `rows`.
    private static func table(_ rows: [String]) -> String {
        let presets: [String] = galleryPresets.map(\.rawValue)
        let lines: [String] = [
            "# State coverage", "",
            "Written by `swift run preview-gallery --record`: each feature and story in each preset, at every size",
            "and variant. ✔ rendered, — the story needs a start the preset does not give, ✘ missing.", "",
            "| feature | story | " + presets.joined(separator: " | ") + " |",
            "| --- | --- | " + presets.map { _ in "---" }.joined(separator: " | ") + " |",
        ]
        return (lines + rows).joined(separator: "\n") + "\n"
    }

    /// The rows of a table ``markdown`` wrote, each with its feature.
    private static func rows(of table: String) -> [(feature: String, line: String)] {
        table.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard line.hasPrefix("| "), cells.count > 2 else { return nil }
            let feature = cells[1].trimmingCharacters(in: .whitespaces)
            return ["feature", "---"].contains(feature) ? nil : (feature, String(line))
        }
    }
}
