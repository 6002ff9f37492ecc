public import ReservationsDomain
import Toolkit

extension [Reservation] {
    /// The first fixture visit (three days ahead, confirmed, at Turtle Rock) wherever the server's
    /// order puts it, which is by date: the past visits come first.
    public var firstFixture: Reservation {
        let id = Reservation.fixtures(clock: .system)[0].id
        return first { $0.id == id } ?? self[0]
    }
}
