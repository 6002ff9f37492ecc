import Foundation
public import Toolkit

/// A documented answer: a route (method and path template) and a status.
public struct RouteStatus: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `GET`, `POST`, …
    public var method: String
    /// The path template: `/reservations/{id}/cancel`.
    public var template: String
    /// The HTTP status the route answered with.
    public var status: Int

    /// An answer.
    public init(_ method: String, _ template: String, _ status: Int) {
        self.method = method
        self.template = template
        self.status = status
    }

    /// `POST /reservations/{id}/cancel → 409`.
    public var description: String { "\(method) \(template) → \(status)" }

    /// By path, then method, then status: the order a report lists them in.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.template, lhs.method, lhs.status) < (rhs.template, rhs.method, rhs.status)
    }
}

/// Every route and status the server's OpenAPI document lists, read from the document it serves.
public enum OpenAPIRoutes {
    /// One operation of the document: a method on a path, the statuses it answers, and whether
    /// it takes a request body.
    public struct Operation: Sendable, Hashable {
        /// `GET`, `POST`, …
        public var method: String
        /// The route's path with its parameters as `{name}`: `/landmarks/{id}`.
        public var template: String
        /// Every status under its `responses:`.
        public var statuses: [Int] = []
        /// Whether it has a `requestBody:`.
        public var takesBody = false
    }

    /// The operations of `yaml`: each path under `paths:`, each method under it, with its
    /// `requestBody:` and the statuses of its `responses:`. The document is the server's own (see
    /// the Backend's `OpenAPIDocument`), two spaces a level; this reads that shape, not any YAML.
    public static func operations(in yaml: String) -> [Operation] {
        var operations: [Operation] = []
        var path: String?
        var inPaths = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: true) {
            let indent = line.prefix(while: { $0 == " " }).count
            let text = line.trimmingCharacters(in: .whitespaces)
            if indent == 0 {
                inPaths = text == "paths:"
                continue
            }
            guard inPaths else { continue }
            if indent == 2, text.hasSuffix(":") {
                path = String(text.dropLast())
            } else if indent == 4, text.hasSuffix(":"), let path {
                operations.append(Operation(method: String(text.dropLast()).uppercased(), template: path))
            } else if indent == 6, text == "requestBody:", !operations.isEmpty {
                operations[operations.count - 1].takesBody = true
            } else if indent == 8, text.hasPrefix("'"), !operations.isEmpty,
                let status = Int(text.dropFirst().prefix(3))
            {
                operations[operations.count - 1].statuses.append(status)
            }
        }
        return operations
    }

    /// The template of `path` among `templates`: `/reservations/1234/cancel` is
    /// `/reservations/{id}/cancel`.
    public static func template(of path: String, among templates: Set<String>) -> String? {
        let parts = path.split(separator: "/")
        return templates.first { template in
            let pattern = template.split(separator: "/")
            return pattern.count == parts.count
                && zip(pattern, parts).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }
    }
}

/// Writes down the method, path and status of every exchange a client makes, for the coverage.
public actor RouteLog {
    private var seen: [(method: String, path: String, status: Int)] = []

    /// An empty log.
    public init() {}

    fileprivate func record(_ method: String, _ path: String, _ status: Int) {
        seen.append((method, path, status))
    }

    /// What was recorded since the last call, emptied.
    public func take() -> [(method: String, path: String, status: Int)] {
        defer { seen = [] }
        return seen
    }

    /// The interceptor that records into this log; put it innermost, so it sees each attempt.
    public nonisolated var interceptor: any NetworkInterceptor { Recorder(log: self) }

    private struct Recorder: NetworkInterceptor {
        let log: RouteLog

        func intercept(_ outcome: NetworkOutcome, of exchange: NetworkExchange) async -> NetworkOutcome {
            if case let .success(response) = outcome {
                await log.record(exchange.request.method.rawValue, exchange.request.url.path, response.status)
            }
            return outcome
        }
    }
}
