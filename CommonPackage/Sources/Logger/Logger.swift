// Re-exported so that a module depending on `Logger` can name `Logger`, `Logger.Level` and
// `Logger.Metadata` without also declaring swift-log: Logger is our one logging dependency.
@_exported public import Logging

extension Logger {
    /// A logger for one area of the app, labelled `landmarks.<category>`.
    ///
    /// ```swift
    /// let logger = Logger(category: .network)
    /// logger.info("GET /landmarks", metadata: ["status": "200"])
    /// ```
    public init(category: LogCategory) {
        self.init(label: category.label)
    }

    /// A logger that drops everything; the default for libraries whose caller passes none.
    public static let disabled = Logger(label: "landmarks.disabled") { _ in SwiftLogNoOpLogHandler() }
}

extension Logger {
    /// This logger with `category` in its metadata, so one log file can be filtered by area.
    ///
    /// ```swift
    /// let networkLogger = logger.in(.network)
    /// ```
    public func `in`(_ category: LogCategory) -> Logger {
        var logger = self
        logger[metadataKey: "category"] = "\(category.rawValue)"
        return logger
    }
}
