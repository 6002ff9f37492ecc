import Foundation

/// Formats one log record as a single line: `2026-11-22T10:00:00.123Z info [landmarks.ui] text k=v`.
enum LogLine {
    static func format(
        date: Date, level: Logger.Level, label: String, message: Logger.Message, metadata: Logger.Metadata
    ) -> String {
        var line = "\(date.formatted(.iso8601.time(includingFractionalSeconds: true).year().month().day())) "
        line += "\(level) [\(label)] \(message)"
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
            line += " \(key)=\(value)"
        }
        return line
    }
}
