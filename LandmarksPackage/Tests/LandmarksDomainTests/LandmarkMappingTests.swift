import Foundation
import LandmarksApi
import Logger
import LoggerTestSupport
import Testing
import Toolkit

@testable import LandmarksDomain

@Suite struct LandmarkMappingTests {
    static func record(
        name: String = "Twin Lake", category: String = "lakes", latitude: Double = 44.79,
        longitude: Double = -71.11
    ) -> LandmarkApiModel {
        LandmarkApiModel(
            id: UUID(), name: name, category: category, park: "Umbagog", city: "Errol",
            state: "New Hampshire",
            country: "United States", description: "Quiet.", imageName: "twinlake", isFeatured: false,
            isFavorite: true, coordinates: CoordinatesApiModel(latitude: latitude, longitude: longitude))
    }

    @Test func validRecordsMapFieldForField() throws {
        let record = Self.record(name: "  Twin Lake ", category: "LAKES")
        let landmark = try record.domainModel()
        #expect(landmark.id == record.id)
        #expect(landmark.name == "Twin Lake")
        #expect(landmark.category == .lakes)
        #expect(landmark.location == "Errol, New Hampshire, United States")
        #expect(landmark.isFavorite)
        #expect(landmark.coordinates.formatted == "44.7900° N, 71.1100° W")
        #expect(landmark.apiModel.category == "lakes")
    }

    @Test(arguments: [
        (record(name: "   "), LandmarkValidationError.blankName),
        (record(category: "volcanoes"), .unknownCategory("volcanoes")),
        (record(latitude: 91), .coordinatesOutOfRange(latitude: 91, longitude: -71.11)),
        (record(longitude: -180.5), .coordinatesOutOfRange(latitude: 44.79, longitude: -180.5)),
    ])
    func invalidRecordsAreRejectedWithTheirReason(record: LandmarkApiModel, reason: LandmarkValidationError) {
        #expect(throws: reason) { try record.domainModel() }
    }

    @Test func notANumberIsOutOfRange() {
        #expect(throws: LandmarkValidationError.self) { try Self.record(latitude: .nan).domainModel() }
    }

    @Test func invalidRecordsAreDroppedAndEachIsLogged() {
        let recorder = LogRecorder()
        let bad = [Self.record(name: ""), Self.record(category: "caves")]
        let good = [Self.record(name: "A"), Self.record(name: "B")]
        let landmarks = [good[0], bad[0], good[1], bad[1]].domainModels(logger: recorder.logger())
        #expect(landmarks.map(\.name) == ["A", "B"])
        #expect(recorder.entries.count == 2)
        #expect(recorder.entries.allSatisfy { $0.level == .warning })
        #expect(recorder.entries.map { $0.metadata["id"] } == bad.map { "\($0.id)" })
        #expect(recorder.entries[1].metadata["reason"] == "unknown category 'caves'")
    }
}
