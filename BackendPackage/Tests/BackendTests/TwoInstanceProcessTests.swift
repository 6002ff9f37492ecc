import Foundation
import LandmarksApi
import ReservationsApi
import Synchronization
import Testing
import WireContract

@testable import Backend

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Real `landmarks-server` processes: two started at the same moment on one new PostgreSQL
/// database, and the start-up failures an operator must be able to read.
@Suite(.timeLimit(.minutes(2)), .serialized) struct TwoInstanceProcessTests {
    static let landmark = LandmarkApiModel.demo[0].id

    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func twoInstancesStartedTogetherOnANewDatabaseShareEverything() async throws {
        guard let (location, cleanup) = try await TestDatabase.postgres.makeLocation(),
            case let .postgres(url) = location
        else { return }
        async let starting = ServerProcess.start(location: url)
        async let startingToo = ServerProcess.start(location: url)
        let (a, b) = try await (starting, startingToo)
        defer {
            a.process.terminate()
            b.process.terminate()
            a.process.waitUntilExit()
            b.process.waitUntilExit()
            Task { await cleanup() }
        }
        #expect(a.output.contains("seeded demo data") != b.output.contains("seeded demo data"), "seeded once")

        let token = try await a.token()
        let landmarks = try JSONCoding.decoder().decode(
            [LandmarkApiModel].self, from: try await b.request("GET", "/landmarks", token: token).1)
        #expect(landmarks.count == LandmarkApiModel.demo.count)

        // A favorite set through one is seen by the next read on the other.
        _ = try await b.request("GET", "/landmarks/\(Self.landmark)", token: token)
        let set = try await a.request(
            "PUT", "/landmarks/\(Self.landmark)/favorite", token: token, body: #"{"isFavorite":true}"#)
        #expect(set.0 == 200)
        let read = try await b.request("GET", "/landmarks/\(Self.landmark)", token: token)
        #expect(try JSONCoding.decoder().decode(LandmarkApiModel.self, from: read.1).isFavorite)

        // 2 × 50 concurrent bookings, split over both: exactly 100 rows.
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                let server = index.isMultiple(of: 2) ? a : b
                group.addTask {
                    try await server.request(
                        "POST", "/reservations", token: token,
                        body:
                            #"{"landmarkId":"\#(Self.landmark)","date":"\#(aYearAfterTheClocksStart)","partySize":2,"notes":"\#(index)"}"#
                    ).0
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 100))
        let everyNote = Set((0..<100).map { String($0) })
        for server in [a, b] {
            let listed = try JSONCoding.decoder().decode(
                [ReservationApiModel].self,
                from: try await server.request("GET", "/reservations", token: token).1)
            #expect(listed.count == 100)
            #expect(Set(listed.map(\.notes)) == everyNote)
        }

        // Sign-out through one: refused there at once, on the other within the stated bound.
        #expect(try await b.request("GET", "/reservations", token: token).0 == 200, "b trusts it now")
        #expect(try await a.request("POST", "/auth/logout", token: token).0 == 200)
        let revoked = ContinuousClock.now
        #expect(try await a.request("GET", "/reservations", token: token).0 == 401)
        while try await b.request("GET", "/reservations", token: token).0 != 401 {
            try #require(
                ContinuousClock.now - revoked < .seconds(5), "b still accepts a token revoked 5 s ago")
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(ContinuousClock.now - revoked <= .seconds(TokenCache.revalidationInterval + 1))
    }

    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func aMissingPostgreSQLDatabaseStopsTheServerWithItsSQLStateAndNoPassword() throws {
        let admin = try #require(TestDatabase.postgresAdminURL)
        var components = try #require(URLComponents(string: admin))
        components.path = "/no_such_database_\(UUID().uuidString.prefix(8).lowercased())"
        let (status, output) = try ServerProcess.runToExit(["--database", try #require(components.string)])
        #expect(status == 1)
        #expect(output.contains("3D000"))
        #expect(output.contains("does not exist"))
        if let password = components.password { #expect(!output.contains(":\(password)@")) }
        #expect(!output.contains("Generic description"))
    }

    @Test func aSecondServerOnOneSQLiteFileExitsSayingWhy() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appending(path: "db.sqlite").path
        let first = try await ServerProcess.start(database: path)
        defer { first.process.terminate() }
        let (status, output) = try ServerProcess.runToExit(["--database", "sqlite:\(path)"])
        #expect(status == 1)
        #expect(output.contains("is in use by another landmarks server at http://127.0.0.1:\(first.port)"))
        #expect(output.contains("pass --database for another file"))
    }
}
