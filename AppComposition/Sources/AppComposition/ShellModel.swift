import Foundation
import LandmarksDomain
public import LandmarksFeature
public import Observation
import Toolkit
import ReservationsDomain
public import ReservationsFeature

/// The signed-in app: a tab per feature, each with its own navigation stack, and the
/// cross-feature navigation the features leave to whoever composes them.
///
/// - `l` on a reservation pushes that landmark's detail onto the Reservations tab (Esc returns).
/// - `b` on a landmark's detail opens the booking form for it on the Reservations tab.
@MainActor @Observable
public final class ShellModel {
    /// The tabs, in the order `1` and `2` select them.
    public enum Tab: Int, Sendable, CaseIterable {
        /// Landmarks and categories.
        case landmarks
        /// The user's reservations.
        case reservations
    }

    /// The tab shown.
    public private(set) var tab: Tab = .landmarks
    /// The Landmarks feature.
    public let landmarks: LandmarksModel
    /// The Reservations feature; `nil` when it is turned off.
    public let reservations: ReservationsModel?
    /// A landmark's detail pushed over the Reservations tab from a reservation.
    public private(set) var landmarkOverReservations: LandmarksModel?
    /// The signed-in user, when there is one.
    public let user: String?

    /// Wires both features over `environment`'s services.
    public init(environment: ServiceEnvironment, user: String? = nil) {
        self.user = user
        let landmarkStore = LandmarkStore(service: environment.landmarks)
        landmarks = LandmarksModel(store: landmarkStore)
        reservations =
            environment.features.reservations
            ? ReservationsModel(
                store: ReservationStore(service: environment.reservations, clock: environment.clock))
            : nil
        guard let reservations else { return }
        landmarks.onBookTapped = { [weak self] id in self?.book(id) }
        reservations.onLandmarkTapped = { [weak self] id in self?.showLandmark(id) }
    }

    /// The tabs there are: Reservations only when it is on.
    public var tabs: [Tab] { reservations == nil ? [.landmarks] : Tab.allCases }

    /// Starts both features' first loads, so a landmark opened from a reservation is there.
    public func start() {
        landmarks.start()
        reservations?.start()
    }

    /// Shows `tab`, keeping each tab's stack and position.
    public func select(_ tab: Tab) {
        if tabs.contains(tab) { self.tab = tab }
    }

    /// Pushes landmark `id`'s detail over the Reservations tab.
    func showLandmark(_ id: UUID) {
        let detail = LandmarksModel(store: landmarks.store, navigator: .init(path: [.detail(id)]))
        detail.onBookTapped = landmarks.onBookTapped
        landmarkOverReservations = detail
    }

    /// Pops the landmark pushed over the Reservations tab once its own stack is empty.
    func landmarkOverReservationsChanged() {
        if landmarkOverReservations?.navigator.top == nil { landmarkOverReservations = nil }
    }

    /// Opens the booking form for landmark `id` on the Reservations tab.
    func book(_ id: Landmark.ID) {
        guard let reservations else { return }
        landmarkOverReservations = nil
        tab = .reservations
        if reservations.navigator.top == .form {
            guard reservations.form?.hasChanges != true else {
                return reservations.show(Notice(.info, "Save or leave this booking before starting another."))
            }
            reservations.back()
        }
        reservations.newReservation(for: id)
    }
}
