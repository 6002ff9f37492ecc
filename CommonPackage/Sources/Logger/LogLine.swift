#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Formats one log record as a single line: `2026-11-22T10:00:00.123Z info [landmarks.ui] text k=v`.
enum LogLine {
    static func format(
        date: Date, level: Logger.Level, label: String, message: Logger.Message, metadata: Logger.Metadata
    ) -> String {
        var line = timestamp(date) + " "
        line += "\(level) [\(label)] \(message)"
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
            line += " \(key)=\(value)"
        }
        return line
    }

    /// `date` in UTC as ISO 8601 with milliseconds, `2026-11-22T10:00:00.123Z`: what
    /// `Date.ISO8601FormatStyle(includingFractionalSeconds: true)` writes, without the calendar
    /// and time zone that style loads on first use (a fifth of a millisecond of every harness's
    /// start).
    static func timestamp(_ date: Date) -> String {
        // The milliseconds cut from the second's fraction, as Foundation cuts them.
        let whole = date.timeIntervalSince1970.rounded(.down)
        var seconds = time_t(whole)
        let fraction = min(999, Int((date.timeIntervalSince1970 - whole) * 1000))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(parts.tm_year + 1900, 4))-\(padded(parts.tm_mon + 1, 2))-\(padded(parts.tm_mday, 2))"
            + "T\(padded(parts.tm_hour, 2)):\(padded(parts.tm_min, 2)):\(padded(parts.tm_sec, 2))"
            + ".\(padded(Int32(fraction), 3))Z"
    }
}
