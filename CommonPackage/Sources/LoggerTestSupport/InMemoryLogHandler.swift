public import Logger
import Synchronization

/// A record captured by ``InMemoryLogHandler``.
public struct CapturedLog: Sendable, Equatable {
    /// The record's level.
    public var level: Logger.Level
    /// The logger's label.
    public var label: String
    /// The message as the log line would say it, interpolations filled in.
    public var message: String
    /// The record's metadata, rendered to strings.
    public var metadata: [String: String]

    /// Creates a captured record.
    public init(level: Logger.Level, label: String, message: String, metadata: [String: String] = [:]) {
        self.level = level
        self.label = label
        self.message = message
        self.metadata = metadata
    }
}

/// Collects log records in memory so tests can assert on what was logged.
///
/// ```swift
/// let recorder = LogRecorder()
/// let logger = recorder.logger(label: "test")
/// service.load(logger: logger)
/// #expect(recorder.entries.contains { $0.level == .warning })
/// ```
public final class LogRecorder: Sendable {
    private let storage = Mutex<[CapturedLog]>([])

    /// Creates an empty recorder.
    public init() {}

    /// Every record captured so far, oldest first.
    public var entries: [CapturedLog] { storage.withLock { $0 } }

    /// A logger whose records go to this recorder, at every level.
    public func logger(label: String = "test") -> Logger {
        Logger(label: label) { label in InMemoryLogHandler(label: label, recorder: self) }
    }

    func record(_ entry: CapturedLog) {
        storage.withLock { $0.append(entry) }
    }
}

/// A swift-log handler that hands each record to a ``LogRecorder``.
public struct InMemoryLogHandler: LogHandler {
    /// Records below this level are dropped; `trace` keeps everything.
    public var logLevel: Logger.Level = .trace
    /// Metadata attached to every record from this handler.
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let recorder: LogRecorder

    /// Creates a handler for `label` that records into `recorder`.
    public init(label: String, recorder: LogRecorder) {
        self.label = label
        self.recorder = recorder
    }

    /// Reads or writes one metadata value.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Captures the record.
    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        recorder.record(
            CapturedLog(
                level: event.level, label: label, message: event.message.description,
                metadata: merged.mapValues(\.description)
            )
        )
    }
}
