import Dispatch
import Hummingbird
import Metrics
import Synchronization

/// Counts every request by route template, method and status, and times it: the metrics
/// Hummingbird's `MetricsMiddleware` records, under the same names and labels, at a fraction of
/// the cost per request.
///
/// Hummingbird's middleware finds each request's metrics in two dictionaries behind locks shared
/// by every event loop, and records after the body is written through a closure it allocates per
/// request; on the 2-core machine that cost about a quarter of a read's throughput. Here the
/// metrics of every route's success are made once, when the routes are known, and read from a
/// dictionary that never changes; only other statuses (a 404, a 401) take the lock.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: RequestMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let start = DispatchTime.now().uptimeNanoseconds
        let active = metrics.active(request.method)
        active.increment()
        defer { active.decrement() }
        do {
            let response = try await next(request, context)
            metrics.endpoint(context.endpointPath ?? "Unknown", request.method, response.status)
                .record(since: start)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            let endpoint = metrics.endpoint(context.endpointPath ?? "NotFound", request.method, status)
            endpoint.record(since: start)
            endpoint.errors.increment()
            throw error
        }
    }
}

/// The metrics ``RequestMetricsMiddleware`` records into.
final class RequestMetrics: Sendable {
    /// One route's answers with one status.
    struct Endpoint: Sendable {
        let requests: Counter
        let duration: Metrics.Timer
        let errors: Counter

        init(_ key: Key) {
            let dimensions = [
                ("http.route", key.route), ("http.request.method", key.method.rawValue),
                ("http.response.status_code", key.status.code.description),
            ]
            requests = Counter(label: "hb.requests", dimensions: dimensions)
            duration = Metrics.Timer(
                label: "http.server.request.duration", dimensions: dimensions, preferredDisplayUnit: .seconds)
            errors = Counter(
                label: "hb.request.errors",
                dimensions: [
                    ("http.route", key.route), ("http.request.method", key.method.rawValue),
                    ("error.type", key.status.code.description),
                ])
        }

        func record(since start: UInt64) {
            requests.increment()
            duration.recordNanoseconds(Int64(DispatchTime.now().uptimeNanoseconds &- start))
        }
    }

    struct Key: Hashable, Sendable {
        var route: String
        var method: HTTPRequest.Method
        var status: HTTPResponse.Status
    }

    /// The success of every route, made up front; never changed, so read without a lock.
    private let successes: [Key: Endpoint]
    /// Requests in flight by method, made up front for the methods the routes take.
    private let activeByMethod: [HTTPRequest.Method: Meter]
    /// Everything else, made on first use.
    private let others = Mutex<(endpoints: [Key: Endpoint], active: [HTTPRequest.Method: Meter])>(([:], [:]))

    /// The metrics of `routes`, each answering `200 OK` when it succeeds.
    init(routes: [(template: String, method: HTTPRequest.Method)]) {
        ServerMetrics.bootstrap()
        var successes: [Key: Endpoint] = [:]
        var active: [HTTPRequest.Method: Meter] = [:]
        for route in routes {
            let key = Key(route: route.template, method: route.method, status: .ok)
            successes[key] = Endpoint(key)
            active[route.method] = Self.activeMeter(route.method)
        }
        self.successes = successes
        self.activeByMethod = active
    }

    func endpoint(_ route: String, _ method: HTTPRequest.Method, _ status: HTTPResponse.Status) -> Endpoint {
        let key = Key(route: route, method: method, status: status)
        if let endpoint = successes[key] { return endpoint }
        return others.withLock { others in
            if let endpoint = others.endpoints[key] { return endpoint }
            let endpoint = Endpoint(key)
            others.endpoints[key] = endpoint
            return endpoint
        }
    }

    func active(_ method: HTTPRequest.Method) -> Meter {
        if let meter = activeByMethod[method] { return meter }
        return others.withLock { others in
            if let meter = others.active[method] { return meter }
            let meter = Self.activeMeter(method)
            others.active[method] = meter
            return meter
        }
    }

    private static func activeMeter(_ method: HTTPRequest.Method) -> Meter {
        Meter(label: "http.server.active_requests", dimensions: [("http.request.method", method.rawValue)])
    }
}
