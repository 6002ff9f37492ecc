import Foundation
import Testing
import Toolkit

@testable import LandmarksDomain

/// Favorites starred on another device, as the store follows them.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LandmarkStoreLiveTests {
    @Test func aFavoriteFromElsewhereIsAppliedInPlaceUnlessThisDeviceIsSavingIt() async throws {
        var service = LandmarkService.mock(latency: .zero)
        let (changes, continuation) = AsyncStream.makeStream(of: LiveUpdate<FavoriteChange>.self)
        service.changes = { changes }
        let gate = AsyncStream.makeStream(of: Void.self)
        let mock = service.setFavorite
        service.setFavorite = { id, flag in
            for await _ in gate.stream { break }
            return try await mock(id, flag)
        }
        let store = LandmarkStore(service: service)
        await store.load().value
        let (first, second) = (store.landmarks[0], store.landmarks[1])
        let revision = store.revision

        continuation.yield(.change(FavoriteChange(landmarkId: first.id, isFavorite: !first.isFavorite)))
        try await until { store.landmark(id: first.id)?.isFavorite == !first.isFavorite }
        #expect(store.revision == revision, "a favorite flip is not a content change")

        let saving = store.toggleFavorite(id: second.id)
        continuation.yield(.change(FavoriteChange(landmarkId: second.id, isFavorite: second.isFavorite)))
        try await Task.sleep(for: .milliseconds(50))
        #expect(store.landmark(id: second.id)?.isFavorite == !second.isFavorite, "this device's save wins")
        gate.continuation.yield()
        await saving?.value
        #expect(store.landmark(id: second.id)?.isFavorite == !second.isFavorite)
    }

    private func until(_ condition: @MainActor () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(2)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("the condition did not hold within 2 s")
                return
            }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}
