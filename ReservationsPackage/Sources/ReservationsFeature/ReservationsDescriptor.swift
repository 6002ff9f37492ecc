public import DesignSystem
public import ReservationsDomain
public import Toolkit

/// The Reservations feature as its harness, the app and the preview gallery compose it: its
/// presets, stories, link grammar (``ReservationsLocation``) and root.
public enum ReservationsDescriptor: FeatureDescriptor {
    public static let title = "Reservations"
    public static let showsDates = true
    public static let stories = ReservationsStories.all

    public static func presets(clock: CalendarClock) -> ServicePresets<ReservationService> {
        ReservationService.presets(clock: clock)
    }

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
