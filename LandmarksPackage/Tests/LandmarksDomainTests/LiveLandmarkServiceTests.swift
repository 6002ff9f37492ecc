import Foundation
import LandmarksApi
import Logger
import LoggerTestSupport
import Synchronization
import Testing
import Toolkit

@testable import LandmarksDomain

/// `LandmarkService.live` over a fake transport that plays the backend, and a real disk cache.
@Suite struct LiveLandmarkServiceTests {
    static let base = URL(string: "http://landmarks.test")!

    /// A scripted backend: the landmark records it serves, whether it is reachable, and every
    /// request it received.
    final class FakeBackend: Sendable {
        private let state: Mutex<(records: [LandmarkApiModel], reachable: Bool, requests: [NetworkRequest])>

        init(records: [LandmarkApiModel] = LandmarkApiModel.demo) {
            state = Mutex((records, true, []))
        }

        var requests: [NetworkRequest] { state.withLock { $0.requests } }
        func setReachable(_ reachable: Bool) { state.withLock { $0.reachable = reachable } }

        var client: NetworkClient {
            NetworkClient { request in try self.answer(request) }
        }

        private func answer(_ request: NetworkRequest) throws -> NetworkResponse {
            try state.withLock { state in
                state.requests.append(request)
                guard state.reachable else { throw AppError.transport("connection refused") }
                let parts = request.url.path.split(separator: "/").map(String.init)
                let encoder = JSONCoding.encoder()
                switch (request.method, parts.count) {
                case (.get, 1):
                    return NetworkResponse(status: 200, body: try encoder.encode(state.records))
                case (.get, 3) where parts[1] == "category":
                    return NetworkResponse(
                        status: 200,
                        body: try encoder.encode(state.records.filter { $0.category == parts[2] }))
                case (.get, 2):
                    guard let record = state.records.first(where: { $0.id.uuidString == parts[1] }) else {
                        return NetworkResponse(status: 404)
                    }
                    return NetworkResponse(status: 200, body: try encoder.encode(record))
                case (.put, 3):
                    guard request.header("Authorization") != nil else { return NetworkResponse(status: 401) }
                    let body = try JSONCoding.decoder().decode(
                        FavoriteRequest.self, from: request.body ?? Data())
                    guard let index = state.records.firstIndex(where: { $0.id.uuidString == parts[1] }) else {
                        return NetworkResponse(status: 404)
                    }
                    state.records[index].isFavorite = body.isFavorite
                    return NetworkResponse(status: 200, body: try encoder.encode(state.records[index]))
                default:
                    return NetworkResponse(status: 405)
                }
            }
        }
    }

    static func service(
        _ backend: FakeBackend, cacheAt directory: URL, token: String? = "t", logger: Logger = .disabled
    ) -> (LandmarkService, TieredCache) {
        let cache = TieredCache(
            disk: DiskCache(directory: directory, timeToLive: .seconds(3600), sizeLimit: 1 << 22))
        let client = backend.client.intercepted(by: [AuthInterceptor(tokens: TokenStore(token: token))])
        return (.live(client: client, baseURL: base, cache: cache, logger: logger), cache)
    }

