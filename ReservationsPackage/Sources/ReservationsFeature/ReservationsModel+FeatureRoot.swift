public import DesignSystem
import ReservationsDomain

/// The feature as its host sees it: the list at the root, and a screen for each route.
extension ReservationsModel: FeatureRoot {
    public func rootPage(_ state: ViewState) -> Page {
        ReservationListView(root: self, scroll: state.scroll()).body
    }

    public func page(for route: ReservationRoute, state: ViewState) -> Page {
        switch route {
        case let .detail(id): ReservationDetailView(root: self, id: id).body
        case let .form(form): ReservationFormView(root: self, model: form, scroll: state.scroll()).body
        }
    }

    /// Stops the store's work when the host goes away.
    public func stop() {
        store.stop()
    }
}
