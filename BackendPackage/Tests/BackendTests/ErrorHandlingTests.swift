import Foundation
import Logging
import HTTPTypes
import Hummingbird
import Testing
import WireContract

@testable import Backend

@Suite(.timeLimit(.minutes(2))) struct ErrorHandlingTests {
    @Test(arguments: [
        ("{", "not JSON"),
        (
            #"{"landmarkId":"x","date":"2031-01-01T00:00:00Z","partySize":1,"notes":""}"#,
            "invalid value for field landmarkId"
        ),
        (#"{"date":"2031-01-01T00:00:00Z","partySize":1,"notes":""}"#, "missing field landmarkId"),
        (
            #"{"landmarkId":"00000000-0000-4000-8000-000000000001","date":"2031-01-01T00:00:00Z","partySize":"two","notes":""}"#,
            "wrong type for field partySize"
        ),
    ])
    func malformedBodiesAre400sThatSayWhatIsWrong(json: String, detail: String) async throws {
        try await withApp { api in
            let reply = try await api.send(
                .post, "/reservations", token: try await api.token("ada"), json: json)
            #expect(reply.status == .badRequest)
            let error = try reply.decode(ErrorResponse.self).error
            #expect(error.code == "malformed_json")
            #expect(error.message.hasSuffix(detail))
        }
    }

    @Test func bodiesOverOneMebibyteAre413() async throws {
        try await withApp { api in
            let big = #"{"notes":""# + String(repeating: "a", count: 1 << 20) + #""}"#
            let reply = try await api.send(
                .post, "/reservations", token: try await api.token("ada"), json: big)
            #expect(reply.status == .contentTooLarge)
            #expect(reply.errorCode == "payload_too_large")
        }
    }

    @Test func unknownRoutesAnswerJSON404s() async throws {
        try await withApp { api in
            let reply = try await api.send(.get, "/nowhere")
            #expect(reply.status == .notFound)
            #expect(reply.errorCode == "not_found")
            #expect(reply.headers[.contentType]?.hasPrefix("application/json") == true)
        }
    }

    @Test func theOpenAPIDocumentListsExactlyTheRoutesTheRouterHas() async throws {
        guard let (location, cleanup) = try await TestDatabase.sqlite.makeLocation() else { return }
        defer { Task { await cleanup() } }
        let database = try Database.open(location, logger: .init(label: "openapi"))
        try await Migrations.run(on: database, logger: .init(label: "openapi"))
        let (router, documented) = buildRouter(
            repository: SQLRepository(database: database), catalog: try LandmarkCatalog([]),
            configuration: BackendConfiguration(database: location), exclusive: true)
        let inDocument = Set(documented.map { "\($0.method.rawValue) \($0.template)" })
        let contract = ServiceEndpoints.routes + FeatureBackends.all.flatMap { $0.routes }
        let served = [("GET", "/metrics"), ("GET", OpenAPIDocument.route.template)]
        #expect(
            inDocument
                == Set(contract.map { "\($0.method.rawValue) \($0.template)" } + served.map { "\($0) \($1)" }),
            "every route of the contract, each feature's as its Api module lists them, the metrics and the document"
        )
        #expect(inDocument.count == documented.count, "each once")
        let routed = Set(router.routes.map { "\($0.method.rawValue) \($0.path)" })
        #expect(routed == inDocument)
        let yaml = OpenAPIDocument.yaml(for: documented)
        for route in documented {
            #expect(
                yaml.contains("  \(route.template):\n") || yaml.contains("  \(route.template):"),
                "\(route.template)")
        }
        #expect(yaml.hasPrefix("openapi: 3.1.0\n"))
        try await database.shutdown()
    }

    @Test func theDocumentIsServed() async throws {
        try await withApp { api in
            let reply = try await api.send(.get, "/openapi.yaml")
            #expect(reply.status == .ok)
            #expect(reply.text.contains("/reservations/{id}/cancel:"))
        }
    }
}
