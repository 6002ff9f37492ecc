import Clocks
import Foundation
import LandmarksTestSupport
import Synchronization
import Testing
import Toolkit

@testable import LandmarksDomain

@MainActor @Suite struct LandmarkStoreTests {
    @Test func loadGoesFromIdleThroughLoadingToLoaded() async {
        let store = LandmarkStore(service: .mock(latency: .zero))
        #expect(store.state == .idle)
        let task = store.load()
        #expect(store.state == .loading)
        await task.value
        #expect(store.state == .loaded(.network))
        #expect(store.landmarks == Landmark.fixtures)
        #expect(store.landmark(id: Landmark.fixtures[3].id) == Landmark.fixtures[3])
        #expect(!store.isShowingCachedData)
    }

    @Test func aLandmarkListedTwiceIsFoundAsItsFirst() async {
        var twin = Landmark.fixtures[3]
        twin.name = "A second \(twin.name)"
        let store = LandmarkStore(service: .mock(latency: .zero, landmarks: Landmark.fixtures + [twin]))
        await store.load().value
        #expect(store.landmark(id: twin.id) == Landmark.fixtures[3])
        #expect(store.landmark(id: Landmark.fixtures[13].id) == Landmark.fixtures[13])
    }

    @Test func aFailedFirstLoadIsTheFailedState() async {
        let store = LandmarkStore(service: .failing(.server(status: 503, body: "")))
        await store.load().value
        #expect(store.state == .failed(.server(status: 503, body: "")))
        #expect(store.landmarks.isEmpty)
    }

    @Test func cacheThenFetchShowsCachedDataThenTheNetworks() async {
        let cached = Array(Landmark.fixtures.prefix(2))
        let gate = AsyncStream.makeStream(of: Void.self)
        var service = LandmarkService.unimplemented
        service.fetchLandmarks = { policy in
            AsyncThrowingStream { continuation in
                #expect(policy == .cacheThenFetch)
                continuation.yield(Fetched(cached, from: .cache))
                Task {
                    for await _ in gate.stream { break }
                    continuation.yield(Fetched(Landmark.fixtures, from: .network))
                    continuation.finish()
                }
            }
        }
        let store = LandmarkStore(service: service)
        let task = store.load(policy: .cacheThenFetch)
        while store.state != .loaded(.cache) { await Task.yield() }
        #expect(store.landmarks == cached)
        #expect(store.isShowingCachedData)
        gate.continuation.yield()
        await task.value
        #expect(store.state == .loaded(.network))
        #expect(store.landmarks.count == Landmark.fixtures.count)
    }

    @Test func aFailedRefreshKeepsTheLandmarksAndRecordsTheError() async {
        var service = LandmarkService.mock(latency: .zero)
        let calls = Mutex(0)
        let mock = service.fetchLandmarks
        service.fetchLandmarks = { policy in
            calls.withLock { count in
                count += 1; return count
            } == 1 ? mock(policy) : .single { throw AppError.timeout }
        }
        let store = LandmarkStore(service: service)
        await store.load().value
        await store.load().value
        #expect(store.landmarks == Landmark.fixtures)
        #expect(store.refreshError == .timeout)
        #expect(store.state == .loaded(.network), "what is on screen still came from the network")
    }

    @Test func aNewLoadCancelsTheOneRunning() async {
        let clock = TestClock()
        let store = LandmarkStore(service: .mock(latency: Latency(.seconds(30), clock: clock)))
        let first = store.load()
        let second = store.load()
        // The first load's wait ends with the clock never advanced, because it was cancelled; the
        // second is still waiting.
        await first.value
        #expect(store.state == .loading)
        second.cancel()
        await second.value
    }

    @Test func favoritesFlipAtOnceAndStayWhenTheServerAgrees() async throws {
        let store = LandmarkStore(service: .mock(latency: .zero))
        await store.load().value
        let id = Landmark.fixtures[1].id
        let revision = store.revision
        let task = try #require(store.toggleFavorite(id: id))
        #expect(store.landmark(id: id)?.isFavorite == true)
        #expect(store.favoriteUpdates[id] == .inProgress)
        #expect(store.toggleFavorite(id: id) == nil, "a second toggle waits for the first")
        await task.value
        #expect(store.landmark(id: id)?.isFavorite == true)
        #expect(store.favoriteUpdates[id] == .succeeded)
        #expect(store.revision == revision, "a favorite flip does not invalidate derived lists")
    }

    @Test func aRefusedFavoriteRollsBackAndRecordsTheFailure() async throws {
        var service = LandmarkService.unimplemented
        service.fetchLandmarks = { _ in .single { Fetched(Landmark.fixtures, from: .network) } }
        service.setFavorite = { _, _ in throw AppError.unauthorized }
        let store = LandmarkStore(service: service)
        await store.load().value
        let id = Landmark.fixtures[0].id
        let task = try #require(store.toggleFavorite(id: id))
        #expect(store.landmark(id: id)?.isFavorite == false)
        await task.value
        #expect(store.landmark(id: id)?.isFavorite == true)
        #expect(store.favoriteUpdates[id] == .failed(.unauthorized))
    }

    @Test func unknownLandmarksCannotBeToggled() async {
        let store = LandmarkStore(service: .mock(latency: .zero))
        await store.load().value
        #expect(store.toggleFavorite(id: UUID()) == nil)
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct LandmarkStoreStopTests {
    @Test func stoppingCancelsTheLoadSoNothingArrivesLater() async throws {
        let clock = TestClock()
        let store = LandmarkStore(service: .mock(latency: Latency(.milliseconds(50), clock: clock)))
        let load = store.load()
        store.stop()
        // The load ends with the clock never advanced: its wait was cancelled. (Were it not, this
        // would wait for ever and the time limit would fail the test.)
        await load.value
        await clock.run()
        #expect(store.landmarks.isEmpty, "the cancelled load delivered nothing")
        #expect(store.state != .loaded(.network))
    }
}