    static func collect(_ service: LandmarkService, _ policy: CachePolicy) async throws -> [Fetched<
        [Landmark]
    >] {
        var deliveries: [Fetched<[Landmark]>] = []
        for try await delivery in service.fetchLandmarks(policy) { deliveries.append(delivery) }
        return deliveries
    }

    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "landmarks-live-\(UUID().uuidString)")
    }

    @Test func fetchesMapsAndDropsInvalidRecords() async throws {
        var records = LandmarkApiModel.demo
        records[2].category = "volcanoes"
        let recorder = LogRecorder()
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (service, _) = Self.service(
            FakeBackend(records: records), cacheAt: directory, logger: recorder.logger())
        let deliveries = try await Self.collect(service, .networkOnly)
        #expect(deliveries.count == 1)
        #expect(deliveries[0].origin == .network)
        #expect(deliveries[0].value.map(\.id) == records.map(\.id).filter { $0 != records[2].id })
        #expect(recorder.entries.contains { $0.message == "dropped invalid landmark" })
    }

    @Test func aRestartedAppShowsTheDiskCacheThenTheNetwork() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let backend = FakeBackend()
        let (first, firstCache) = Self.service(backend, cacheAt: directory)
        _ = try await Self.collect(first, .networkOnly)
        await firstCache.flush()

        let (second, _) = Self.service(backend, cacheAt: directory)
        let deliveries = try await Self.collect(second, .cacheThenFetch)
        #expect(deliveries.map(\.origin) == [.cache, .network])
        #expect(deliveries[0].value == deliveries[1].value)
        #expect(deliveries[0].value == Landmark.fixtures)
    }

    @Test func favoritesSavedWhileAnOlderListIsOnItsWayAreNotOverwritten() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let backend = FakeBackend()
        // The list is read on the server first but arrives only after the favorites are saved:
        // it is older than they are.
        let listRead = AsyncStream.makeStream(of: Void.self)
        let favoritesSaved = AsyncStream.makeStream(of: Void.self)
        let heldList = NetworkClient { request in
            let response = try await backend.client.send(request)
            if request.method == .get, request.url.path == "/landmarks" {
                listRead.continuation.yield()
                for await _ in favoritesSaved.stream {}
            }
            return response
        }
        let cache = TieredCache(
            disk: DiskCache(directory: directory, timeToLive: .seconds(3600), sizeLimit: 1 << 22))
        let client = heldList.intercepted(by: [AuthInterceptor(tokens: TokenStore(token: "t"))])
        let service = LandmarkService.live(client: client, baseURL: Self.base, cache: cache)
        cache.insert(Landmark.fixtures, for: LandmarkService.allLandmarksKey)
        let ids = Landmark.fixtures.filter { !$0.isFavorite }.map(\.id)
        let fetch = Task { try await Self.collect(service, .networkOnly) }
        for await _ in listRead.stream { break }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in ids { group.addTask { _ = try await service.setFavorite(id, true) } }
            try await group.waitForAll()
        }
        favoritesSaved.continuation.finish()
        #expect(
            try await fetch.value.first?.value.allSatisfy(\.isFavorite) == true, "the delivered list has them"
        )
        await cache.flush()
        backend.setReachable(false)
        let (reopened, _) = Self.service(backend, cacheAt: directory)
        let offline = try await Self.collect(reopened, .cacheOnly)
        #expect(
            offline.first?.value.allSatisfy(\.isFavorite) == true, "an offline start shows every favorite")
    }

    @Test func theServerDownWithAWarmCacheGivesCachedData() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let backend = FakeBackend()
        let (service, _) = Self.service(backend, cacheAt: directory)
        _ = try await Self.collect(service, .networkOnly)
        backend.setReachable(false)
        #expect(try await Self.collect(service, .networkElseCache).map(\.origin) == [.cache])
        let id = Landmark.fixtures[4].id
        #expect(try await service.fetchLandmark(id) == Landmark.fixtures[4], "detail falls back to the list")
        #expect(try await service.fetchCategory(.lakes) == Landmark.fixtures.filter { $0.category == .lakes })
        await #expect(throws: AppError.transport("connection refused")) {
            try await Self.collect(service, .networkOnly)
        }
    }

    @Test func aMissingLandmarkIsNotFoundEvenWithACache() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (service, _) = Self.service(FakeBackend(), cacheAt: directory)
        _ = try await Self.collect(service, .networkOnly)
        await #expect(throws: AppError.notFound) { try await service.fetchLandmark(UUID()) }
    }

    @Test func aFavoriteIsSentAndKeptInTheCachedList() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let backend = FakeBackend()
        let (service, _) = Self.service(backend, cacheAt: directory)
        _ = try await Self.collect(service, .networkOnly)
        let target = Landmark.fixtures[0]
        let updated = try await service.setFavorite(target.id, !target.isFavorite)
        #expect(updated.isFavorite == !target.isFavorite)
        let request = try #require(backend.requests.last)
        #expect(request.method == .put)
        #expect(request.url.path == "/landmarks/\(target.id.uuidString)/favorite")
        #expect(request.header("Authorization") == "Bearer t")
        let cached = try await Self.collect(service, .cacheOnly)
        #expect(cached.first?.value.first { $0.id == target.id }?.isFavorite == !target.isFavorite)
    }

    @Test func withoutATokenAFavoriteIsUnauthorized() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (service, _) = Self.service(FakeBackend(), cacheAt: directory, token: nil)
        await #expect(throws: AppError.unauthorized) {
            try await service.setFavorite(Landmark.fixtures[0].id, true)
        }
    }

    @Test func clearCacheForgetsTheList() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (service, cache) = Self.service(FakeBackend(), cacheAt: directory)
        _ = try await Self.collect(service, .networkOnly)
        await service.clearCache()
        await cache.flush()
        await #expect(throws: AppError.notCached) { try await Self.collect(service, .cacheOnly) }
    }

    @MainActor @Test func theStoreSaysWhenItShowsCachedData() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let backend = FakeBackend()
        let (service, _) = Self.service(backend, cacheAt: directory)
        let store = LandmarkStore(service: service)
        await store.load(policy: .networkOnly).value
        #expect(store.state == .loaded(.network))
        backend.setReachable(false)
        await store.load(policy: .cacheThenFetch).value
        #expect(store.isShowingCachedData)
        #expect(store.refreshError == .transport("connection refused"))
        #expect(store.landmarks == Landmark.fixtures)
    }
}
