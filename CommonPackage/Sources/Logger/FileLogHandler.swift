public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A swift-log handler that appends lines to a file, for terminal apps whose screen is the UI.
///
/// ```swift
/// let sink = try LogFile(url: env.directories.logs.appending(path: "app.log"))
/// LoggingSystem.bootstrap { label in FileLogHandler(label: label, file: sink) }
/// ```
public struct FileLogHandler: LogHandler {
    /// Records below this level are dropped.
    public var logLevel: Logger.Level = .info
    /// Metadata attached to every record from this handler.
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let file: LogFile

    /// Creates a handler for the logger labelled `label` that writes to `file`.
    public init(label: String, file: LogFile, level: Logger.Level = .info) {
        self.label = label
        self.file = file
        self.logLevel = level
    }

    /// Reads or writes one metadata value.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Appends one formatted line to the file.
    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        file.append(
            LogLine.format(
                date: Date(), level: event.level, label: label, message: event.message, metadata: merged)
        )
    }
}

/// An open, append-only log file shared by every handler that writes to it.
public final class LogFile: Sendable {
    private let descriptor: Mutex<Int32>

    /// Opens (creating it and its directory if needed) the file at `url` for appending.
    public init(url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        descriptor = Mutex(fd)
    }

    deinit {
        descriptor.withLock { fd in _ = close(fd) }
    }

    /// Writes `line` and a newline in one `write(2)`, so lines from several threads never interleave.
    func append(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        descriptor.withLock { fd in
            bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var offset = 0
                while offset < buffer.count {
                    let written = write(fd, base + offset, buffer.count - offset)
                    if written <= 0 { return }
                    offset += written
                }
            }
        }
    }
}
