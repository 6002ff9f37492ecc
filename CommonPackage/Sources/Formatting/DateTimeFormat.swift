public import Foundation
import Synchronization

/// Formats dates and times for people, in a given time zone and locale.
///
/// ```swift
/// let format = DateTimeFormat(timeZone: .current, locale: .current)
/// format.date(visit)   // "Mon, Nov 23, 2026"
/// format.time(visit)   // "7:00 PM", or "19:00" where the locale uses a 24-hour clock
/// ```
public struct DateTimeFormat: Sendable {
    /// The time zone dates are shown in.
    public let timeZone: TimeZone
    /// The locale that orders and names their parts.
    public let locale: Locale
    /// A Gregorian calendar in this time zone and locale, for date arithmetic that matches
    /// what is shown.
    public let calendar: Calendar
    // Format styles are values, and Foundation caches the formatters behind them, so a list
    // row formats in microseconds.
    private let dateStyle: Date.FormatStyle
    private let shortDateStyle: Date.FormatStyle
    private let timeStyle: Date.FormatStyle
    /// What this format has said, shared by its copies: a frame shows the same few dates as the
    /// one before, and ICU takes microseconds for each.
    private let said = FormattedDates()

    /// Creates a format; pass `.current` for both in an app, fixed values in tests.
    public init(timeZone: TimeZone, locale: Locale) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.timeZone = timeZone
        self.locale = locale
        self.calendar = calendar
        let base = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
        shortDateStyle = base.weekday(.abbreviated).month(.abbreviated).day()
        dateStyle = shortDateStyle.year()
        timeStyle = base.hour().minute()
    }

    /// The weekday and date: "Mon, Nov 23, 2026".
    public func date(_ date: Date) -> String {
        said.text(for: date, in: .date) { $0.formatted(dateStyle) }
    }

    /// The weekday and date without the year: "Mon, Nov 23".
    public func shortDate(_ date: Date) -> String {
        said.text(for: date, in: .shortDate) { $0.formatted(shortDateStyle) }
    }

    /// The short date when `date` falls in `now`'s year, else the date with its year: what a
    /// list of dates around today shows.
    public func compactDate(_ date: Date, now: Date) -> String {
        calendar.component(.year, from: date) == calendar.component(.year, from: now)
            ? shortDate(date) : self.date(date)
    }

    /// The time of day in the locale's clock: "7:00 PM" or "19:00". ICU puts a narrow
    /// no-break space before "PM", which some terminals draw wider; it becomes a plain space.
    public func time(_ date: Date) -> String {
        said.text(for: date, in: .time) { date in
            let text = date.formatted(timeStyle)
            guard text.unicodeScalars.contains("\u{202F}") else { return text }
            return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{202F}" ? " " : $0 }))
        }
    }
}

/// The texts a ``DateTimeFormat`` has made, by style and date: a few hundred at most (what a
/// screen of rows shows), forgotten all at once beyond that.
final class FormattedDates: Sendable {
    enum Style: Hashable {
        case date, shortDate, time
    }

    private struct Key: Hashable {
        var style: Style
        var date: Date
    }

    private static let limit = 512
    private let texts = Mutex<[Key: String]>([:])

    /// The text for `date` in `style`, made by `make` the first time.
    func text(for date: Date, in style: Style, make: (Date) -> String) -> String {
        let key = Key(style: style, date: date)
        if let text = texts.withLock({ $0[key] }) { return text }
        let text = make(date)
        texts.withLock { texts in
            if texts.count >= Self.limit { texts.removeAll(keepingCapacity: true) }
            texts[key] = text
        }
        return text
    }
}
