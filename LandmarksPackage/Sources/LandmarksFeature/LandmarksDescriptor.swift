public import FeatureKit
public import LandmarksDomain
public import Toolkit

/// The Landmarks feature as its harness, the app and the preview gallery compose it: its
/// presets, stories, link grammar (``LandmarksLocation``) and root.
public enum LandmarksDescriptor: FeatureDescriptor {
    /// The first tab's title; `1` selects it.
    public static let title = "Landmarks"
    /// The app's first tab, so it is always there.
    public static let canBeTurnedOff = false
    /// Searching, favoriting, browsing by category, and a landmark starred on another device
    /// (``LandmarksStories``).
    public static let stories = LandmarksStories.all
    /// What the other device of ``LandmarksStories`` does (``LandmarksStories/otherDevice``).
    public static let otherDevice = LandmarksStories.otherDevice

    /// The Domain's presets; landmarks have no dates, so `clock` changes nothing.
    public static func presets(clock: CalendarClock) -> ServicePresets<LandmarkService> {
        LandmarkService.presets
    }

    /// The feature over a new store that logs to `context`'s logger; `b` is not offered until
    /// the app wires it to booking.
    public static func makeRoot(_ service: LandmarkService, context: FeatureContext) -> LandmarksModel {
        LandmarksModel(store: LandmarkStore(service: service, logger: context.logger))
    }

    /// The feature on its own: booking is the app's, so `b` on a landmark's detail says which
    /// landmark the app would book.
    public static func makeStandaloneRoot(_ service: LandmarkService, context: FeatureContext)
        -> LandmarksModel
    {
        let model = makeRoot(service, context: context)
        model.onBookTapped = { [weak model] id in
            let name = model?.store.landmark(id: id)?.name ?? "this landmark"
            model?.notice = Notice(.info, "The app would open the booking form for \(name) here.")
        }
        return model
    }
}
