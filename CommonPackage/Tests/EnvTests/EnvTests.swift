import Foundation
import Testing

@testable import Env

@Suite struct EnvTests {
    @Test func defaultsPointAtALocalServerAndXDGDirectories() throws {
        let env = try Env.load(from: ["HOME": "/home/ada"])
        #expect(env.serverEnvironment == .development)
        #expect(env.baseURL.absoluteString == "http://127.0.0.1:8080")
        #expect(env.chosenBaseURL == nil, "the default is not a server the person chose")
        #expect(env.directories.data.path == "/home/ada/.local/share/landmarks")
        #expect(env.directories.cache.path == "/home/ada/.cache/landmarks")
        #expect(env.directories.logs.path == "/home/ada/.local/state/landmarks/logs")
        #expect(env.featureFlags.enabled.isEmpty)
    }

    @Test func xdgVariablesMoveTheDirectories() throws {
        let env = try Env.load(from: [
            "HOME": "/home/ada", "XDG_CACHE_HOME": "/tmp/xdg-cache", "XDG_DATA_HOME": "/srv",
        ])
        #expect(env.directories.cache.path == "/tmp/xdg-cache/landmarks")
        #expect(env.directories.data.path == "/srv/landmarks")
    }

    @Test func explicitOverridesBeatXDG() throws {
        let env = try Env.load(from: [
            "HOME": "/home/ada", "XDG_CACHE_HOME": "/tmp/xdg", EnvKey.cacheDirectory: "/var/cache/lm",
            EnvKey.logDirectory: "/var/log/lm", EnvKey.serverEnvironment: "Staging",
            EnvKey.baseURL: "https://example.org/api", EnvKey.features: "Offline-Banner, ,verbose",
        ])
        #expect(env.directories.cache.path == "/var/cache/lm")
        #expect(env.directories.logs.path == "/var/log/lm")
        #expect(env.serverEnvironment == .staging)
        #expect(env.baseURL.absoluteString == "https://example.org/api")
        #expect(env.chosenBaseURL == env.baseURL)
        #expect(env.featureFlags.isEnabled("offline-banner"))
        #expect(env.featureFlags.isEnabled("VERBOSE"))
        #expect(env.featureFlags.enabled.count == 2)
    }

    @Test func blankValuesCountAsUnset() throws {
        let env = try Env.load(from: ["HOME": "/h", EnvKey.baseURL: "  ", EnvKey.serverEnvironment: ""])
        #expect(env.baseURL == ServerEnvironment.development.defaultBaseURL)
        #expect(env.chosenBaseURL == nil)
    }

    @Test(arguments: [
        (EnvKey.serverEnvironment, "prod"),
        (EnvKey.baseURL, "not a url"),
        (EnvKey.baseURL, "ftp://example.org"),
        (EnvKey.cacheDirectory, "relative/path"),
    ])
    func unusableValuesAreErrorsThatNameTheKey(key: String, value: String) {
        #expect(throws: EnvError.self) { try Env.load(from: ["HOME": "/h", key: value]) }
        do {
            _ = try Env.load(from: ["HOME": "/h", key: value])
        } catch {
            #expect(error.description.hasPrefix("\(key)=\"\(value)\" is not valid"))
        }
    }

    /// The trimming written out for speed against Foundation's, on tabs, Unicode spaces and line
    /// breaks (kept, as `CharacterSet.whitespaces` keeps them). Not the zero-width space, which
    /// Foundation on Linux still trims: Unicode moved it out of the space separators in 4.0.1.
    @Test(arguments: [
        "", "  ", " a ", "\ta b\t", "\u{00A0}x\u{3000}", "\u{2003}\u{2009}", "a\n", "\n a \n", "é ", " 東京 ",
    ])
    func trimmingMatchesFoundations(value: String) {
        #expect(EnvironmentValues.trimmed(value) == value.trimmingCharacters(in: .whitespaces))
    }
}
