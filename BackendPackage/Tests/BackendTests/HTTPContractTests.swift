import Foundation
import HTTPTypes
import Hummingbird
import LandmarksApi
import Logging
import Testing
import WireContract

@testable import Backend

/// Exact HTTP: 405 with `Allow`, 401 before anything else on every route that needs a token, and
/// metrics labelled by route template, never by what is in a path.
@Suite(.timeLimit(.minutes(2))) struct HTTPContractTests {
    /// Every documented route, from the router's own table.
    static func documentedRoutes() async throws -> [RouteDocumentation] {
        guard let (location, cleanup) = try await TestDatabase.sqlite.makeLocation() else { return [] }
        let database = try Database.open(location, logger: .init(label: "routes"))
        try await Migrations.run(on: database, logger: .init(label: "routes"))
        let (_, documented) = buildRouter(
            repository: SQLRepository(database: database), catalog: try LandmarkCatalog([]),
            configuration: BackendConfiguration(database: location), exclusive: true)
        try await database.shutdown()
        await cleanup()
        return documented
    }

    /// A concrete path for a template: a real landmark id, a real category.
    static func path(_ template: String) -> String {
        template.replacingOccurrences(of: "{id}", with: LandmarkApiModel.demo[0].id.uuidString)
            .replacingOccurrences(of: "{category}", with: LandmarkApiModel.categories[0])
    }

    @Test func aMethodAPathDoesNotAnswerIs405WithAllowInTheJSONErrorForm() async throws {
        let documented = try await Self.documentedRoutes()
        try await withApp { api in
            for (template, routes) in Dictionary(grouping: documented, by: \.template) {
                let allowed = WireContract.HTTPMethod.allCases.filter { method in
                    routes.contains { $0.method == method }
                }
                let others = WireContract.HTTPMethod.allCases.filter { !allowed.contains($0) }.map(
                    RouteTable.method)
                for method in others + [.head, .options, .trace, HTTPRequest.Method("QUERY")!] {
                    let reply = try await api.send(method, Self.path(template))
                    #expect(reply.status == .methodNotAllowed, "\(method) \(template)")
                    #expect(reply.headers[.allow] == allowed.map(\.rawValue).joined(separator: ", "))
                    // An answer to HEAD has no body on the wire, so no error form either.
                    #expect(reply.errorCode == (method == .head ? nil : "method_not_allowed"))
                }
            }
        }
    }

    @Test func everyRouteDocumentedAsNeedingATokenAnswers401WithoutOneWhateverItsBody() async throws {
        let documented = try await Self.documentedRoutes().filter(\.requiresToken)
        #expect(documented.count == 9, "logout, events, favorite, and the six reservation routes")
        try await withApp { api in
            for route in documented {
                for token in [nil, "not-a-token"] {
                    let reply = try await api.send(
                        RouteTable.method(route.method), Self.path(route.template), token: token, json: "{bad"
                    )
                    #expect(
                        reply.status == .unauthorized,
                        "\(route.method) \(route.template) token: \(token ?? "none")")
                    #expect(reply.errorCode == "unauthorized")
                }
            }
        }
    }

    @Test func metricsCountRequestsByRouteTemplateWithoutIdsOrNames() async throws {
        try await withApp { api in
            let token = try await api.token("grace")
            let id = LandmarkApiModel.demo[0].id.uuidString
            #expect(try await api.send(.get, "/landmarks/\(id)", token: token).status == .ok)
            #expect(try await api.send(.delete, "/landmarks").status == .methodNotAllowed)
            let metrics = try await api.send(.get, "/metrics")
            #expect(metrics.status == .ok)
            #expect(metrics.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = metrics.text
            #expect(
                text.contains(
                    #"hb_requests{http_route="/landmarks/{id}",http_request_method="GET",http_response_status_code="200"}"#
                ))
            #expect(
                text.contains(
                    #"hb_requests{http_route="/landmarks",http_request_method="DELETE",http_response_status_code="405"}"#
                ))
            #expect(text.contains("http_server_request_duration_bucket{"))
            #expect(text.contains(#"db_pool_connections_in_use{database="sqlite"}"#))
            #expect(text.contains("db_pool_wait_duration_bucket{"))
            #expect(!text.contains(id))
            #expect(!text.contains("grace"))
            #expect(!text.contains(token))
        }
    }
}
