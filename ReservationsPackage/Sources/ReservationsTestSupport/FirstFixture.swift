public import Foundation
public import ReservationsDomain

extension [Reservation] {
    /// The first fixture visit (three days ahead, confirmed, at Turtle Rock) wherever the server's
    /// order puts it, which is by date: the past visits come first.
    public var firstFixture: Reservation {
        let id = UUID(uuidString: "00000000-0000-4000-9000-000000000001")!
        return first { $0.id == id } ?? self[0]
    }
}
