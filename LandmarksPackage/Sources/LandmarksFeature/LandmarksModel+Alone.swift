public import LandmarksDomain
import Toolkit

extension LandmarksModel {
    /// The feature on its own, as its harness and the preview gallery run it: booking is the
    /// app's, so `b` on a landmark's detail says which landmark the app would book.
    public static func alone(store: LandmarkStore) -> LandmarksModel {
        let model = LandmarksModel(store: store)
        model.onBookTapped = { [weak model] id in
            let name = model?.store.landmark(id: id)?.name ?? "this landmark"
            model?.notice = Notice(.info, "The app would open the booking form for \(name) here.")
        }
        return model
    }
}
