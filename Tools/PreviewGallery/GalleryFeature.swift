public import DesignSystem
public import FeatureKit
public import Foundation
public import Toolkit

/// The presets every feature must render in: a missing one is a hole in the gallery's coverage.
public let galleryPresets = PresetName.standard

/// The sizes every scene is drawn at.
public let gallerySizes = [
    Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 120, rows: 40),
]

/// Where and how a person reads dates: a time zone and a locale. Features that show dates are
/// drawn in each; the others once.
public struct GalleryVariant: Sendable, Hashable {
    /// The name in file names: `utc-en_US`.
    public let name: String
    /// Where the clock reads its dates.
    public let timeZone: TimeZone
    /// How dates and numbers are written.
    public let locale: Locale

    /// The variant called `name` (its folder name in the gallery), in `timeZone` and `locale`.
    public init(_ name: String, timeZone: TimeZone, locale: Locale) {
        self.name = name
        self.timeZone = timeZone
        self.locale = locale
    }

    /// UTC and US English, then Tokyo and Japanese.
    public static let all = [
        GalleryVariant(
            "utc-en_US", timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US")),
        GalleryVariant(
            "tokyo-ja_JP", timeZone: TimeZone(identifier: "Asia/Tokyo")!, locale: Locale(identifier: "ja_JP")),
    ]
}

/// The moment every scene is drawn at, so dates, "today" and "upcoming" never move: noon UTC on
/// Saturday 15 June 2030, far enough ahead that a live booking made from it is in the future.
public let galleryDate = Date(timeIntervalSince1970: 1_907_755_200)

/// One filmstrip's setting: a feature in a preset, a story, a size and a variant.
public struct Scene: Sendable, Hashable {
    /// The gallery feature drawn.
    public let feature: String
    /// The preset it runs on: one of ``galleryPresets``.
    public let preset: PresetName
    /// The story played; ``GalleryFeature/opening`` for the screen as it opens.
    public let story: Story
    /// The size every frame of the filmstrip is laid out in.
    public let size: Size
    /// The time zone and locale, for a feature that shows dates; `nil` for one that does not.
    public let variant: GalleryVariant?

    /// Where its frames are kept, relative to the gallery folder:
    /// `reservations/mock/book-a-visit/80x24.utc-en_US.txt`.
    public var path: String {
        let variant = variant.map { ".\($0.name)" } ?? ""
        return "\(feature)/\(preset)/\(Self.slug(story.name))/\(size.columns)x\(size.rows)\(variant).txt"
    }

    /// Where its accessibility outlines are kept, beside its frames.
    public var outlinePath: String { String(path.dropLast(".txt".count)) + ".outline.txt" }

    /// `name` as a file name: lowercase words joined by hyphens ("open a reservation's
    /// landmark" → "open-a-reservations-landmark").
    public static func slug(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
            .split(separator: " ").joined(separator: "-")
    }
}

/// A feature as the gallery draws it: its stories, whether it shows dates, and how to build
/// its screen for a scene.
public struct GalleryFeature: Sendable {
    /// The story every feature has: the screen as it opens, no keys pressed.
    public static let opening = Story("opening", "the screen as it opens, no key pressed", keys: "")

    /// The name in file names and the page: "landmarks", "app".
    public let name: String
    /// Its stories; ``opening`` comes first without being listed.
    public let stories: [Story]
    /// Whether it shows dates, so it is drawn in every ``GalleryVariant``.
    public let showsDates: Bool
    /// The presets it is drawn in: all of ``galleryPresets``, but live for a feature over
    /// someone else's API, which no embedded backend stands in for.
    public let presets: [PresetName]
    /// Its screen in `scene`, or `nil` when the story needs a start the preset does not give.
    public let stage: @MainActor @Sendable (Scene) async throws -> StagedScreen?

    /// A feature called `name` with `stories`, drawn in `presets` and in every variant when it
    /// `showsDates`, whose screens `stage` makes.
    public init(
        _ name: String, stories: [Story], showsDates: Bool, presets: [PresetName] = galleryPresets,
        stage: @escaping @MainActor @Sendable (Scene) async throws -> StagedScreen?
    ) {
        self.name = name
        self.stories = stories
        self.showsDates = showsDates
        self.presets = presets
        self.stage = stage
    }

    /// Every scene it is drawn in.
    public var scenes: [Scene] {
        let variants: [GalleryVariant?] = showsDates ? GalleryVariant.all : [nil]
        return presets.flatMap { preset in
            ([Self.opening] + stories).flatMap { story in
                gallerySizes.flatMap { size in
                    variants.map {
                        Scene(feature: name, preset: preset, story: story, size: size, variant: $0)
                    }
                }
            }
        }
    }
}
