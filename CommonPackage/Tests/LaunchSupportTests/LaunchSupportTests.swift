import ArgumentParser
import Foundation
import Logger
import Testing
import LiveSession
import Toolkit

@testable import LaunchSupport

@Suite struct LaunchSupportTests {
    @Test func cacheFoldersAreOneHarmlessPathComponent() {
        #expect(LiveConnection.pathSafe("../etc/passwd") == "_._etc_passwd")
        #expect(LiveConnection.pathSafe("ada") == "ada")
        #expect(LiveConnection.folderName(for: URL(string: "http://127.0.0.1:8080")!) == "127.0.0.1_8080")
    }

    @Test func anUnknownPresetNamesTheValidOnes() throws {
        let catalog = PresetCatalog<Int>([
            Preset(.mock, "fixtures") { _ in 1 }, Preset(.empty, "none") { _ in 0 },
        ])
        #expect(catalog.listing(default: .mock) == "mock   fixtures (default)\nempty  none")
        #expect(throws: ValidationError.self) { try catalog.named(PresetName(rawValue: "nope")) }
        #expect(try catalog.named(PresetName(rawValue: "empty")).name == .empty)
    }

    @Test func thePasswordComesFromTheOptionOrTheEnvironment() throws {
        var options = try LiveOptions.parse(["--user", "ada"])
        #expect(try options.password(environment: ["LANDMARKS_PASSWORD": "secret"]) == "secret")
        #expect(throws: LaunchError.self) { try options.password(environment: [:]) }
        options = try LiveOptions.parse(["--user", "ada", "--password", "given"])
        #expect(try options.password(environment: ["LANDMARKS_PASSWORD": "secret"]) == "given")
    }

    @Test func eachAccountHasItsOwnCacheFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = try LiveOptions.parse(["--cache-dir", folder.path])
        let connection = try LiveConnection.connect(
            options, environment: ["HOME": folder.path], logger: .disabled,
            server: (URL(string: "http://127.0.0.1:41234")!, "embedded"))
        #expect(connection.baseURL.absoluteString == "http://127.0.0.1:41234")
        let ada = connection.forAccount("user-ada")
        ada.cache.insert(["x"], for: CacheKey<[String]>("k"))
        await ada.cache.flush()
        let files = try FileManager.default.contentsOfDirectory(
            atPath: folder.appending(path: "http/embedded/user-ada").path)
        #expect(files.count == 1)
    }
}
