public import DesignSystem
import ReservationsDomain
import Toolkit

/// The feature as its host sees it: the list at the root, and a screen for each route.
extension ReservationsModel: LoadingFeatureRoot {
    /// The tab's first screen: the reservations list.
    public func rootView() -> any View<Page> {
        ReservationListView(root: self)
    }

    /// The screen for a route pushed over the list: a reservation's detail, or the form over the
    /// model kept with its route. An edit whose reservation went before its form was made shows
    /// the detail, which says it is gone.
    public func view(for route: ReservationRoute) -> any View<Page> {
        switch route {
        case let .detail(id): ReservationDetailView(root: self, id: id)
        case let .new(landmark): ReservationFormView(root: self, model: formModel(new: landmark))
        case let .edit(id):
            if let form = formModel(editing: id) {
                ReservationFormView(root: self, model: form)
            } else {
                ReservationDetailView(root: self, id: id)
            }
        }
    }
}
