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
