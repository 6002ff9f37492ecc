import Foundation
import Logger
import LoggerTestSupport
import Testing

@Suite struct LoggerTests {
    @Test func recorderCapturesLevelMessageAndMetadata() {
        let recorder = LogRecorder()
        let logger = recorder.logger(label: LogCategory.store.label)
        logger.warning("dropped record", metadata: ["id": "42"])
        logger.debug("detail")
        #expect(
            recorder.entries == [
                CapturedLog(
                    level: .warning, label: "landmarks.store", message: "dropped record",
                    metadata: ["id": "42"]),
                CapturedLog(level: .debug, label: "landmarks.store", message: "detail", metadata: [:]),
            ])
    }

    @Test func categoriesHaveDistinctLabels() {
        #expect(Set(LogCategory.allCases.map(\.label)).count == LogCategory.allCases.count)
        #expect(Logger(category: .network).label == "landmarks.network")
    }

    @Test func fileHandlerAppendsOneLinePerRecordAtOrAboveItsLevel() throws {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "logger-\(UUID().uuidString)/nested")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let url = directory.appending(path: "app.log")
        let file = try LogFile(url: url)
        var logger = Logger(label: "landmarks.ui") { FileLogHandler(label: $0, file: file, level: .info) }
        logger[metadataKey: "screen"] = "list"
        logger.info("opened", metadata: ["count": "12"])
        logger.debug("not written")
        logger.error("failed")

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("info [landmarks.ui] opened count=12 screen=list"))
        #expect(lines[1].hasSuffix("error [landmarks.ui] failed screen=list"))
    }

    @Test func concurrentWritersNeverInterleaveLines() async throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "logger-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try LogFile(url: url)
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    let logger = Logger(label: "w\(writer)") { FileLogHandler(label: $0, file: file) }
                    for index in 0..<200 { logger.info("\(String(repeating: "x", count: 100)) \(index)") }
                }
            }
        }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1600)
        #expect(
            lines.allSatisfy { $0.contains("info [w") && $0.contains(String(repeating: "x", count: 100)) })
    }
}
