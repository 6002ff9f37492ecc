public import Foundation

/// Now, and the time zone and locale a person reads dates in. Injected everywhere a date is
/// compared or shown, so tests fix all three and never depend on the machine's.
public struct CalendarClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> Date
    /// The user's time zone.
    public var timeZone: TimeZone { zone() }
    /// The user's locale.
    public let locale: Locale
    private let zone: @Sendable () -> TimeZone

    /// A clock whose now is `now()`, reading dates in `timeZone` and `locale`.
    public init(now: @escaping @Sendable () -> Date, timeZone: TimeZone, locale: Locale) {
        self.init(now: now, zone: { timeZone }, locale: locale)
    }

    private init(
        now: @escaping @Sendable () -> Date, zone: @escaping @Sendable () -> TimeZone, locale: Locale
    ) {
        self.now = now
        self.zone = zone
        self.locale = locale
    }

    /// A Gregorian calendar in the user's time zone and locale. A new one each time: one
    /// calendar value shared by concurrent tasks crashed in Foundation on Linux (Swift 6.3.1).
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// The real time, in the process's time zone (`TZ`) and locale. Both are looked up when a
    /// date is first read, not when the clock is made: a screen without dates never loads them.
    /// Even making `TimeZone.autoupdatingCurrent` sets up Foundation's cache of time zones (a
    /// quarter of a millisecond of a harness's start-up), so the clock makes it when asked.
    public static var system: CalendarClock {
        CalendarClock(now: { Date() }, zone: { .autoupdatingCurrent }, locale: .autoupdatingCurrent)
    }

    /// A clock stopped at `date`, for tests.
    public static func fixed(_ date: Date, timeZone: TimeZone, locale: Locale = Locale(identifier: "en_US"))
        -> CalendarClock
    {
        CalendarClock(now: { date }, timeZone: timeZone, locale: locale)
    }

    /// `days` days from today at `hour`:`minute`, in the user's time zone.
    public func date(daysFromToday days: Int, hour: Int, minute: Int = 0) -> Date {
        let calendar = calendar
        let today = calendar.startOfDay(for: now())
        let day = calendar.date(byAdding: .day, value: days, to: today) ?? today
        return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day) ?? day
    }
}
