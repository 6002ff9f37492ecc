import Backend
import Foundation
import Hummingbird
import LandmarksApi
import LandmarksDomain
import Logger
import Toolkit

/// The live data path at 10,000 landmarks, each stage measured beside decoding the same bytes
/// alone in the same round (a ratio is the median of the rounds' ratios): fetch over loopback
/// HTTP → decode → map → store update, then the cache's disk write (the server's bytes, not
/// re-encoded); and a warm disk-cache read (decode and map again) beside a memory hit.
@MainActor
enum LivePath {
    static func run(count: Int = 10_000, rounds: Int = 30) async throws {
        let records = Landmark.generated(count: count).map(\.apiModel)
        let body = try JSONCoding.encoder().encode(records)
        let server = try await ConstantServer.start(body: body)
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "live-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = NetworkClient.live().intercepted(by: [
            AuthInterceptor(tokens: TokenStore()), RetryInterceptor(), LoggingInterceptor(logger: .disabled),
        ])
        func makeCache() -> TieredCache {
            TieredCache(disk: DiskCache(directory: folder, timeToLive: .seconds(3600), sizeLimit: 256 << 20))
        }

        var decode = Samples(name: "decode")
        var toStore = Samples(name: "to store")
        var withDisk = Samples(name: "+ disk")
        var diskRead = Samples(name: "disk read")
        var memoryHit = Samples(name: "memory hit")
        for _ in 0..<rounds {
            let decoded = try decode.measure {
                try JSONCoding.decoder().decode([LandmarkApiModel].self, from: body)
            }
            precondition(decoded.count == count)

            let cache = makeCache()
            let store = LandmarkStore(service: .live(client: client, baseURL: server.url, cache: cache))
            let clock = ContinuousClock()
            let start = clock.now
            await store.load(policy: .networkOnly).value
            toStore.values.append(clock.now - start)
            await cache.flush()
            withDisk.values.append(clock.now - start)
            precondition(store.landmarks.count == count && store.state == .loaded(.network))

            let cold = makeCache()  // a new process: memory is empty, the disk is warm
            let key = LandmarkService.allLandmarksKey
            let diskStart = clock.now
            let fromDisk = await cold.value(for: key)
            diskRead.values.append(clock.now - diskStart)
            let memoryStart = clock.now
            let fromMemory = await cold.value(for: key)
            memoryHit.values.append(clock.now - memoryStart)
            precondition(fromDisk?.count == count && fromMemory?.count == count)
        }

        print("\nLive data path, \(count) landmarks (\(body.count / 1024) KiB of JSON), \(rounds) rounds")
        print("  stage                                          p50         p99     ÷ decode (spread)")
        for samples in [decode, toStore, withDisk, diskRead, memoryHit] {
            let label =
                switch samples.name {
                case "decode": "decode alone (reference)"
                case "to store": "fetch → decode → map → store (on screen)"
                case "+ disk": "… and the cache's disk write finished"
                case "disk read": "warm disk-cache read (new process)"
                default: "memory-cache hit"
                }
            var ratios = Ratios()
            for (measured, reference) in zip(samples.values, decode.values) {
                ratios.append(measured, over: reference)
            }
            print(
                "  \(label.padding(toLength: 42, withPad: " ", startingAt: 0))  \(samples.median.formatted)  "
                    + "\(samples.p99.formatted)  \(ratios.formatted)")
        }
    }
}

/// A loopback HTTP server that answers `GET /landmarks` with fixed bytes.
struct ConstantServer {
    let url: URL
    private let task: Task<Void, any Error>

    static func start(body: Data) async throws -> ConstantServer {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "benchmark-server")
        logger.logLevel = .critical  // cancelling the run task logs a harmless shutdown error
        let app = buildConstantApplication(
            path: "/landmarks", body: body, port: 0, onServerRunning: { continuation.yield($0) },
            logger: logger)
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return ConstantServer(url: URL(string: "http://127.0.0.1:\(port)")!, task: task)
    }

    func stop() {
        task.cancel()
    }
}
