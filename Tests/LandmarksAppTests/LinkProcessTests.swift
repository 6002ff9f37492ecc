import Foundation
import HarnessTesting
import Testing

/// `--open` and `--print-link` on the built executables: a script opens exactly what it saw.
@Suite(.timeLimit(.minutes(2))) struct LinkProcessTests {
    @Test(arguments: [
        ("landmarks-app", ["--preset", "mock"], "2 enter e"),
        ("landmarks-app", ["--preset", "mock"], "down enter b"),
        ("landmarks-preview", ["--latency", "0"], "/ l a k e enter down enter"),
        ("landmarks-preview", ["--latency", "0"], "right down down enter"),
        ("reservations-preview", ["--latency", "0"], "enter"),
    ])
    func theLinkAfterAFrameOpensTheSameFrame(executable: String, arguments: [String], keys: String)
        async throws
    {
        let process = try HarnessProcess(executable)
        let linkFile = FileManager.default.temporaryDirectory.appending(path: "link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: linkFile) }
        let seen = try await process.run(
            arguments + ["--headless", "--keys", keys, "--print-link", "--link-file", linkFile.path],
            environment: ["TZ": "UTC"])
        #expect(seen.status == 0, "\(seen.stderr)")
        let link = try #require(seen.stdout.split(separator: "\n").last.map(String.init))
        #expect(link.hasPrefix("landmarks://"))
        #expect(try String(contentsOf: linkFile, encoding: .utf8) == link + "\n", "--link-file keeps it too")
        let opened = try await process.run(
            arguments + ["--headless", "--open", link, "--print-link"], environment: ["TZ": "UTC"])
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout == seen.stdout)
    }

    @Test func badLinksAreOneSentenceAndExit64() async throws {
        let app = try HarnessProcess("landmarks-app")
        let malformed = try await app.run([
            "--preset", "mock", "--headless", "--open", "landmarks://landmarks/x/y",
        ])
        #expect(malformed.status == 64)
        #expect(
            malformed.stderr.contains(
                "'landmarks://landmarks/x/y' opens no screen; links here: landmarks://landmarks,"))
        let off = try await app.run([
            "--preset", "mock", "--headless", "--disable", "reservations", "--open",
            "landmarks://reservations",
        ])
        #expect(off.status == 64)
        #expect(
            off.stderr.contains("the reservations feature is turned off in this app (--disable reservations)")
        )
        let harness = try await HarnessProcess("reservations-preview").run([
            "--headless", "--open", "landmarks://landmarks",
        ])
        #expect(harness.status == 64, "a harness opens its own feature's links only")
        #expect(harness.stderr.contains("links here: landmarks://reservations,"))
    }
}

/// `landmarks-app open LINK` hands the link to the app running on the same data directory, as
/// `onOpenURL` does; with none running, it starts one on that screen.
@Suite(.serialized, .timeLimit(.minutes(2))) struct LinkHandoffProcessTests {
    let folder = FileManager.default.temporaryDirectory.appending(
        path: "landmarks-handoff-\(UUID().uuidString)")
    var environment: [String: String] {
        [
            "LANDMARKS_DATA_DIR": folder.appending(path: "data").path,
            "XDG_RUNTIME_DIR": folder.appending(path: "run").path, "TZ": "UTC",
        ]
    }
    let edit = "landmarks://reservations/00000000-0000-4000-9000-000000000001/edit"

    @Test func theRunningAppOpensTheLinkItIsHanded() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try PseudoTerminalRun("landmarks-app", ["--preset", "mock"], environment: environment)
        defer { app.finish() }
        try await app.output.wait(for: "14 landmarks")
        let sockets = try FileManager.default.contentsOfDirectory(
            atPath: folder.appending(path: "run/landmarks").path)
        #expect(sockets.count == 1)
        let socket = folder.appending(path: "run/landmarks/\(sockets[0])").path
        let mode = try FileManager.default.attributesOfItem(atPath: socket)[.posixPermissions] as? Int
        #expect(mode == 0o600, "readable by the user alone")

        let handed = try await HarnessProcess("landmarks-app").run(["open", edit], environment: environment)
        #expect(handed.status == 0, "\(handed.stderr)")
        try await app.output.wait(for: "Edit reservation", plain: true)
        app.type("\u{1B}")
        try await app.output.wait(for: "e Edit", plain: true)
        app.type("q")
        try await app.waitForExit()
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket goes with the app")
    }

    /// `--data-dir` names the running app to hand the link to, written after `open` or before
    /// it, as the app was started with it (the parser gives the value to the app's own option).
    @Test(arguments: [true, false])
    func theAppRunningOnADataDirectoryOfItsOwnTakesTheLinkHandedThere(afterOpen: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let own = folder.appending(path: "own").path
        let app = try PseudoTerminalRun("landmarks-app", ["--data-dir", own], environment: environment)
        defer { app.finish() }
        try await app.output.wait(for: "14 landmarks")
        let arguments =
            afterOpen
            ? ["open", "landmarks://reservations", "--data-dir", own]
            : ["--data-dir", own, "open", "landmarks://reservations"]
        let handed = try await HarnessProcess("landmarks-app").run(arguments, environment: environment)
        #expect(handed.status == 0, "\(handed.stderr)")
        try await app.output.wait(for: "[2 Reservations]", plain: true)
        app.type("q")
        try await app.waitForExit()
    }

    @Test func aLinkIntoAFeatureTheRunningAppTurnedOffIsRefusedAndSaidThere() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try PseudoTerminalRun(
            "landmarks-app", ["--preset", "mock", "--disable", "reservations"], environment: environment)
        defer { app.finish() }
        try await app.output.wait(for: "14 landmarks")
        let handed = try await HarnessProcess("landmarks-app").run(["open", edit], environment: environment)
        #expect(handed.status == 1)
        #expect(handed.stderr.contains("the reservations feature is turned off in this app"))
        try await app.output.wait(for: "turned off in this app", plain: true)
    }

    @Test func withNoAppRunningOpenStartsOneOnThatScreen() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try PseudoTerminalRun("landmarks-app", ["open", edit], environment: environment)
        defer { app.finish() }
        // Live data from a new embedded backend, where ada has no reservations yet: the screen
        // says that this one is not there, with the way back.
        try await app.output.wait(for: "Reservation not found", plain: true)
        app.type("\u{1B}")
        try await app.output.wait(for: "n New", plain: true)
        app.type("q")
        try await app.waitForExit()
        #expect(app.process.terminationStatus == 0)
    }
}
