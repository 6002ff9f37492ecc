public import FeatureKit
public import ReservationsDomain
public import Toolkit

/// The Reservations feature as its harness, the app and the preview gallery compose it: its
/// presets, stories, link grammar (``ReservationsLocation``) and root.
public enum ReservationsDescriptor: FeatureDescriptor {
    /// The second tab's title; `--disable reservations` takes the tab away.
    public static let title = "Reservations"
    /// Every visit has a date, so the gallery draws it in each time zone and locale.
    public static let showsDates = true
    /// Booking, editing and cancelling a visit, a refused date, and a visit booked on another
    /// device arriving (``ReservationsStories``).
    public static let stories = ReservationsStories.all
    /// What the other device of ``ReservationsStories`` does (``ReservationsStories/otherDevice``).
    public static let otherDevice = ReservationsStories.otherDevice

    /// The Domain's presets, their fixture visits dated around `clock`'s today.
    public static func presets(clock: CalendarClock) -> ServicePresets<ReservationService> {
        ReservationService.presets(clock: clock)
    }

    /// The feature over a new store that reads dates with `context`'s clock; `l` does nothing
    /// until the app wires it to the landmark's screen.
    public static func makeRoot(_ service: ReservationService, context: FeatureContext) -> ReservationsModel {
        ReservationsModel(
            store: ReservationStore(service: service, clock: context.clock, logger: context.logger))
    }

    /// The feature on its own: landmark screens are the app's, so `l` on a reservation says
    /// which landmark the app would open.
    public static func makeStandaloneRoot(_ service: ReservationService, context: FeatureContext)
        -> ReservationsModel
    {
        let model = makeRoot(service, context: context)
        model.onLandmarkTapped = { [weak model] id in
            let name =
                model?.store.reservations.first { $0.landmarkId == id }?.landmarkName ?? "that landmark"
            model?.notice = Notice(
                .info, "The app would open \(name) here; this harness has no landmark screens.")
        }
        return model
    }
}
