import Foundation
import Testing

@testable import Logger

@Suite struct LogLineTests {
    /// The hand-written timestamp against Foundation's ISO 8601 style, on dates either side of
    /// the epoch, a leap day, the ends of a year and a millisecond short of a second.
    @Test(arguments: [
        0, 1, -1, -0.001, 951_782_400.5, 1_795_627_709.999, 1_798_761_599.123, 4_102_444_800.007,
        -2_208_988_800.25, 1_700_000_000.0004,
    ])
    func timestampsReadAsISO8601(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(
            LogLine.timestamp(date) == Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date))
    }

    @Test func aLineIsTimestampLevelLabelMessageAndSortedMetadata() {
        let line = LogLine.format(
            date: Date(timeIntervalSince1970: 1_795_627_709.25), level: .info, label: "landmarks.ui",
            message: "drawn", metadata: ["b": "2", "a": "1"])
        #expect(line == "2026-11-25T17:28:29.250Z info [landmarks.ui] drawn a=1 b=2")
    }
}
