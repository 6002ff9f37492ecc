import Foundation
import HummingbirdTesting
import HTTPTypes
import LandmarksApi
import Logging
import Testing

@testable import Backend

@Suite(.timeLimit(.minutes(2))) struct MigrationTests {
    @Test(arguments: TestDatabase.allCases)
    func migrationsApplyOnceAndSeedingOnlyFillsAnEmptyDatabase(database kind: TestDatabase) async throws {
        guard let (location, cleanup) = try await kind.makeLocation() else { return }
        let logger = Logger(label: "migrations")
        let database = try Database.open(location, logger: logger)
        #expect(try await Migrations.run(on: database, logger: logger) == [1])
        #expect(try await Migrations.run(on: database, logger: logger) == [])
        let repository = SQLRepository(database: database)
        #expect(try await repository.isEmpty())
        try await DemoData.seedIfEmpty(landmarks: repository, users: repository, logger: logger)
        try await DemoData.seedIfEmpty(landmarks: repository, users: repository, logger: logger)
        #expect(
            try await repository.landmarks(category: nil, userID: nil).count == LandmarkApiModel.demo.count)
        #expect(try await repository.user(named: "grace") != nil)
        try await database.shutdown()
        await cleanup()
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
