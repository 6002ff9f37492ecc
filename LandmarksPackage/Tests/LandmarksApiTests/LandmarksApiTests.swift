import Foundation
import LandmarksApi
import Testing
import WireContract

@Suite struct LandmarksApiTests {
    static let id = UUID(uuidString: "00000000-0000-4000-8000-000000000001")!

    @Test func landmarkJSONUsesTheContractKeys() throws {
        let model = LandmarkApiModel(
            id: Self.id, name: "Turtle Rock", category: "mountains", park: "Joshua Tree",
            city: "Twentynine Palms",
            state: "California", country: "United States", description: "Rocks.", imageName: "turtlerock",
            isFeatured: true, isFavorite: false,
            coordinates: CoordinatesApiModel(latitude: 34.01, longitude: -116.17))
        let json = try #require(
            JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(model)) as? [String: Any])
        #expect(
            Set(json.keys) == [
                "id", "name", "category", "park", "city", "state", "country", "description", "imageName",
                "isFeatured",
                "isFavorite", "coordinates",
            ])
        #expect(json["id"] as? String == Self.id.uuidString)
        #expect(
            try JSONCoding.decoder().decode(LandmarkApiModel.self, from: JSONCoding.encoder().encode(model))
                == model)
    }

    @Test func endpointsFollowTheBackendContract() {
        #expect(LandmarkEndpoints.landmarks().path == "/landmarks")
        #expect(LandmarkEndpoints.landmark(id: Self.id).path == "/landmarks/\(Self.id.uuidString)")
        #expect(LandmarkEndpoints.landmarks(category: "lakes").path == "/landmarks/category/lakes")
        let favorite = LandmarkEndpoints.setFavorite(id: Self.id, isFavorite: true)
        #expect(favorite.method == .put)
        #expect(favorite.path == "/landmarks/\(Self.id.uuidString)/favorite")
        #expect(favorite.body == FavoriteRequest(isFavorite: true))
    }

    @Test func theRouteTableListsEveryRouteOnce() {
        let routes = LandmarkEndpoints.routes.map { "\($0.method.rawValue) \($0.template)" }
        #expect(
            routes == [
                "GET /landmarks", "GET /landmarks/{id}", "GET /landmarks/category/{category}",
                "PUT /landmarks/{id}/favorite",
            ])
    }
}
