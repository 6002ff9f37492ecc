public import DesignSystem
import ReservationsDomain
import Toolkit

/// The Reservations feature as a terminal screen: the list, and whatever the navigation stack
/// has pushed over it (a reservation's detail, the form). Esc pops from any pushed screen; the
/// notice above the screen lasts until the next key.
///
/// ```swift
/// let store = ReservationStore(service: .mock())
/// try await TerminalRunner().run(ReservationsScreen(model: ReservationsModel(store: store)))
/// ```
@MainActor
public final class ReservationsScreen: Screen {
    /// The feature's root view model.
    public let model: ReservationsModel
    // Scroll positions are view state: they live with the views, not in the view models.
    private let listScroll = ScrollPosition()
    private var formScroll = ScrollPosition()
    private weak var scrolledForm: ReservationFormModel?

    /// Creates the screen for `model`.
    public init(model: ReservationsModel) {
        self.model = model
    }

    /// Starts the first load.
    public func start() {
        model.start()
    }

    /// Stops the store's work when the screen goes away.
    public func stop() {
        model.store.stop()
    }

    /// The top screen's content.
    public func content() -> ScreenContent {
        currentView.content()
    }

    /// Clears the notice, then Esc pops a pushed screen; every other key goes to the top screen.
    public func handle(_ key: Key) -> KeyResult {
        model.clearNotice()
        let result = currentView.handle(key)
        if result == .ignored, key == .escape, model.navigator.top != nil {
            model.back()
            return .handled
        }
        return result
    }

    private var currentView: any FeatureView {
        switch model.navigator.top {
        case nil:
            ReservationListView(root: model, scroll: listScroll)
        case let .detail(id):
            ReservationDetailView(root: model, id: id)
        case .form:
            if let form = model.form {
                ReservationFormView(root: model, model: form, scroll: scroll(for: form))
            } else {
                ReservationListView(root: model, scroll: listScroll)
            }
        }
    }

    /// A new form starts scrolled to the top.
    private func scroll(for form: ReservationFormModel) -> ScrollPosition {
        if scrolledForm !== form {
            scrolledForm = form
            formScroll = ScrollPosition()
        }
        return formScroll
    }
}
