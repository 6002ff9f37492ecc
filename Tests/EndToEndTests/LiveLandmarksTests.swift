import DesignSystem
import Foundation
import HarnessTesting
import LandmarksDomain
import LandmarksFeature
import Testing
import Toolkit

/// The live data path end to end: `LandmarkService.live` over `NetworkClient.live`, the
/// interceptors and a disk cache, against the real Backend on an ephemeral port.
@Suite(.serialized, .timeLimit(.minutes(2))) struct LiveLandmarksTests {
    /// A client and a cache as an app would build them.
    struct Client {
        let service: LandmarkService
        let cache: TieredCache
        let tokens: TokenStore
        /// The cache's folder, kept for as long as the client.
        let folder: TemporaryFolder

        init(
            server: URL, cacheAt folder: TemporaryFolder, token: String? = nil,
            timeout: Duration = requestDeadline
        ) {
            (tokens, self.folder) = (TokenStore(token: token), folder)
            cache = TieredCache(
                disk: DiskCache(directory: folder.url, timeToLive: .seconds(3600), sizeLimit: 1 << 24))
            let client = NetworkClient.live(defaultTimeout: timeout).intercepted(by: [
                AuthInterceptor(tokens: tokens), RetryInterceptor(baseDelay: .milliseconds(20)),
            ])
            service = .live(client: client, baseURL: server, cache: cache)
        }

        /// What a fetch delivers, once the cache has written what it kept: a write still on its
        /// way could make the folder again after the test removed it.
        func deliveries(_ policy: CachePolicy) async throws -> [Fetched<[Landmark]>] {
            var deliveries: [Fetched<[Landmark]>] = []
            for try await delivery in service.fetchLandmarks(policy) { deliveries.append(delivery) }
            await cache.flush()
            return deliveries
        }

        /// The screen as a person would see it, after `keys`, once the cache has written.
        @MainActor func screen(keys: String = "") async throws -> String {
            let screen = FeatureHost(LandmarksModel(store: LandmarkStore(service: service)))
            let text = try await HeadlessRunner().run(screen, keys: try Key.script(keys).get()).finalText
            await cache.flush()
            return text
        }
    }

    @Test func listDetailAndCategoryComeFromTheServer() async throws {
        let server = try await BackendServer.start()
        let client = Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache"))
        let list = try await client.deliveries(.networkOnly)
        #expect(list == [Fetched(Landmark.fixtures.map(\.signedOut), from: .network)])
        let lake = Landmark.fixtures[3]
        #expect(try await client.service.fetchLandmark(lake.id) == lake.signedOut)
        let lakes = try await client.service.fetchCategory(.lakes)
        #expect(lakes.map(\.id) == Landmark.fixtures.filter { $0.category == .lakes }.map(\.id))
        await #expect(throws: AppError.notFound) { try await client.service.fetchLandmark(UUID()) }
    }

    @Test func aFavoriteRoundTripsAndIsSeenAgainAfterAFreshFetch() async throws {
        let server = try await BackendServer.start()
        let signIn = Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache"))
        let answer = try await signIn.tokens.signIn(
            username: "ada", password: "ada-password", client: .live(defaultTimeout: requestDeadline),
            baseURL: server.url)
        let ada = Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache"), token: answer.token)
        let target = Landmark.fixtures[5]
        #expect(try await ada.service.setFavorite(target.id, true).isFavorite)

        let fresh = Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache"), token: answer.token)
        let seen = try await fresh.deliveries(.networkOnly)
        #expect(seen.first?.value.first { $0.id == target.id }?.isFavorite == true)
        let signedOut = Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache"))
        let anonymous = try await signedOut.deliveries(.networkOnly)
        #expect(anonymous.first?.value.contains { $0.isFavorite } == false, "favorites are per user")

        #expect(try await ada.service.setFavorite(target.id, false).isFavorite == false)
        #expect(try await fresh.service.fetchLandmark(target.id).isFavorite == false)
    }

    @Test func withoutATokenTheServerRefusesAFavorite() async throws {
        let server = try await BackendServer.start()
        let client = Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache"))
        await #expect(throws: AppError.unauthorized) {
            try await client.service.setFavorite(Landmark.fixtures[0].id, true)
        }
        await #expect(throws: AppError.unauthorized) {
            try await TokenStore().signIn(
                username: "ada", password: "wrong", client: .live(defaultTimeout: requestDeadline),
                baseURL: server.url)
        }
    }

    @Test(arguments: [
        (CachePolicy.cacheThenFetch, [DataOrigin.network], [DataOrigin.cache, .network]),
        (.cacheElseFetch, [.network], [.cache]),
        (.networkOnly, [.network], [.network]),
        (.cacheOnly, [], [.cache]),
        (.networkElseCache, [.network], [.network]),
    ])
    func eachPolicyAgainstTheServer(policy: CachePolicy, cold: [DataOrigin], warm: [DataOrigin]) async throws
    {
        let server = try await BackendServer.start()
        let folder = TemporaryFolder("e2e-cache")
        let coldClient = Client(server: server.url, cacheAt: folder)
        if cold.isEmpty {
            await #expect(throws: AppError.notCached) { try await coldClient.deliveries(policy) }
        } else {
            #expect(try await coldClient.deliveries(policy).map(\.origin) == cold)
        }
        _ = try await coldClient.deliveries(.networkOnly)
        await coldClient.cache.flush()
        // A new client: its memory is empty, so a cache hit comes from disk.
        let warmClient = Client(server: server.url, cacheAt: folder)
        let deliveries = try await warmClient.deliveries(policy)
        #expect(deliveries.map(\.origin) == warm)
        #expect(deliveries.allSatisfy { $0.value.count == Landmark.fixtures.count })
    }

    @Test func withTheServerStoppedTheScreenShowsCachedDataAndSaysSo() async throws {
        let server = try await BackendServer.start()
        let folder = TemporaryFolder("e2e-cache")
        let online = Client(server: server.url, cacheAt: folder)
        #expect(try await online.screen().contains("14 landmarks"))
        await online.cache.flush()
        await server.stop()

        let offline = Client(server: server.url, cacheAt: folder)
        let text = try await offline.screen()
        #expect(text.contains("! Showing cached data · Couldn't reach the server: connection refused."))
        #expect(text.contains("Turtle Rock"))
        let detail = try await offline.screen(keys: "down enter")
        #expect(detail.contains("St. Mary Lake"))
        let noCache = try await Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache")).screen()
        #expect(noCache.contains("Couldn't load landmarks"))
        #expect(noCache.contains("r Retry"))
    }

    @Test func aServerErrorIsTheErrorState() async throws {
        let server = try await FaultyServer.start(.status500)
        let client = Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache"))
        await #expect(
            throws: AppError.server(status: 500, body: #"{"error":{"code":"internal","message":"boom"}}"#)
        ) {
            try await client.deliveries(.networkOnly)
        }
        let text = try await client.screen()
        #expect(text.contains("Couldn't load landmarks"))
        #expect(text.contains("The server had a problem (HTTP 500)."))
    }

    @Test func malformedJSONIsADecodingFailureNamingThePath() async throws {
        let server = try await FaultyServer.start(.malformedJSON)
        let client = Client(server: server.url, cacheAt: TemporaryFolder("e2e-cache"))
        await #expect(
            throws: AppError.decodingFailed("[0].id: Attempted to decode UUID from invalid UUID string.")
        ) {
            try await client.deliveries(.networkOnly)
        }
    }

    @Test func aSlowServerTimesOutAtTheDeadline() async throws {
        let server = try await FaultyServer.start(.slow(.seconds(5)))
        let client = Client(
            server: server.url, cacheAt: TemporaryFolder("e2e-cache"), timeout: .milliseconds(300))
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: AppError.timeout) { try await client.deliveries(.networkOnly) }
        let elapsed = clock.now - start
        // Well before the server's 5 s answer, with room for a loaded 2-core machine (1.56 s was
        // seen against a 1.5 s bound): what is proved is that the deadline, not the server, ended it.
        #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(3), "took \(elapsed)")
        #expect(try await client.screen().contains("The server took too long to answer."))
    }
}

extension Landmark {
    /// The landmark as the server shows it to someone signed out: not a favorite.
    var signedOut: Landmark {
        var landmark = self
        landmark.isFavorite = false
        return landmark
    }
}
