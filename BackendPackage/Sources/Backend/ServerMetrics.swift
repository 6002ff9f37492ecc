import Dispatch
import Foundation
import Metrics
import Prometheus
import Synchronization

/// The process's metrics, in Prometheus text format at `GET /metrics`.
///
/// swift-metrics is bootstrapped once per process with swift-prometheus's factory;
/// ``RequestMetricsMiddleware`` then records requests and their latency by route template, method
/// and status (never a path with ids in it, never user data), and ``PoolMetrics`` records the
/// database pool.
enum ServerMetrics {
    /// The registry `GET /metrics` prints; set up on first use.
    static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2.5),
            .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
            .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5),
        ]
        MetricsSystem.bootstrap(factory)
        return registry
    }()

    /// Makes sure metrics are recorded from now on.
    static func bootstrap() {
        _ = registry
    }

    /// The Prometheus text exposition of every metric.
    static func exposition() -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(16 * 1024)
        registry.emit(into: &buffer)
        return buffer
    }
}

/// The database pool's use: connections in use, the wait for one, statements run.
struct PoolMetrics: Sendable {
    private let inUse: Meter
    private let wait: Metrics.Timer
    private let statements: Metrics.Counter

    init(database: String) {
        ServerMetrics.bootstrap()
        let dimensions = [("database", database)]
        inUse = Meter(label: "db_pool_connections_in_use", dimensions: dimensions)
        wait = Metrics.Timer(
            label: "db_pool_wait_duration", dimensions: dimensions, preferredDisplayUnit: .seconds)
        statements = Metrics.Counter(label: "db_pool_checkouts", dimensions: dimensions)
    }

    /// When a request for a connection starts.
    func acquiring() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// A connection was handed out `since` a call to ``acquiring()``.
    func acquired(since start: UInt64) {
        wait.recordNanoseconds(Int64(DispatchTime.now().uptimeNanoseconds - start))
        inUse.increment()
        statements.increment()
    }

    /// The connection went back to the pool.
    func released() {
        inUse.decrement()
    }
}
