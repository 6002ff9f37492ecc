import DesignSystem
import Formatting
import Foundation
import Testing
import Toolkit

@Suite struct SteppersTests {
    let newYork = DateTimeFormat(
        timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US"))

    func date(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }

    @Test func pickersStopAtEitherEnd() {
        #expect(ChoicePicker.step(0, count: 3, direction: 1) == 1)
        #expect(ChoicePicker.step(0, count: 3, direction: -1) == nil)
        #expect(ChoicePicker.step(2, count: 3, direction: 1) == nil)
        #expect(ChoicePicker.step(1, count: 3, direction: 0) == nil)
    }

    @Test func steppersStayWithinTheirBounds() {
        #expect(NumberStepper.step(2, in: 1...20, direction: 1) == 3)
        #expect(NumberStepper.step(1, in: 1...20, direction: -1) == nil)
        #expect(NumberStepper.step(20, in: 1...20, direction: 1) == nil)
        #expect(
            NumberStepper.step(25, in: 1...20, direction: -1) == 20, "an out-of-range value comes back in")
    }

    @Test func aDayStepKeepsTheTimeOfDayAcrossADaylightSavingChange() throws {
        // 2026-11-01 is the end of daylight saving time in New York: that day has 25 hours.
        let evening = try date("2026-10-31T23:00:00Z")  // 19:00 EDT
        let next = try #require(DateStepper.step(evening, by: .day, direction: 1, calendar: newYork.calendar))
        #expect(newYork.time(next) == "7:00 PM")
        #expect(newYork.date(next) == "Sun, Nov 1, 2026")
        #expect(next.timeIntervalSince(evening) == 25 * 3600)
    }

    @Test func aTimeStepMovesHalfAnHourAndWrapsWithinTheDay() throws {
        let late = try date("2026-11-24T04:30:00Z")  // 23:30 in New York, on the 23rd
        let step = DateStepper.Unit.minutes(30)
        let next = try #require(DateStepper.step(late, by: step, direction: 1, calendar: newYork.calendar))
        #expect(newYork.time(next) == "12:00 AM")
        #expect(newYork.date(next) == "Mon, Nov 23, 2026", "the date field beside it does not change")
        let back = try #require(DateStepper.step(late, by: step, direction: -1, calendar: newYork.calendar))
        #expect(newYork.time(back) == "11:00 PM")
        #expect(DateStepper.step(late, by: step, direction: 0, calendar: newYork.calendar) == nil)
    }

    @Test func datesShowInTheInjectedTimeZoneAndLocale() throws {
        let instant = try date("2026-11-23T02:00:00Z")
        let tokyo = DateTimeFormat(
            timeZone: TimeZone(identifier: "Asia/Tokyo")!, locale: Locale(identifier: "en_GB"))
        #expect(newYork.date(instant) == "Sun, Nov 22, 2026")
        #expect(newYork.time(instant) == "9:00 PM")
        #expect(tokyo.date(instant) == "Mon, 23 Nov 2026")
        #expect(tokyo.time(instant) == "11:00")
        #expect(tokyo.shortDate(instant) == "Mon 23 Nov")
    }

    /// A format remembers what it said; the same date in each style, asked again or after more
    /// dates than it keeps, reads the same, and styles never mix.
    @Test func aRememberedDateReadsTheSameInEachStyle() throws {
        let instant = try date("2026-11-23T02:00:00Z")
        #expect(newYork.date(instant) == "Sun, Nov 22, 2026")
        #expect(newYork.shortDate(instant) == "Sun, Nov 22")
        #expect(newYork.time(instant) == "9:00 PM")
        for hour in 0..<600 { _ = newYork.time(instant.addingTimeInterval(Double(hour) * 3600)) }
        #expect(newYork.date(instant) == "Sun, Nov 22, 2026")
        #expect(newYork.time(instant) == "9:00 PM")
        #expect(newYork.time(instant.addingTimeInterval(1800)) == "9:30 PM")
    }
}
