public import FeatureKit
public import LandmarksDomain
import Toolkit

/// What the Landmarks feature does, as stories: `landmarks-preview --story search` plays one, and
/// the preview gallery draws each in every preset.
public enum LandmarksStories {
    /// Every story, in the order `--list-stories` prints them.
    public static let all = [
        Story(
            "search", "typing filters the list; Enter keeps the search, and opens the match chosen",
            keys: "/ l a k e enter down enter"),
        Story(
            "favorite", "f on a landmark's detail stars it, and the list shows the star",
            keys: "down down enter f esc",
            linkCannotEnd: "stars a landmark in the story's own data, and leaves the selection on it"),
        Story("categories", "the Categories tab, and one category's landmarks", keys: "right down enter"),
        Story(
            "another device stars a landmark", "the star shows in the list at once, and a banner says so",
            keys: "elsewhere:favorite",
            linkCannotEnd: "another device stars a landmark in the story's own data, and a banner says so"),
    ]

    /// What the same person does on another device in these stories, through the feature's own
    /// services: the mock server sends the change to the list, the live one over its events.
    public static let otherDevice = [
        OtherDeviceAction("favorite", perform: favorite)
    ]

    /// Stars the first landmark that is not a favorite.
    private static func favorite(_ service: LandmarkService, clock: CalendarClock) async throws {
        var landmarks: [Landmark] = []
        for try await fetched in service.fetchLandmarks(.networkOnly) { landmarks = fetched.value }
        guard let landmark = landmarks.first(where: { !$0.isFavorite }) else { throw AppError.notFound }
        _ = try await service.setFavorite(landmark.id, true)
    }
}
