public import Foundation

extension ReservationApiModel {
    /// A visit of the demo data, placed in days and a time of day from "today": the mock preset
    /// places it around its clock's today, and the backend's fixtures seed places it around the
    /// day it is given, so both serve the same visits.
    public struct DemoVisit: Sendable, Hashable {
        /// The reservation's identifier, the same on every run and every machine.
        public var id: UUID
        /// The landmark visited, one of `LandmarkApiModel.demo`.
        public var landmarkId: UUID
        /// Days from today: negative for a past visit.
        public var daysFromToday: Int
        /// The hour of the day, in the user's time zone.
        public var hour: Int
        /// The minute of the hour.
        public var minute: Int
        /// How many people come.
        public var partySize: Int
        /// Free text.
        public var notes: String
        /// Whether it still stands.
        public var status: ReservationStatus

        /// The visit's date: `daysFromToday` days from the start of `today` in `calendar`, at
        /// `hour`:`minute` there.
        public func date(today: Date, calendar: Calendar) -> Date {
            let start = calendar.startOfDay(for: today)
            let day = calendar.date(byAdding: .day, value: daysFromToday, to: start) ?? start
            return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day) ?? day
        }
    }

    /// Five visits of the first demo user: three upcoming (one cancelled) and two past, at demo
    /// landmarks.
    public static let demoVisits: [DemoVisit] = [
        visit(1, landmark: 1, days: 3, hour: 10, party: 2, notes: "Bring water; the trail is exposed."),
        visit(2, landmark: 4, days: 9, hour: 9, minute: 30, party: 4),
        visit(3, landmark: 3, days: 20, hour: 8, party: 6, notes: "Permit needed.", status: .cancelled),
        visit(4, landmark: 6, days: -5, hour: 14, party: 2),
        visit(5, landmark: 2, days: -30, hour: 11, minute: 30, party: 3, notes: "Bear safety talk at noon."),
    ]

    /// A demo visit: `number` makes its identifier, `landmark` is the demo landmark's number.
    private static func visit(
        _ number: Int, landmark: Int, days: Int, hour: Int, minute: Int = 0, party: Int, notes: String = "",
        status: ReservationStatus = .confirmed
    ) -> DemoVisit {
        DemoVisit(
            id: demoID(number), landmarkId: demoID(landmark, variant: "8000"),
            daysFromToday: days, hour: hour, minute: minute, partySize: party, notes: notes, status: status)
    }

    /// A fixed UUID for a number, the same on every run and every machine: `9000` is the
    /// reservations' variant (the demo visits, and the Domain's generated ones), `8000` the
    /// landmarks'.
    public static func demoID(_ number: Int, variant: String = "9000") -> UUID {
        let hex = String(number, radix: 16)
        let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return UUID(uuidString: "00000000-0000-4000-\(variant)-\(digits)")!
    }
}
