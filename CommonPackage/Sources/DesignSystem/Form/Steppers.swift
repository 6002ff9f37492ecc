public import Foundation

/// ←/→ through a list of choices, as a form's picker does. Stops at either end.
public enum ChoicePicker {
    /// The index one step in `direction` (`-1` or `1`) in a list of `count` choices; `nil` past
    /// either end.
    public static func step(_ index: Int, count: Int, direction: Int) -> Int? {
        let target = index + direction
        return direction != 0 && (0..<count).contains(target) ? target : nil
    }
}

/// A number changed with ←/→ within bounds, as a form's stepper does.
public enum NumberStepper {
    /// The value moved `step` in `direction` (`-1` or `1`) and kept in `range`; `nil` when it is
    /// already at that bound.
    public static func step(_ value: Int, in range: ClosedRange<Int>, by step: Int = 1, direction: Int)
        -> Int?
    {
        let target = value + direction * step
        let clamped = min(max(target, range.lowerBound), range.upperBound)
        return clamped != value ? clamped : nil
    }
}

/// A date or a time changed with ←/→: a day at a time, or a number of minutes, in a calendar
/// whose time zone is given (never the process's implicit one, so tests can fix it).
public enum DateStepper {
    /// How far one key press moves.
    public enum Unit: Sendable, Hashable {
        /// A calendar day; the time of day stays (across daylight-saving changes too).
        case day
        /// A number of minutes; the time wraps within the same day.
        case minutes(Int)
    }

    /// The date one step in `direction` (`-1` or `1`); `nil` for no direction.
    public static func step(_ date: Date, by unit: Unit, direction: Int, calendar: Calendar) -> Date? {
        guard direction != 0 else { return nil }
        switch unit {
        case .day:
            return calendar.date(byAdding: .day, value: direction, to: date)
        case let .minutes(minutes):
            // Within the day: 23:30 + 30 minutes is 00:00 of the same date, as a time field
            // turning over should not change the date field beside it.
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            let current = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
            let next = ((current + direction * minutes) % 1440 + 1440) % 1440
            return calendar.date(
                bySettingHour: next / 60, minute: next % 60, second: 0, of: date)
        }
    }
}
