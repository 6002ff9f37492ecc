public import DesignSystem
import Foundation
import LandmarksDomain
public import LandmarksFeature
public import Observation
public import Toolkit
import ReservationsDomain
public import ReservationsFeature

/// The signed-in app: a tab per feature, each with its own navigation stack, and the
/// cross-feature navigation the features leave to whoever composes them.
///
/// - `l` on a reservation presents that landmark's detail over the Reservations tab (Esc returns).
/// - `b` on a landmark's detail opens the booking form for it on the Reservations tab.
@MainActor @Observable
public final class ShellModel {
    /// The features, one tab each, in the order `1`, `2`, … select them.
    public let features: [AppFeature]
    /// The index of the tab shown.
    public private(set) var selected = 0
    /// A screen another feature presented over a tab, by tab index; it goes when its stack empties.
    public private(set) var presented: [Int: any Screen] = [:]
    /// The Landmarks feature.
    public let landmarks: LandmarksModel
    /// The Reservations feature; `nil` when it is turned off.
    public let reservations: ReservationsModel?
    /// The signed-in user, when there is one.
    public let user: String?

    /// Wires the features over `environment`'s services: Landmarks, Reservations unless it is
    /// off, then each of `composed`.
    public init(
        environment: ServiceEnvironment, user: String? = nil,
        composing composed: [any ComposedFeature.Type] = ServiceEnvironment.composedFeatures
    ) {
        self.user = user
        landmarks = LandmarksModel(store: LandmarkStore(service: environment.landmarks))
        reservations =
            environment.features.reservations
            ? ReservationsModel(
                store: ReservationStore(service: environment.reservations, clock: environment.clock))
            : nil
        var features = [AppFeature(title: "Landmarks", screen: FeatureHost(landmarks))]
        if let reservations {
            features.append(AppFeature(title: "Reservations", screen: FeatureHost(reservations)))
        }
        features += composed.map { $0.tab(environment) }
        self.features = features
        guard let reservations else { return }
        landmarks.onBookTapped = { [weak self] id in self?.book(id) }
        reservations.onLandmarkTapped = { [weak self] id in self?.showLandmark(id) }
    }

    /// The screen shown: what is presented over the selected tab, else its feature.
    public var screen: any Screen { presented[selected] ?? features[selected].screen }

    /// Every screen the shell holds, to start and stop with it.
    var screens: [any Screen] { features.map(\.screen) + presented.values }

    /// The landmark presented over the Reservations tab, if any.
    public var landmarkOverReservations: LandmarksModel? {
        guard let tab = reservationsTab else { return nil }
        return (presented[tab] as? FeatureHost<LandmarksModel>)?.root
    }

    /// Starts every feature's first load, so a landmark opened from a reservation is there.
    public func start() {
        for feature in features { feature.screen.start() }
    }

    /// Shows tab `index`, keeping each tab's stack and position.
    public func select(_ index: Int) {
        if features.indices.contains(index) { selected = index }
    }

    private var reservationsTab: Int? { reservations == nil ? nil : 1 }

    /// Presents landmark `id`'s detail over the Reservations tab, until Esc pops it.
    func showLandmark(_ id: UUID) {
        guard let tab = reservationsTab else { return }
        let detail = LandmarksModel(store: landmarks.store, navigator: .init(path: [.detail(id)]))
        detail.onBookTapped = landmarks.onBookTapped
        detail.navigator.onChange = { [weak self] path in
            if path.isEmpty { self?.presented[tab] = nil }
        }
        presented[tab] = FeatureHost(detail)
    }

    /// The link of the screen shown: the presented one's, else the selected tab's.
    public var link: AppLink? { screen.link }

    /// Shows the tab of `link`'s feature and the screen it names there, with anything
    /// presented over that tab taken away.
    ///
    /// - Throws: ``LinkError/featureOff(_:)`` for a feature turned off, and
    ///   ``LinkError/malformed(_:)`` for a link no tab's grammar has.
    public func open(_ link: AppLink) throws(LinkError) {
        guard let tab = features.firstIndex(where: { $0.screen.link?.feature == link.feature }) else {
            if AppFeatures.names.contains(link.feature) { throw .featureOff(link.feature) }
            throw .malformed("'\(link)' opens no screen: no tab here has \(link.feature) links")
        }
        try features[tab].screen.open(link)
        presented[tab] = nil
        selected = tab
    }

    /// Says why a link did not open, over the screen shown.
    func say(_ error: LinkError) {
        screen.say(Notice(.error, error.description))
    }

    /// Opens the booking form for landmark `id` on the Reservations tab.
    func book(_ id: Landmark.ID) {
        guard let reservations, let tab = reservationsTab else { return }
        presented[tab] = nil
        selected = tab
        if let form = reservations.form {
            guard !form.hasChanges else {
                reservations.notice = Notice(.info, "Save or leave this booking before starting another.")
                return
            }
            reservations.back()
        }
        reservations.newReservation(for: id)
    }
}
