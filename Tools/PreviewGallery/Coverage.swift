import DesignSystem

/// Which feature renders in which preset, story by story: the gallery's state-coverage table.
/// Every feature must render its opening in every preset in ``galleryPresets``; a story may not
/// apply to a preset (a story from the sign-in screen, which only live shows), and says so.
public struct Coverage: Sendable {
    public enum Cell: String, Sendable {
        /// Every size and variant rendered.
        case rendered = "✔"
        /// The story needs a start this preset does not give.
        case notApplicable = "—"
        /// Some scene failed, or none was drawn.
        case missing = "✘"
    }

    public struct Row: Sendable {
        public let feature: String
        public let story: String
        public let cells: [Cell]
    }

    public let rows: [Row]

    /// The coverage of `render` over every scene of `features`.
    public init(_ features: [GalleryFeature], render: GalleryRender) {
        let drawn = Set(render.filmstrips.map(\.scene))
        let skipped = Set(render.notApplicable)
        rows = features.flatMap { feature in
            ([GalleryFeature.opening] + feature.stories).map { story in
                let cells = galleryPresets.map { preset -> Cell in
                    let scenes = feature.scenes.filter { $0.preset == preset && $0.story == story }
                    if scenes.allSatisfy(drawn.contains) { return .rendered }
                    if scenes.allSatisfy(skipped.contains) { return .notApplicable }
                    return .missing
                }
                return Row(feature: feature.name, story: story.name, cells: cells)
            }
        }
    }

    /// The holes: each feature and preset its opening does not render in, and each story that
    /// failed somewhere, as `feature · preset · story`.
    public var missing: [String] {
        rows.flatMap { row in
            zip(galleryPresets, row.cells).compactMap { preset, cell in
                let hole = cell == .missing || (row.story == GalleryFeature.opening.name && cell != .rendered)
                return hole ? "\(row.feature) · \(preset) · \(row.story)" : nil
            }
        }
    }

    /// The table in Markdown: a row per feature and story, a column per preset.
    public var markdown: String {
        var lines = [
            "# State coverage", "",
            "Written by `swift run preview-gallery --record`: each feature and story in each preset, at every size",
            "and variant. ✔ rendered, — the story needs a start the preset does not give, ✘ missing.", "",
            "| feature | story | " + galleryPresets.joined(separator: " | ") + " |",
            "| --- | --- | " + galleryPresets.map { _ in "---" }.joined(separator: " | ") + " |",
        ]
        for row in rows {
            lines.append("| \(row.feature) | \(row.story) | " + row.cells.map(\.rawValue).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
