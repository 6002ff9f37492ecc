public import Hummingbird
import Foundation
public import Logging
import SQLKit
import WireContract

/// Builds the server: opens the database, migrates it, seeds a new one, and wires the routes.
///
/// ```swift
/// let configuration = BackendConfiguration(database: .sqlite(path: "data.sqlite"))
/// let app = try await buildApplication(configuration: configuration)
/// // Until SIGTERM or SIGINT: stops saying ready, ends event streams, stops accepting, drains
/// // within configuration.drainTimeout, closes the database.
/// try await serveUntilStopped(app, configuration: configuration, logger: logger)
/// ```
public func buildApplication(
    configuration: BackendConfiguration, logger: Logger? = nil
) async throws -> some ApplicationProtocol {
    var logger = logger ?? Logger(label: "landmarks-server")
    logger.logLevel = configuration.logLevel
    ServerMetrics.bootstrap()
    try await ListenCheck.check(host: configuration.host, port: configuration.port)
    let database = try Database.open(configuration.database, drivers: configuration.drivers, logger: logger)
    do {
        try await Migrations.run(
            on: database, seeding: configuration.seedsDemoData ? configuration.seed : nil, logger: logger)
        let repository = SQLRepository(database: database)
        let catalog = try LandmarkCatalog(try await repository.allLandmarks())
        let (router, _) = buildRouter(
            repository: repository, catalog: catalog, configuration: configuration,
            exclusive: database.isExclusive)
        return Application(
            router: router,
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: "landmarks-server"),
            services: [
                DatabaseService(database: database, logger: logger),
                EventListener(
                    database: database, hub: repository.hub, fence: repository.fence, logger: logger),
            ],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                if let address = configuration.reachableAddress(port: port) { database.announce(address) }
                await configuration.onServerRunning(port)
            },
            logger: logger)
    } catch {
        try? await database.shutdown()
        throw error
    }
}

/// The router for every route of the contract, and the table the OpenAPI document is made from.
/// `exclusive`: this process is the database's only user, so favorites may be cached.
func buildRouter(
    repository: SQLRepository, catalog: LandmarkCatalog, configuration: BackendConfiguration, exclusive: Bool
) -> (Router<AppRequestContext>, [RouteDocumentation]) {
    let router = Router(context: AppRequestContext.self)
    let events = repository.events
    let authenticator = Authenticator(users: repository, configuration: configuration) { hash in
        try await events.revoked(tokenHash: hash)
    }
    let table = RouteTable(
        router: router, authenticator: authenticator,
        databaseIsUnavailable: repository.database.isUnavailable,
        deadline: RequestDeadline(limit: configuration.requestDeadline))

    // Liveness and readiness apart: a database that does not answer is no reason to restart the
    // process, only to send its requests elsewhere.
    table.add(ServiceEndpoints.health, operation: "health", summary: "Whether the process is up (liveness)") {
        _, _, _ in HealthResponse(status: "ok")
    }
    let readiness = configuration.readiness
    table.add(
        ServiceEndpoints.ready, operation: "ready",
        summary:
            "Whether to send this instance requests (readiness): its database answers and it is not stopping; 503 otherwise"
    ) {
        _, _, _ in
        guard !readiness.isDraining else { throw APIError.stopping }
        do {
            _ = try await repository.sql.raw("SELECT 1 AS one").first()
        } catch {
            throw APIError.databaseUnavailable
        }
        return HealthResponse(status: "ready")
    }
    table.add(
        ServiceEndpoints.login, operation: "signIn",
        summary: "Sign in with HTTP Basic; answers a bearer token"
    ) {
        request, context, _ in try await authenticator.login(request, context: context)
    }
    table.addSignedIn(ServiceEndpoints.logout, operation: "signOut", summary: "Revoke the bearer token") {
        request, _, _, _ in
        try await authenticator.logout(request)
        return EmptyResponse()
    }
    // Favorites and reservations are kept in memory. A process that is its database's only user
    // sees every write; one of several instances passes the write fence before reading them.
    let fence = exclusive ? nil : repository.fence
    let landmarks = FavoritesCache(base: repository, fence: fence)
    let reservations = ReservationsCache(base: repository, fence: fence)
    repository.hub.onChange { userID in
        landmarks.forget(userID)
        reservations.forget(userID)
    }
    let parts = BackendParts(
        sql: repository.sql, favorites: landmarks, reservations: reservations, catalog: catalog,
        clock: configuration.clock)
    for feature in FeatureBackends.all { feature.init(parts).register(in: table) }
    EventsController(
        log: events, clock: configuration.clock, keepAlive: configuration.eventKeepAlive,
        lifetime: configuration.eventStreamLifetime, readiness: readiness
    ).register(in: table)

    table.addDocument(
        RouteDocumentation(
            method: .get, template: "/metrics", operationID: "metrics",
            summary: "Prometheus metrics: requests, latency, database pool", access: .anyone,
            requestType: nil,
            responseType: "String", contentType: "text/plain")
    ) {
        Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: ServerMetrics.exposition())))
    }
    // The document describes every route, itself included.
    let documented = table.routes + [OpenAPIDocument.route]
    let yaml = ByteBuffer(string: OpenAPIDocument.yaml(for: documented))
    table.addDocument(OpenAPIDocument.route) {
        Response(
            status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
            body: ResponseBody(byteBuffer: yaml))
    }
    table.finish()
    return (router, documented)
}
