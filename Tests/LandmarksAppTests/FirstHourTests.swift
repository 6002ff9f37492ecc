import Foundation
import HarnessTesting
import Testing

/// What a newcomer meets running the README's commands, each against the built executables:
/// the default server and the default app together, options checked before anything is
/// written, the environment's server honoured, credentials checked, and messages that say
/// what to do.
@Suite(.timeLimit(.minutes(3))) struct FirstHourTests {
    let app: HarnessProcess
    let folder = FileManager.default.temporaryDirectory.appending(path: "first-hour-\(UUID().uuidString)")

    init() throws {
        app = try HarnessProcess("landmarks-app")
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> HarnessProcess.Output
    {
        try await app.run(
            ["--headless"] + arguments, environment: ["TZ": "UTC"].merging(environment) { _, new in new })
    }

    /// `--server` for `server`, with the app's data and cache in this test's folder.
    func against(_ server: ServerProcess) -> [String] {
        [
            "--server", server.url.absoluteString, "--data-dir", folder.appending(path: "app").path,
            "--cache-dir", folder.appending(path: "cache").path,
        ]
    }

    @Test func theAppUsesTheLandmarksServerThatServesItsDataDirectory() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appending(path: "data")
        let environment = [
            "LANDMARKS_DATA_DIR": data.path, "LANDMARKS_CACHE_DIR": folder.appending(path: "cache").path,
        ]
        // Both on their defaults: the server's database is the app's data directory's.
        let server = try await ServerProcess.start([], environment: environment)
        defer { server.stop() }
        let logs = folder.appending(path: "logs")
        let output = try await run(
            ["--keys", "down enter f"],
            environment: environment.merging(["LANDMARKS_LOG_DIR": logs.path]) { _, new in new })
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("ada · ctrl-o Sign out"))
        #expect(output.stdout.contains("St. Mary Lake  ★ Favorite"))
        let log = try String(contentsOf: logs.appending(path: "landmarks-app.log"), encoding: .utf8)
        #expect(log.contains("served by another landmarks server"), "\(log)")
        #expect(log.contains(server.url.absoluteString), "\(log)")
    }

    @Test func aDataDirectoryHeldByAServerThatNeverListensNamesTheWayOut() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appending(path: "data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        // The test holds the lock as a server does while it has not listened yet, until it ends
        // (a holder that lets go after a fixed time can let go before the app, slowed by every
        // other test's processes, gets to its lock).
        let lockFile = data.appending(path: "landmarks.sqlite.lock").path
        let lock = open(lockFile, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
        defer { close(lock) }
        let output = try await run([
            "--data-dir", data.path, "--cache-dir", folder.appending(path: "cache").path,
        ])
        #expect(output.status == 1)
        #expect(output.stderr.contains("in use by another landmarks server"), "\(output.stderr)")
        #expect(
            output.stderr.contains("--server URL") && output.stderr.contains("--data-dir"), "\(output.stderr)"
        )
        #expect(!output.stderr.contains("PostgreSQL"))
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test func aBadCacheDirectoryWritesNoDatabase() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "a-file")
        try Data().write(to: file)
        let data = folder.appending(path: "new")
        let output = try await run(["--cache-dir", file.path, "--data-dir", data.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("is a file, not a directory"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: data.appending(path: "landmarks.sqlite").path))
    }

    @Test func landmarksBaseURLChoosesTheServerAndServerWins() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await ServerProcess.start(data: folder)
        defer { server.stop() }
        let data = [
            "--data-dir", folder.appending(path: "app").path, "--cache-dir",
            folder.appending(path: "cache").path,
        ]
        let fromVariable = try await run(data, environment: ["LANDMARKS_BASE_URL": server.url.absoluteString])
        #expect(fromVariable.status == 0, "\(fromVariable.stderr)")
        #expect(fromVariable.stdout.contains("Sign in"), "the variable's server shows its sign-in screen")
        // --server wins: the variable names a port nothing listens on.
        let both = try await run(
            data + ["--server", server.url.absoluteString, "--user", "ada", "--password", "ada-password"],
            environment: ["LANDMARKS_BASE_URL": "http://127.0.0.1:1"])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stdout.contains("ada · ctrl-o Sign out"))
        let help = try await app.run(["--help"])
        #expect(help.words.contains("--server wins over $LANDMARKS_BASE_URL"), "\(help.stdout)")
    }

    @Test func aStoryThatStartsSignedOutNeedsAServerOrAPreset() async throws {
        let output = try await run(["--story", "sign-in refused"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("starts on the sign-in screen"), "\(output.stderr)")
        #expect(output.stderr.contains("--server URL"))
        #expect(output.stdout.isEmpty, "no keys were typed into another screen")
        let preset = try await run(["--preset", "mock", "--story", "sign-in refused"])
        #expect(preset.status == 0, "\(preset.stderr)")
        #expect(preset.stdout.contains("✖ Wrong user name or password"), "the preset signed out first")
        #expect(preset.stdout.contains("Demo users: ada / ada-password, grace / grace-password."))
    }

    @Test func theSignInStoryOpensOnTheSignInScreenEvenWithASavedToken() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await ServerProcess.start(data: folder)
        defer { server.stop() }
        let arguments = against(server)
        let signedIn = try await run(arguments + ["--user", "ada", "--password", "ada-password"])
        #expect(signedIn.stdout.contains("ada · ctrl-o Sign out"), "a token for ada is saved")
        let story = try await run(arguments + ["--story", "sign-in refused"])
        #expect(story.status == 0, "\(story.stderr)")
        #expect(story.stdout.contains("Wrong user name or password"), "\(story.stdout)")
        let after = try await run(arguments)
        #expect(after.stdout.contains("ada · ctrl-o Sign out"), "the saved token was kept")
    }

    @Test func credentialsOnTheCommandLineAreCheckedOverASavedToken() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await ServerProcess.start(data: folder)
        defer { server.stop() }
        let arguments = against(server) + ["--user", "grace"]
        let signedIn = try await run(arguments + ["--password", "grace-password"])
        #expect(signedIn.stdout.contains("grace · ctrl-o Sign out"), "a token for grace is saved")
        let wrong = try await run(arguments + ["--password", "nope"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("the server refused the sign-in for 'grace'"), "\(wrong.stderr)")
        #expect(!wrong.stdout.contains("grace · ctrl-o Sign out"))
    }

    @Test(arguments: [
        (["--keys", "down"], "--keys applies only with --headless"),
        (["--frames", "--size", "100x30"], "--frames, --size apply only with --headless"),
    ])
    func headlessOptionsInATerminalAreUsageErrors(arguments: [String], message: String) async throws {
        let output = try await app.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test func signingOutOfTheEmbeddedServerSaysTheDemoPasswords() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await run([
            "--data-dir", folder.appending(path: "data").path, "--cache-dir",
            folder.appending(path: "cache").path,
            "--keys", "ctrl-o",
        ])
        #expect(output.stdout.contains("Signed out. Demo users: ada / ada-password, grace / grace-password."))
    }
}
