public import ReservationsDomain

/// The screens that can be pushed over the reservation list. Each carries what it shows, so
/// the navigation stack is the one place that says what is open.
public enum ReservationRoute: Hashable {
    /// One reservation's details.
    case detail(Reservation.ID)
    /// The form, creating a reservation or editing one.
    case form(ReservationFormModel)
}
