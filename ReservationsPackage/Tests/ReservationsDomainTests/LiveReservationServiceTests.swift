import Foundation
import Logger
import ReservationsApi
import Synchronization
import Testing
import Toolkit

@testable import ReservationsDomain

/// `ReservationService.live` over a fake transport that plays the backend, and a real disk cache.
@Suite struct LiveReservationServiceTests {
    static let base = URL(string: "http://reservations.test")!
    static let landmark = UUID.number(7)
    let clock = CalendarClock.newYorkAfternoon

    /// A scripted backend holding one user's reservations; it can be taken offline.
    final class FakeBackend: Sendable {
        private let state = Mutex<
            (records: [ReservationApiModel], reachable: Bool, bodies: [String], changes: [String])
        >(([], true, [], []))

        var bodies: [String] { state.withLock { $0.bodies } }
        /// Each change sent (a POST or PUT), with its `If-Match`: "PUT If-Match \"3\"".
        var changes: [String] { state.withLock { $0.changes } }
        func setReachable(_ reachable: Bool) { state.withLock { $0.reachable = reachable } }
        func add(_ record: ReservationApiModel) { state.withLock { $0.records.append(record) } }

        var client: NetworkClient { NetworkClient { request in try self.answer(request) } }

        private func answer(_ request: NetworkRequest) throws -> NetworkResponse {
            try state.withLock { state in
                guard state.reachable else { throw AppError.transport("connection refused") }
                let parts = request.url.path.split(separator: "/").map(String.init)
                let encoder = JSONCoding.encoder()
                if let body = request.body { state.bodies.append(String(decoding: body, as: UTF8.self)) }
                if request.method != .get {
                    let condition = request.headers[EntityTag.ifMatchHeader].map { " If-Match \($0)" } ?? ""
                    state.changes.append("\(request.method.rawValue) \(request.url.path)\(condition)")
                }
                switch (request.method, parts.count) {
                case (.get, 1):
                    return NetworkResponse(status: 200, body: try encoder.encode(state.records))
                case (.post, 1):
                    let create = try JSONCoding.decoder().decode(
                        CreateReservationRequest.self, from: request.body ?? Data())
                    let record = ReservationApiModel(
                        id: UUID(), landmarkId: create.landmarkId, landmarkName: "Turtle Rock",
                        date: create.date,
                        partySize: create.partySize, notes: create.notes, status: .confirmed)
                    state.records.append(record)
                    return NetworkResponse(status: 201, body: try encoder.encode(record))
                case (.post, 3) where parts[2] == "cancel":
                    guard let index = state.records.firstIndex(where: { $0.id.uuidString == parts[1] }) else {
                        return NetworkResponse(status: 404)
                    }
                    state.records[index].status = .cancelled
                    return NetworkResponse(status: 200, body: try encoder.encode(state.records[index]))
                case (.put, 2):
                    guard let index = state.records.firstIndex(where: { $0.id.uuidString == parts[1] }) else {
                        return NetworkResponse(status: 404)
                    }
                    let update = try JSONCoding.decoder().decode(
                        UpdateReservationRequest.self, from: request.body ?? Data())
                    state.records[index].partySize = update.partySize
                    return NetworkResponse(status: 200, body: try encoder.encode(state.records[index]))
                case (.get, 2):
                    guard let record = state.records.first(where: { $0.id.uuidString == parts[1] }) else {
                        return NetworkResponse(status: 404)
                    }
                    return NetworkResponse(status: 200, body: try encoder.encode(record))
                default:
                    return NetworkResponse(status: 405)
                }
            }
        }
    }

    func record(_ number: Int, partySize: Int = 2, name: String = "Turtle Rock") -> ReservationApiModel {
        ReservationApiModel(
            id: .number(number), landmarkId: Self.landmark, landmarkName: name,
            date: clock.date(daysFromToday: number, hour: 10), partySize: partySize, notes: "",
            status: .confirmed)
    }

