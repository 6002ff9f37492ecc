/// The events `GET /events` carries when one of the user's reservations changes, on any device.
/// Each one's `data` is the ``ReservationApiModel`` as it now is, with its new `version`.
public enum ReservationEvent: String, Sendable, CaseIterable {
    /// A visit was booked.
    case created = "reservation.created"
    /// Its date, party size or notes changed.
    case changed = "reservation.changed"
    /// It was cancelled.
    case cancelled = "reservation.cancelled"
}
