public import Hummingbird
import Foundation
public import Logging
import SQLKit
import WireContract

/// Builds the server: opens the database, migrates it, seeds a new one, and wires the routes.
///
/// ```swift
/// let app = try await buildApplication(configuration: .init(database: .sqlite(path: "data.sqlite")))
/// try await app.runService()  // until SIGTERM or SIGINT: stops accepting, drains, closes the database
/// ```
public func buildApplication(
    configuration: BackendConfiguration, logger: Logger? = nil
) async throws -> some ApplicationProtocol {
    var logger = logger ?? Logger(label: "landmarks-server")
    logger.logLevel = configuration.logLevel
    let database = try Database.open(configuration.database, logger: logger)
    do {
        try await Migrations.run(on: database, logger: logger)
        let repository = SQLRepository(database: database)
        if configuration.seedsDemoData {
            try await DemoData.seedIfEmpty(landmarks: repository, users: repository, logger: logger)
        }
        let catalog = try LandmarkCatalog(try await repository.allLandmarks())
        let (router, _) = buildRouter(repository: repository, catalog: catalog)
        return Application(
            router: router,
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: "landmarks-server"),
            services: [DatabaseService(database: database, logger: logger)],
            onServerRunning: { channel in await configuration.onServerRunning(channel.localAddress?.port ?? 0)
            },
            logger: logger)
    } catch {
        try? await database.shutdown()
        throw error
    }
}

/// The router for every route of the contract, and the table the OpenAPI document is made from.
func buildRouter(repository: SQLRepository, catalog: LandmarkCatalog) -> (
    Router<AppRequestContext>, [RouteDocumentation]
) {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ErrorMiddleware())
    let table = RouteTable(router: router)
    let authenticator = Authenticator(users: repository)

    table.add(
        ServiceEndpoints.health, summary: "Whether the server and its database answer", requiresToken: false
    ) {
        _, _, _ in
        _ = try await repository.sql.raw("SELECT 1 AS one").first()
        return HealthResponse(status: "ok")
    }
    table.add(
        ServiceEndpoints.login, summary: "Sign in with HTTP Basic; answers a bearer token",
        requiresToken: false
    ) {
        request, context, _ in try await authenticator.login(request, logger: context.logger)
    }
    table.add(ServiceEndpoints.logout, summary: "Revoke the bearer token", requiresToken: true) {
        request, _, _ in
        try await authenticator.logout(request)
        return EmptyResponse()
    }
    LandmarksController(landmarks: repository, catalog: catalog, authenticator: authenticator).register(
        in: table)
    ReservationsController(reservations: repository, catalog: catalog, authenticator: authenticator)
        .register(in: table)

    let documented = table.routes + [OpenAPIDocument.route]
    let yaml = OpenAPIDocument.yaml(for: documented)
    router.get(RouterPath(OpenAPIDocument.route.template)) { _, _ in
        Response(
            status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: yaml)))
    }
    return (router, documented)
}
