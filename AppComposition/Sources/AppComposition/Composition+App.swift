import DesignSystem
import LandmarksDomain
import LandmarksFeature
import ReservationsFeature
import Toolkit

extension Composition {
    /// The app: every feature of the `features` list in Package.swift, in tab order (the
    /// FeatureRegistry plugin lists their descriptors from it), and the only feature-specific
    /// code of the composition root: how Landmarks and Reservations reach each other.
    ///
    /// - `l` on a reservation presents that landmark's detail over the Reservations tab (Esc
    ///   returns).
    /// - `b` on a landmark's detail opens the booking form for it on the Reservations tab.
    public static let app = Composition(registeredFeatures, connect: connectLandmarksAndReservations)

    /// Wires `b` and `l`, when both features are on.
    @MainActor static func connectLandmarksAndReservations(_ shell: ShellModel) {
        guard let landmarks = shell.root(LandmarksDescriptor.self),
            let reservations = shell.root(ReservationsDescriptor.self),
            let tab = shell.tab(ReservationsDescriptor.self)
        else { return }
        let book = { @MainActor [weak tabs = shell.tabs, weak reservations] (id: Landmark.ID) in
            tabs?.show(tab)
            reservations?.newReservation(for: id)
        }
        landmarks.onBookTapped = book
        reservations.onLandmarkTapped = { [weak tabs = shell.tabs, weak landmarks] id in
            guard let landmarks else { return }
            let detail = LandmarksModel(store: landmarks.store, navigator: .init(path: [.detail(id)]))
            detail.onBookTapped = book
            tabs?.present(detail, over: tab)
        }
    }
}
