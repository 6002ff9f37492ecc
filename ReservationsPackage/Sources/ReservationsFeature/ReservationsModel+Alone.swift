public import ReservationsDomain
import Toolkit

extension ReservationsModel {
    /// The feature on its own, as its harness and the preview gallery run it: landmark screens
    /// are the app's, so `l` on a reservation says which landmark the app would open.
    public static func alone(store: ReservationStore) -> ReservationsModel {
        let model = ReservationsModel(store: store)
        model.onLandmarkTapped = { [weak model] id in
            let name = store.reservations.first { $0.landmarkId == id }?.landmarkName ?? "that landmark"
            model?.notice = Notice(.info, "The app would open \(name) here; this harness has no landmark screens.")
        }
        return model
    }
}
