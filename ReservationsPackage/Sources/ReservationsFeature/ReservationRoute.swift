public import ReservationsDomain

/// The screens that can be pushed over the reservation list.
public enum ReservationRoute: Hashable, Sendable {
    /// One reservation's details.
    case detail(Reservation.ID)
    /// The form, creating a reservation or editing one; its model is ``ReservationsModel/form``.
    case form
}

/// A short message for the person, shown above the current screen until the next key.
public struct Notice: Sendable, Hashable {
    /// What kind of message it is.
    public enum Kind: Sendable, Hashable {
        /// Neutral information.
        case info
        /// A finished action.
        case success
        /// A failure.
        case error
    }

    /// The kind.
    public var kind: Kind
    /// The text.
    public var message: String

    /// Creates a notice.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
