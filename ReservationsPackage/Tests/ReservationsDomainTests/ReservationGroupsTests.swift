import Foundation
import Testing

@testable import ReservationsDomain

@Suite struct ReservationGroupsTests {
    func reservation(_ number: Int, _ iso: String) throws -> Reservation {
        Reservation(
            id: .number(number), landmarkId: .number(100), landmarkName: "Turtle Rock",
            date: try Date(iso, strategy: .iso8601), partySize: 2)
    }

    func groups(_ reservations: [Reservation], now: String, zone: String) throws -> ([Int], [Int]) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let groups = ReservationGroups(
            reservations, now: try Date(now, strategy: .iso8601), calendar: calendar)
        let number = { (index: Int) in reservations[index].id.uuidString.suffix(2) }
        return (groups.upcoming.map { Int(number($0))! }, groups.past.map { Int(number($0))! })
    }

    @Test func upcomingRunsSoonestFirstAndPastMostRecentFirst() throws {
        let reservations = [
            try reservation(1, "2026-12-01T10:00:00Z"), try reservation(2, "2026-11-01T10:00:00Z"),
            try reservation(3, "2026-11-25T10:00:00Z"), try reservation(4, "2026-10-01T10:00:00Z"),
        ]
        let (upcoming, past) = try groups(reservations, now: "2026-11-22T12:00:00Z", zone: "UTC")
        #expect(upcoming == [3, 1])
        #expect(past == [2, 4])
    }

    @Test func aVisitEarlierTodayStaysUpcomingUntilMidnight() throws {
        let morning = [try reservation(1, "2026-11-22T08:00:00Z")]
        #expect(try groups(morning, now: "2026-11-22T23:59:00Z", zone: "UTC") == ([1], []))
        #expect(try groups(morning, now: "2026-11-23T00:00:00Z", zone: "UTC") == ([], [1]))
    }

    @Test func theUsersTimeZoneDecidesWhichDayItIs() throws {
        // Now is 22:00 on the 22nd in New York and 12:00 on the 23rd in Tokyo. The visit is at
        // 05:00 on the 22nd in New York (today there) and 19:00 on the 22nd in Tokyo (yesterday).
        let visit = [try reservation(1, "2026-11-22T10:00:00Z")]
        let now = "2026-11-23T03:00:00Z"
        #expect(try groups(visit, now: now, zone: "America/New_York") == ([1], []))
        #expect(try groups(visit, now: now, zone: "Asia/Tokyo") == ([], [1]))
    }
}
