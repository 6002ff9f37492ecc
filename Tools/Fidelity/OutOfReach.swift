/// The documented answers no feature service can reach, each with why; the kinds that
/// ``RouteStatus/isOutOfReachOfTypedServices(takesBody:)`` names are out of reach too. Reviewed:
/// the coverage counts every other route and status of the OpenAPI document, and the check fails
/// when an answer counted out of reach is reached after all, or an entry here is no longer
/// documented.
public let answersOutOfReach: [RouteStatus: String] = [
    RouteStatus("GET", "/health", 200): "operations: load balancers ask it, no feature does",
    RouteStatus("GET", "/ready", 200): "operations: load balancers ask it, no feature does",
    RouteStatus("GET", "/metrics", 200): "operations: Prometheus scrapes it, no feature does",
    RouteStatus("GET", "/openapi.yaml", 200): "the document this coverage is read from",
    RouteStatus("POST", "/auth/login", 429):
        "too many failed sign-ins in a row: a guard against guessing, which the suite stays below",
    RouteStatus("POST", "/auth/login", 503): "password checks queued to their limit: load, not behaviour",
    RouteStatus("GET", "/events", 401):
        "the features' suites run signed in: the app signs out before a stream could be refused",
    RouteStatus("GET", "/landmarks/category/{category}", 404):
        "an unknown category: the service takes a Category, which names only known ones",
    RouteStatus("PUT", "/landmarks/{id}/favorite", 400):
        "the body is a typed Bool: the service cannot send a bad one",
    RouteStatus("POST", "/reservations/{id}/cancel", 412):
        "the service's cancel takes no version, so it sends no If-Match: a cancel wins over an edit",
]

extension RouteStatus {
    /// Whether no service can reach this answer whatever it is asked: a 400 of a route without
    /// a body (only a path parameter that is not an identifier, and the services send typed
    /// ones), a 413 (notes stop at 500 characters), a feature's 401 (its suite runs signed in;
    /// the session's suite is the one that signs out), a 503 (the database does not answer, or
    /// the server is stopping: the suites run against one that answers; `PostgresRestartTests`
    /// and `scripts/rolling-restart` check those answers).
    func isOutOfReachOfTypedServices(takesBody: Bool) -> Bool {
        switch status {
        case 400: !takesBody
        case 401: !template.hasPrefix("/auth/")
        case 413, 503: true
        default: false
        }
    }
}
