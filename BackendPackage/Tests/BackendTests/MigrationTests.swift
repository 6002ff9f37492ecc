import Foundation
import HTTPTypes
import LandmarksApi
import ReservationsApi
import Logging
import SQLKit
import Testing
import WireContract

@testable import Backend

@Suite(.timeLimit(.minutes(2))) struct MigrationTests {
    @Test(arguments: TestDatabase.available)
    func migrationsApplyOnceAndSeedingOnlyFillsAnEmptyDatabase(database kind: TestDatabase) async throws {
        guard let (location, cleanup) = try await kind.makeLocation() else { return }
        let logger = Logger(label: "migrations")
        let database = try Database.open(location, logger: logger)
        #expect(
            try await Migrations.run(on: database, logger: logger) == [1, 2]
                + FeatureBackends.all.compactMap { $0.migration?.version })
        #expect(try await Migrations.run(on: database, logger: logger) == [])
        let repository = SQLRepository(database: database)
        #expect(try await repository.allLandmarks().isEmpty)
        try await Migrations.run(on: database, seeding: .standard, logger: logger)
        try await Migrations.run(on: database, seeding: .standard, logger: logger)
        #expect(
            try await repository.allLandmarks().count == LandmarkApiModel.demo.count)
        #expect(try await repository.user(named: "grace") != nil)
        try await database.shutdown()
        await cleanup()
    }

    /// bcrypt hashes each demo password once per process: every database the process seeds (the
    /// gallery and the tests seed one a scene or a test) holds the same hash, which checks its
    /// password. Hashed once per database, the hashes would differ, each with its own salt.
    @Test func everyDatabaseAProcessSeedsHoldsTheSameHashOfEachPassword() async throws {
        let logger = Logger(label: "migrations")
        var hashes: [[String: String]] = []
        for _ in 0..<2 {
            guard let (location, cleanup) = try await TestDatabase.sqlite.makeLocation() else { return }
            let database = try Database.open(location, logger: logger)
            try await Migrations.run(on: database, seeding: .usersOnly, logger: logger)
            let rows = try await database.sql.raw("SELECT username, password_hash FROM users").all()
            hashes.append(
                Dictionary(
                    uniqueKeysWithValues: try rows.map {
                        (
                            try $0.decode(column: "username", as: String.self),
                            try $0.decode(column: "password_hash", as: String.self)
                        )
                    }))
            try await database.shutdown()
            await cleanup()
        }
        #expect(hashes[0].keys.sorted() == DemoData.users.map(\.username).sorted())
        #expect(hashes[0] == hashes[1])
        for user in DemoData.users {
            #expect(
                try await PasswordHasher.shared.verify(
                    user.password, hash: try #require(hashes[1][user.username])))
        }
    }

    /// The fixtures seed gives the first demo user what the client's mock presets show (the
    /// demo favorites and visits, around the day given), and the other user nothing; the
    /// users-only seed is a server with nothing on it that still signs people in.
    @Test func theFixturesSeedHoldsTheMockDataAndUsersOnlyHoldsNoData() async throws {
        let logger = Logger(label: "migrations")
        let today = Date(timeIntervalSince1970: 1_907_928_000)  // Saturday 15 June 2030, 12:00 UTC
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        guard let (seededAt, cleanSeeded) = try await TestDatabase.sqlite.makeLocation() else { return }
        guard let (emptyAt, cleanEmpty) = try await TestDatabase.sqlite.makeLocation() else { return }
        let seeded = try Database.open(seededAt, logger: logger)
        try await Migrations.run(
            on: seeded, seeding: .fixtures(today: today, timeZone: tokyo), logger: logger)
        let repository = SQLRepository(database: seeded)
        let ada = try #require(try await repository.user(named: "ada"))
        let grace = try #require(try await repository.user(named: "grace"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        let visits = try await repository.reservations(userID: ada.id, landmarkID: nil)
        #expect(
            Set(
                visits.map {
                    [$0.id.uuidString, "\($0.date)", $0.status.rawValue, "\($0.partySize)", $0.notes]
                })
                == Set(
                    ReservationApiModel.demoVisits.map {
                        [
                            $0.id.uuidString, "\($0.date(today: today, calendar: calendar))",
                            $0.status.rawValue,
                            "\($0.partySize)", $0.notes,
                        ]
                    }))
        #expect(
            try await repository.favoriteIDs(userID: ada.id)
                == Set(LandmarkApiModel.demo.filter(\.isFavorite).map(\.id)))
        #expect(try await repository.reservations(userID: grace.id, landmarkID: nil).isEmpty)
        #expect(try await repository.favoriteIDs(userID: grace.id).isEmpty)
        try await seeded.shutdown()

        let empty = try Database.open(emptyAt, logger: logger)
        try await Migrations.run(on: empty, seeding: .usersOnly, logger: logger)
        #expect(try await SQLRepository(database: empty).allLandmarks().isEmpty)
        #expect(try await SQLRepository(database: empty).user(named: "ada") != nil)
        try await empty.shutdown()
        await cleanSeeded()
        await cleanEmpty()
    }

    /// Stateless instances sharing one PostgreSQL start together: the advisory lock makes them take
    /// turns, so the schema is created and the demo data seeded once, and neither fails.
    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func instancesStartingTogetherMigrateOnce() async throws {
        guard let (location, cleanup) = try await TestDatabase.postgres.makeLocation() else { return }
        let logger = Logger(label: "migrations")
        let first = try Database.open(location, logger: logger)
        let second = try Database.open(location, logger: logger)
        func migrate(_ database: Database) async -> Result<[Int], any Error> {
            do {
                return .success(try await Migrations.run(on: database, seeding: .standard, logger: logger))
            } catch {
                return .failure(error)
            }
        }
        async let a = migrate(first)
        async let b = migrate(second)
        let results = await [a, b]
        let landmarks = try await SQLRepository(database: first).allLandmarks().count
        let users = try await first.sql.raw("SELECT COUNT(*) AS n FROM users").first()?.decode(
            column: "n", as: Int.self)
        try await first.shutdown()
        try await second.shutdown()
        await cleanup()
        #expect(
            try results.flatMap { try $0.get() } == [1, 2]
                + FeatureBackends.all.compactMap { $0.migration?.version })
        #expect(landmarks == LandmarkApiModel.demo.count, "seeded once, by whichever took the lock first")
        #expect(users == DemoData.users.count)
    }

    @Test func withoutDemoDataTheDatabaseStartsEmpty() async throws {
        try await withApp(seed: false) { api in
            let landmarks = try await api.send(.get, "/landmarks")
            let login = try await api.login("ada", "ada-password")
            #expect(landmarks.text == "[]")
            #expect(login.status == .unauthorized)
        }
    }

    @Test func databaseLocationsParse() {
        #expect(DatabaseLocation(parsing: "sqlite:/tmp/x.sqlite") == .sqlite(path: "/tmp/x.sqlite"))
        #expect(
            DatabaseLocation(parsing: "postgres://u:p@h:5432/d") == .postgres(url: "postgres://u:p@h:5432/d"))
        #expect(DatabaseLocation(parsing: "postgres://u:secret@h/d")?.description == "postgres://u:***@h/d")
        #expect(DatabaseLocation(parsing: "sqlite:") == nil)
        #expect(DatabaseLocation(parsing: "mysql://h/d") == nil)
    }
}
