public import Hummingbird
public import Logging
import ServiceLifecycle
import UnixSignals

/// Runs `app` until SIGTERM or SIGINT, then drains within a bound:
///
/// 1. ``BackendConfiguration/readiness`` drains at once: `GET /ready` answers 503, so a load
///    balancer that asks it sends nothing new, and every open `GET /events` stream ends (its
///    client resumes with `Last-Event-ID` on another instance);
/// 2. the server stops accepting connections and finishes the requests in flight;
/// 3. past ``BackendConfiguration/drainTimeout``, what is still in flight is cancelled, and the
///    database closes.
///
/// ```swift
/// let app = try await buildApplication(configuration: configuration)
/// try await serveUntilStopped(app, configuration: configuration, logger: logger)
/// ```
public func serveUntilStopped(
    _ app: some ApplicationProtocol, configuration: BackendConfiguration, logger: Logger
) async throws {
    try await drainingServiceGroup(
        app, configuration: configuration, signals: [.sigterm, .sigint], logger: logger
    ).run()
}

/// The services ``serveUntilStopped(_:configuration:logger:)`` runs, stopped gracefully by one of
/// `signals` or by `triggerGracefulShutdown()` (a test).
func drainingServiceGroup(
    _ app: some ApplicationProtocol, configuration: BackendConfiguration, signals: [UnixSignal],
    logger: Logger
) -> ServiceGroup {
    // A group shuts its services down last first: the readiness before the server.
    var group = ServiceGroupConfiguration(
        services: [
            .init(service: app),
            .init(
                service: DrainOnShutdown(readiness: configuration.readiness, logger: logger),
                successTerminationBehavior: .ignore),
        ],
        gracefulShutdownSignals: signals, logger: logger)
    group.maximumGracefulShutdownDuration = configuration.drainTimeout
    group.maximumCancellationDuration = .seconds(1)
    return ServiceGroup(configuration: group)
}

/// Drains the readiness when the graceful shutdown begins.
private struct DrainOnShutdown: Service {
    let readiness: Readiness
    let logger: Logger

    func run() async throws {
        try? await gracefulShutdown()
        logger.info("draining: GET /ready answers 503 and event streams end")
        readiness.drain()
    }
}
