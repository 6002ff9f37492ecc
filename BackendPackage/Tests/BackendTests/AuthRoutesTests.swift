import Foundation
import Logging
import HTTPTypes
import Hummingbird
import SQLKit
import Testing
import WireContract

@testable import Backend

@Suite(.timeLimit(.minutes(2))) struct AuthRoutesTests {
    @Test(arguments: TestDatabase.available)
    func loginGivesALongRandomTokenThatLogoutRevokes(database: TestDatabase) async throws {
        try await withApp(database) { api in
            let reply = try await api.login("ada", "ada-password")
            #expect(reply.status == .ok)
            let login = try reply.decode(LoginResponse.self)
            #expect(login.user == UserApiModel(username: "ada"))
            #expect(
                Data(
                    base64Encoded: login.token.replacingOccurrences(of: "-", with: "+")
                        .replacingOccurrences(of: "_", with: "/") + "=")?.count == 32, "256 random bits")
            #expect(try await api.token("ada") != login.token)
            #expect(try await api.send(.get, "/reservations", token: login.token).status == .ok)
            #expect(try await api.send(.post, "/auth/logout", token: login.token).status == .ok)
            #expect(try await api.send(.get, "/reservations", token: login.token).status == .unauthorized)
            #expect(try await api.send(.post, "/auth/logout", token: login.token).status == .unauthorized)
        }
    }

    @Test func wrongPasswordsUnknownUsersAndMissingCredentialsAre401() async throws {
        try await withApp { api in
            let wrong = try await api.login("ada", "grace-password")
            #expect(wrong.status == .unauthorized)
            #expect(wrong.errorCode == "invalid_credentials")
            #expect(try await api.login("nobody", "x").status == .unauthorized)
            #expect(try await api.send(.post, "/auth/login").status == .unauthorized)
            #expect(try await api.send(.post, "/auth/logout").status == .unauthorized)
        }
    }

    @Test func tokensArePersistedOnlyAsHashesAndPasswordsOnlyAsBcrypt() async throws {
        guard let (location, cleanup) = try await TestDatabase.sqlite.makeLocation() else { return }
        defer { Task { await cleanup() } }
        let token = try await serving(BackendConfiguration.test(database: location)) {
            try await $0.token("grace")
        }
        let database = try Database.open(location, logger: .init(label: "inspect"))
        let hashes = try await database.sql.raw("SELECT token_hash FROM tokens").all().map {
            try $0.decode(column: "token_hash", as: String.self)
        }
        let passwords = try await database.sql.raw("SELECT password_hash FROM users").all().map {
            try $0.decode(column: "password_hash", as: String.self)
        }
        try await database.shutdown()
        #expect(hashes == [Authenticator.hash(token)])
        #expect(!hashes.contains(token))
        #expect(passwords.count == 2 && passwords.allSatisfy { $0.hasPrefix("$2") })
    }
}
