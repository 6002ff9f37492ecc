/// The areas of the app that log, so a log file can be filtered by where a line came from.
public enum LogCategory: String, Sendable, CaseIterable {
    /// HTTP requests and responses.
    case network
    /// Memory and disk caches.
    case cache
    /// Stores and services: loads, mutations, rejected records.
    case store
    /// Terminal UI: screens, keys, rendering.
    case ui

    /// The swift-log label for this category.
    public var label: String { "landmarks.\(rawValue)" }
}