    func service(_ backend: FakeBackend, cache: TieredCache) -> ReservationService {
        .live(client: backend.client, baseURL: Self.base, cache: cache)
    }

    func list(_ service: ReservationService, _ policy: CachePolicy) async throws -> [Fetched<[Reservation]>] {
        var deliveries: [Fetched<[Reservation]>] = []
        for try await delivery in service.fetchReservations(policy) { deliveries.append(delivery) }
        return deliveries
    }

    @Test func invalidRecordsAreDroppedAndTheRestShown() async throws {
        let backend = FakeBackend()
        backend.add(record(1))
        backend.add(record(2, partySize: 99))
        backend.add(record(3, name: "  "))
        let deliveries = try await list(service(backend, cache: TieredCache(disk: nil)), .networkOnly)
        #expect(deliveries.map { $0.value.map(\.id) } == [[.number(1)]])
    }

    @Test func offlineTheCachedListAndItsChangesShow() async throws {
        let backend = FakeBackend()
        backend.add(record(1))
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "reservations-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = TieredCache(
            disk: DiskCache(directory: folder, timeToLive: .seconds(3600), sizeLimit: 1 << 20))
        let live = service(backend, cache: cache)
        _ = try await list(live, .cacheThenFetch)
        let booked = try await live.create(
            ReservationDraft(
                landmarkId: Self.landmark, date: clock.date(daysFromToday: 2, hour: 9), partySize: 3))
        _ = try await live.cancel(.number(1), nil)
        await cache.flush()

        backend.setReachable(false)
        let reopened = service(
            backend,
            cache: TieredCache(
                disk: DiskCache(directory: folder, timeToLive: .seconds(3600), sizeLimit: 1 << 20)))
        let offline = try await list(reopened, .networkElseCache)
        #expect(offline.map(\.origin) == [.cache])
        let shown = try #require(offline.first?.value)
        #expect(shown.map(\.id) == [.number(1), booked.id])
        #expect(shown.first?.isCancelled == true)
        #expect(
            try await reopened.fetchReservation(booked.id).partySize == 3, "one reservation falls back too")
    }

    @Test func createSendsTheContractsBody() async throws {
        let backend = FakeBackend()
        let draft = ReservationDraft(
            landmarkId: Self.landmark, date: Date(timeIntervalSince1970: 1_800_000_000), partySize: 4,
            notes: "Hi")
        _ = try await service(backend, cache: TieredCache(disk: nil)).create(draft)
        #expect(
            backend.bodies == [
                #"{"date":"2027-01-15T08:00:00Z","landmarkId":"\#(Self.landmark.uuidString)","notes":"Hi","partySize":4}"#
            ])
    }

    /// An edit and a cancel name the version the person saw (`If-Match`), so the server refuses
    /// them (412) when the visit changed elsewhere since; one without a version sends none.
    @Test func anEditAndACancelSendIfMatchOnTheVersionSeen() async throws {
        let backend = FakeBackend()
        backend.add(record(1))
        let live = service(backend, cache: TieredCache(disk: nil))
        let seen = try await live.fetchReservation(.number(1))
        var draft = ReservationDraft(editing: seen)
        draft.version = 3
        draft.partySize = 4
        _ = try await live.update(seen.id, draft)
        _ = try await live.cancel(seen.id, 4)
        _ = try await live.cancel(seen.id, nil)
        let path = "/reservations/\(seen.id.uuidString)"
        #expect(
            backend.changes == [
                #"PUT \#(path) If-Match "3""#, #"POST \#(path)/cancel If-Match "4""#, "POST \(path)/cancel",
            ])
    }

    @Test func aMissingReservationIsNotFoundNotACachedGuess() async throws {
        let backend = FakeBackend()
        await #expect(throws: AppError.notFound) {
            try await service(backend, cache: TieredCache(disk: nil)).fetchReservation(.number(9))
        }
    }
}
