import AppComposition
import LandmarksDomain
import LandmarksFeature
import LaunchSupport
import ReservationsDomain
import ReservationsFeature
import Testing
import Toolkit

@Suite struct ServiceEnvironmentTests {
    @Test func theAppOffersEveryFeaturesPresetsButLiveUnderTheSameNames() {
        let app = AppPresets.catalog(features: AppFeatures()).map(\.name)
        #expect(app == PresetName.standard.filter { $0 != .live })
        for name in app { #expect(ServiceEnvironment.preset(name) != nil, "\(name)") }
        #expect(ServiceEnvironment.preset(.live) == nil)
        #expect(ServiceEnvironment.preset(PresetName(rawValue: "nope")) == nil)
    }

    @Test func emptyIsTheSameEmptyServerAsInTheHarnesses() async throws {
        let environment = try #require(ServiceEnvironment.preset(.empty))
        #expect(try await environment[ReservationsDescriptor.self].landmarkChoices().isEmpty)
        var landmarks: [[Landmark]] = []
        for try await delivery in environment[LandmarksDescriptor.self].fetchLandmarks(.networkOnly) {
            landmarks.append(delivery.value)
        }
        #expect(landmarks == [[]])
    }
}
