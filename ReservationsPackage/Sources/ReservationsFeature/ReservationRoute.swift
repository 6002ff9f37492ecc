public import Foundation
public import ReservationsDomain

/// The screens that can be pushed over the reservation list, each by the values it shows, so
/// the navigation stack is the one place that says what is open. A screen's state (the form's
/// draft) is kept beside its route on the stack, not in it.
public enum ReservationRoute: Hashable, Sendable {
    /// One reservation's details.
    case detail(Reservation.ID)
    /// The form booking a new visit, to `landmark` when one was given.
    case new(landmark: UUID?)
    /// The form changing reservation `id`.
    case edit(Reservation.ID)
}
