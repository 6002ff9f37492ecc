import Foundation
import HummingbirdTesting
import HTTPTypes
import LandmarksApi
import Logging
import SQLKit
import Testing

@testable import Backend

@Suite(.timeLimit(.minutes(2))) struct MigrationTests {
    @Test(arguments: TestDatabase.available)
    func migrationsApplyOnceAndSeedingOnlyFillsAnEmptyDatabase(database kind: TestDatabase) async throws {
        guard let (location, cleanup) = try await kind.makeLocation() else { return }
        let logger = Logger(label: "migrations")
        let database = try Database.open(location, logger: logger)
        #expect(
            try await Migrations.run(on: database, logger: logger) == [1, 2]
                + FeatureBackends.all.map { $0.migration.version })
        #expect(try await Migrations.run(on: database, logger: logger) == [])
        let repository = SQLRepository(database: database)
        #expect(try await repository.allLandmarks().isEmpty)
        try await Migrations.run(on: database, seedingDemoData: true, logger: logger)
        try await Migrations.run(on: database, seedingDemoData: true, logger: logger)
        #expect(
            try await repository.allLandmarks().count == LandmarkApiModel.demo.count)
        #expect(try await repository.user(named: "grace") != nil)
        try await database.shutdown()
        await cleanup()
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
                return .success(try await Migrations.run(on: database, seedingDemoData: true, logger: logger))
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
            try results.flatMap { try $0.get() } == [1, 2] + FeatureBackends.all.map { $0.migration.version })
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
