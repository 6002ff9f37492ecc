/// The documented answers no feature service can reach, each with why; the kinds that
/// ``RouteStatus/isOutOfReachOfTypedServices(takesBody:)`` names are out of reach too. Reviewed:
/// the coverage counts every other route and status of the OpenAPI document, and the check fails
/// when an answer counted out of reach is reached after all, or an entry here is no longer
/// documented.
public let answersOutOfReach: [RouteStatus: String] = [
    RouteStatus("GET", "/health", 200): "operations: load balancers ask it, no feature does",
    RouteStatus("GET", "/metrics", 200): "operations: Prometheus scrapes it, no feature does",
    RouteStatus("GET", "/openapi.yaml", 200): "the document this coverage is read from",
    RouteStatus("POST", "/auth/login", 200): "the session signs in before the steps; no preset signs in",
    RouteStatus("POST", "/auth/login", 401):
        "a bad password: the sign-in screen is live only; no preset signs in",
    RouteStatus("POST", "/auth/login", 429): "too many failed sign-ins: no preset signs in",
    RouteStatus("POST", "/auth/login", 503): "password checks queued to their limit: load, not behaviour",
    RouteStatus("POST", "/auth/logout", 200): "signing out is the session's, not a feature service's",
    RouteStatus("POST", "/auth/logout", 401): "signing out is the session's, not a feature service's",
    RouteStatus("GET", "/events", 401): "signed out: no preset is signed out (the session ends first)",
    RouteStatus("GET", "/landmarks/category/{category}", 404):
        "an unknown category: the service takes a Category, which names only known ones",
    RouteStatus("PUT", "/landmarks/{id}/favorite", 400):
        "the body is a typed Bool: the service cannot send a bad one",
    RouteStatus("POST", "/reservations/{id}/cancel", 412):
        "the service's cancel takes no version, so it sends no If-Match: a cancel wins over an edit",
]

extension RouteStatus {
    /// Whether no feature service can reach this answer whatever it is asked: a 400 of a route
    /// without a body (only a path parameter that is not an identifier, and the services send
    /// typed ones), a 413 (notes stop at 500 characters), a 401 (no preset is signed out).
    func isOutOfReachOfTypedServices(takesBody: Bool) -> Bool {
        switch status {
        case 400: !takesBody
        case 401, 413: true
        default: false
        }
    }
}
