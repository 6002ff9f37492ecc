import Foundation
import Testing
import Toolkit
import TrailsApi
import TrailsDomain
import TrailsTestSupport

@MainActor @Suite(.timeLimit(.minutes(1))) struct TrailStoreTests {
    @Test func aLoadDeliversTheServicesListAndSaysWhereItCameFrom() async {
        var service = TrailService.unimplemented
        service.fetchAll = { _ in .single { Fetched(Trail.fixtures, from: .network) } }
        let store = TrailStore(service: service)
        await store.load().value
        #expect(store.items == Trail.fixtures)
        #expect(store.state == .loaded(.network))
    }

    @Test func aChangeMadeElsewhereReplacesTheItemInPlace() async throws {
        var service = TrailService.unimplemented
        service.fetchAll = { _ in .single { Fetched(Trail.fixtures, from: .network) } }
        let (changes, continuation) = AsyncStream.makeStream(of: LiveUpdate<Trail>.self)
        service.changes = { changes }
        let store = TrailStore(service: service)
        await store.load().value
        var renamed = try #require(Trail.fixtures.last)
        renamed.name = "Renamed on another device"
        continuation.yield(.change(renamed))
        while store.item(id: renamed.id) != renamed { try await Task.sleep(for: .milliseconds(1)) }
        #expect(store.items.map(\.id) == Trail.fixtures.map(\.id), "in place")
    }

    @Test func aFailedLoadIsTheServicesError() async {
        let store = TrailStore(service: .failing(.transport("down")))
        await store.load().value
        #expect(store.state == .failed(.transport("down")))
        #expect(store.items.isEmpty)
    }

    @Test func recordsWithoutANameAreDropped() async throws {
        let blank = TrailApiModel(id: UUID(), name: "  ", summary: "nameless")
        let data = try JSONCoding.encoder().encode([TrailApiModel.demo[0], blank])
        let wire = try #require(TrailService.allKey.wire)
        let decoded = try wire(data)
        #expect(decoded.map(\.name) == [TrailApiModel.demo[0].name])
    }

    @Test func thePresetsAreEveryFeaturesPresets() async throws {
        #expect(TrailService.presets.names == PresetName.standard)
        let generated = try #require(
            TrailService.presets.services(.mock, tuning: PresetTuning(latency: .zero, itemCount: 5)))
        let store = TrailStore(service: generated)
        await store.load().value
        #expect(store.items.count == 5)
        let offline = TrailStore(service: try #require(TrailService.presets.services(.offline)))
        await offline.load().value
        #expect(offline.items == Trail.fixtures)
        #expect(offline.state == .loaded(.cache))
    }
}
