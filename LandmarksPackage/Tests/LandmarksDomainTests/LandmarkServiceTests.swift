import Clocks
import Foundation
import Synchronization
import Testing
import Toolkit

@testable import LandmarksDomain

@Suite struct LandmarkServiceTests {
    static func collect(_ stream: AsyncThrowingStream<Fetched<[Landmark]>, any Error>) async throws
        -> [Fetched<[Landmark]>]
    {
        var deliveries: [Fetched<[Landmark]>] = []
        for try await delivery in stream { deliveries.append(delivery) }
        return deliveries
    }

    @Test(.timeLimit(.minutes(1))) func mockDeliversTheFixturesOnceFromTheNetworkAfterItsLatency()
        async throws
    {
        let clock = TestClock()
        let start = clock.now
        let service = LandmarkService.mock(latency: Latency(.milliseconds(50), clock: clock))
        let deliveredAt = Mutex<Duration?>(nil)
        let fetch = Task {
            let deliveries = try await Self.collect(service.fetchLandmarks(.cacheThenFetch))
            deliveredAt.withLock { $0 = start.duration(to: clock.now) }
            return deliveries
        }
        while deliveredAt.withLock({ $0 }) == nil { await clock.advance(by: .milliseconds(1)) }
        #expect(try #require(deliveredAt.withLock { $0 }) >= .milliseconds(50), "not before the latency")
        #expect(try await fetch.value == [Fetched(Landmark.fixtures, from: .network)])
    }

    @Test func mockRemembersFavoritesAndAnswersLookups() async throws {
        let service = LandmarkService.mock(latency: .zero)
        let landmark = Landmark.fixtures[1]
        let updated = try await service.setFavorite(landmark.id, !landmark.isFavorite)
        #expect(updated.isFavorite == !landmark.isFavorite)
        #expect(try await service.fetchLandmark(landmark.id).isFavorite == !landmark.isFavorite)
        #expect(try await service.fetchCategory(.canyons).map(\.name) == ["Grand Canyon Village"])
        await #expect(throws: AppError.notFound) { try await service.fetchLandmark(UUID()) }
    }

    @Test func thePresetsAreTheServicesOfTheirName() async throws {
        let presets = LandmarkService.presets
        #expect(presets.names == PresetName.standard)
        let generated = try #require(
            presets.services(.mock, tuning: PresetTuning(latency: .zero, itemCount: 7)))
        #expect(try await Self.collect(generated.fetchLandmarks(.networkOnly)).first?.value.count == 7)
        let empty = try #require(presets.services(.empty))
        #expect(try await Self.collect(empty.fetchLandmarks(.networkOnly)) == [Fetched([], from: .network)])
        let failing = try #require(presets.services(.error))
        await #expect(throws: PresetDefaults.unreachable) { try await failing.fetchLandmark(UUID()) }
        let offline = try #require(presets.services(.offline))
        #expect(try await Self.collect(offline.fetchLandmarks(.cacheOnly)).first?.value == Landmark.fixtures)
    }

    @Test func emptyHasNothing() async throws {
        #expect(
            try await Self.collect(LandmarkService.empty.fetchLandmarks(.networkOnly)) == [
                Fetched([], from: .network)
            ])
        await #expect(throws: AppError.notFound) { try await LandmarkService.empty.setFavorite(UUID(), true) }
    }

    @Test func failingFailsEveryCallWithItsError() async {
        let service = LandmarkService.failing(.timeout)
        await #expect(throws: AppError.timeout) {
            try await Self.collect(service.fetchLandmarks(.cacheElseFetch))
        }
        await #expect(throws: AppError.timeout) { try await service.fetchLandmark(UUID()) }
        await #expect(throws: AppError.timeout) { try await service.fetchCategory(.lakes) }
        await #expect(throws: AppError.timeout) { try await service.setFavorite(UUID(), true) }
    }
}
