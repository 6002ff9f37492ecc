import Foundation
import Logging
import HTTPTypes
import Hummingbird
import LandmarksApi
import Testing
import WireContract

@Suite(.timeLimit(.minutes(2))) struct LandmarkRoutesTests {
    static let turtleRock = LandmarkApiModel.demo[0].id
    static let silverSalmon = LandmarkApiModel.demo[1].id

    @Test func healthAnswersOK() async throws {
        try await withApp { api in
            let reply = try await api.send(.get, ServiceEndpoints.health.template)
            #expect(reply.status == .ok)
            #expect(try reply.decode(HealthResponse.self) == HealthResponse(status: "ok"))
        }
    }

    @Test(arguments: TestDatabase.available)
    func listsEveryDemoLandmarkInOrderWithoutFavoritesForAnonymousUsers(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let landmarks = try await api.send(.get, "/landmarks").decode([LandmarkApiModel].self)
            #expect(landmarks.map(\.id) == LandmarkApiModel.demo.map(\.id))
            #expect(landmarks.allSatisfy { !$0.isFavorite })
            #expect(landmarks[0].coordinates == LandmarkApiModel.demo[0].coordinates)
        }
    }

    @Test func oneLandmarkByIDAndTheErrorsAroundIt() async throws {
        try await withApp { api in
            let landmark = try await api.send(.get, LandmarkEndpoints.landmark(id: Self.turtleRock).path)
            #expect(try landmark.decode(LandmarkApiModel.self).name == "Turtle Rock")
            let unknown = try await api.send(.get, LandmarkEndpoints.landmark(id: UUID()).path)
            #expect(unknown.status == .notFound)
            #expect(unknown.errorCode == "not_found")
            let invalid = try await api.send(.get, "/landmarks/not-a-uuid")
            #expect(invalid.status == .badRequest)
            #expect(try invalid.decode(ErrorResponse.self).error.message == "id must be a UUID")
            #expect(try invalid.decode(ErrorResponse.self).error.field == "id")
        }
    }

    @Test func categoriesFilterAndUnknownOnesAreRejected() async throws {
        try await withApp { api in
            let lakes = try await api.send(.get, LandmarkEndpoints.landmarks(category: "lakes").path)
            #expect(try lakes.decode([LandmarkApiModel].self).count == 6)
            let unknown = try await api.send(.get, LandmarkEndpoints.landmarks(category: "volcanoes").path)
            #expect(unknown.status == .badRequest)
            #expect(unknown.text.contains("category must be one of"))
        }
    }

    @Test(arguments: TestDatabase.available)
    func favoritesBelongToTheUserWhoSetThem(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let path = LandmarkEndpoints.setFavorite(id: Self.silverSalmon, isFavorite: true).path
            #expect(try await api.send(.put, path, json: #"{"isFavorite":true}"#).status == .unauthorized)
            let ada = try await api.token("ada")
            let grace = try await api.token("grace")
            let set = try await api.send(.put, path, token: ada, json: #"{"isFavorite":true}"#)
            #expect(try set.decode(LandmarkApiModel.self).isFavorite)
            let again = try await api.send(.put, path, token: ada, json: #"{"isFavorite":true}"#)
            #expect(again.status == .ok, "setting it twice is not an error")
            func favorites(_ token: String?) async throws -> [String] {
                try await api.send(.get, "/landmarks", token: token).decode([LandmarkApiModel].self)
                    .filter(\.isFavorite).map(\.name)
            }
            #expect(try await favorites(ada) == ["Silver Salmon Creek"])
            #expect(try await favorites(grace) == [])
            #expect(try await favorites(nil) == [])
            let cleared = try await api.send(.put, path, token: ada, json: #"{"isFavorite":false}"#)
            #expect(try !cleared.decode(LandmarkApiModel.self).isFavorite)
            #expect(try await favorites(ada) == [])
            let unknown = try await api.send(
                .put, LandmarkEndpoints.setFavorite(id: UUID(), isFavorite: true).path, token: ada,
                json: #"{"isFavorite":true}"#)
            #expect(unknown.status == .notFound)
        }
    }

    @Test func aBadTokenIsRefusedEvenOnPublicReads() async throws {
        try await withApp { api in
            let reply = try await api.send(.get, "/landmarks", token: "forged")
            #expect(reply.status == .unauthorized)
        }
    }

    @Test func theLiveServerAnswersOverASocket() async throws {
        try await withApp(.sqlite) { api in
            let health = try await api.send(.get, "/health")
            #expect(health.status == .ok)
            #expect(try await api.send(.get, "/landmarks").decode([LandmarkApiModel].self).count == 14)
        }
    }
}
