public import DesignSystem

/// What the Landmarks feature does, as stories: `landmarks-preview --story search` plays one, and
/// the preview gallery draws each in every preset.
public enum LandmarksStories {
    /// Every story, in the order `--list-stories` prints them.
    public static let all = [
        Story("search", "typing filters the list; Enter keeps the search, and opens the match chosen", keys: "/ l a k e enter down enter"),
        Story("favorite", "f on a landmark's detail stars it, and the list shows the star", keys: "down down enter f esc"),
        Story("categories", "the Categories tab, and one category's landmarks", keys: "right down enter"),
    ]
}
