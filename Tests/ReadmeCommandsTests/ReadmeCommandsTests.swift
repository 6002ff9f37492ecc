import Backend
import Foundation
import HarnessTesting
import Testing

/// Runs every command the README shows, as the README shows it (headless where a person would
/// run it in a terminal, against a server this test starts where it needs one, in temporary
/// directories), and fails on an exit the README does not announce, on a crash, or on output
/// the README contradicts: a listing that differs from its table, an answer without what its
/// comment quotes.
@Suite struct ReadmeCommandsTests {
    static let readme = Readme.repository
    static let testScript =
        (try? String(contentsOf: repositoryRoot.appending(path: "scripts/test"), encoding: .utf8)) ?? ""
    static var repositoryRoot: URL {
        URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    @Test func theReadmeShowsCommandsAndTables() {
        #expect(Self.readme.commands.count >= 20, "the README's sh blocks were not found")
        #expect(Set(Self.readme.presetTables.keys) == Self.screenExecutablesWithListings)
        #expect(Set(Self.readme.stories.keys) == CommandPlan.screenExecutables)
    }

    @Test func theReadmePointsOnlyInsideTheRepository() throws {
        let text = try String(contentsOf: Self.repositoryRoot.appending(path: "README.md"), encoding: .utf8)
        #expect(!text.contains("../"), "the README names a path outside the repository")
        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.output.1)
            guard !target.contains("://"), !target.hasPrefix("#") else { continue }
            let path = String(target.prefix { $0 != "#" })
            #expect(
                FileManager.default.fileExists(atPath: Self.repositoryRoot.appending(path: path).path),
                "the README links to \(target), which is not in the repository")
        }
    }

    /// The screen executables whose `--list-presets` the README shows, each before its table.
    static var screenExecutablesWithListings: Set<String> {
        Set(readme.commands.filter { $0.words.contains("--list-presets") }.compactMap(\.executable))
    }

    /// The commands of the README and the articles that are not run here, each with the
    /// rule's reason: a command that stops being run (a new rule, a changed README) fails here
    /// until this list says so.
    static let notRunHere: [String] = [
        "scripts/test  — the test command itself, which runs this test",
        "swift run new-feature Pets --from-openapi Tools/FeatureTemplates/Examples/pets.yaml [--resource Pet] [--server URL] [--parameter NAME=VALUE]  — writes a feature into the repository: scripts/prove-openapi-feature runs it, then removes it",
        "swift run new-feature Trails  — writes a feature into the repository: scripts/prove-new-feature runs it in a copy",
        "swift run new-feature Trails --remove  — writes a feature into the repository: scripts/prove-new-feature runs it in a copy",
        "for port in 8081 8082; do landmarks-server --host 0.0.0.0 --port $port --trust-forwarded-for --database postgres://landmarks:secret@db.internal:5432/landmarks & done  — an example for other machines (db.internal): nothing of this machine answers there",
        "scripts/check-fidelity  — scripts/test runs scripts/check-fidelity as a step of its own",
        "scripts/check-fidelity --feature landmarks  — scripts/test runs scripts/check-fidelity as a step of its own",
        "scripts/check-fidelity --out-of-reach  — scripts/test runs scripts/check-fidelity as a step of its own",
        "swift run landmarks-app --server https://landmarks.example.com  — an example for other machines (landmarks.example.com): nothing of this machine answers there",
        "scripts/start-tls-proxy http://127.0.0.1:8080  — leaves nginx running in the background: HTTPSTests starts it in front of a server of its own",
        "scripts/preview landmarks --latency 0  — runs in a terminal until quit: PreviewScriptProcessTests runs its loop on a pseudo-terminal",
        "scripts/preview reservations --preset empty  — runs in a terminal until quit: PreviewScriptProcessTests runs its loop on a pseudo-terminal",
        "swift run preview-gallery --check  — scripts/test runs `preview-gallery --check` as a step of its own",
        "swift run preview-gallery --record  — rewrites Gallery/: preview-gallery --check in scripts/test draws the same frames",
    ]

    @Test func theCommandsNotRunHereAreTheListedOnes() {
        let skipped = Self.readme.commands.compactMap { command -> String? in
            guard case let .skip(reason) = CommandPlan(command, testScript: Self.testScript) else {
                return nil
            }
            return "\(command.text)  — \(reason)"
        }
        #expect(
            skipped == Self.notRunHere,
            "not run here, as the rules say now:\n\(skipped.map { "        \"\($0)\"," }.joined(separator: "\n"))"
        )
    }

    @Test(arguments: readme.commands)
    func commandDoesWhatTheReadmeSays(_ command: ReadmeCommand) async throws {
        let plan = CommandPlan(command, testScript: Self.testScript)
        switch plan {
        case .skip: return  // Listed, with why, in notRunHere (theCommandsNotRunHereAreTheListedOnes).
        case .unknown:
            Issue.record("\(command): not a command this test knows how to run; add a rule for it")
            return
        case .run, .serve, .curl: break
        }
        // Two commands at a time: more would crowd out the gallery's test running beside them.
        await Self.slots.acquire()
        let folder = try Scratch()
        var server: EmbeddedServer?
        do {
            if plan.needsServer {
                server = try await EmbeddedServer.start(database: .sqlite(path: folder.path("server.sqlite")))
            }
            if let output = try await Self.run(plan, in: folder, server: server?.url) {
                Self.check(output, of: command)
            }
        } catch {
            Issue.record(error, "\(command)")
        }
        await server?.stop()
        folder.remove()
        await Self.slots.release()
    }

    /// Runs `plan` with `folder`'s directories, against `server` where it needs one; `nil` when
    /// it cannot run here (a PostgreSQL command without a test server).
    static func run(_ plan: CommandPlan, in folder: Scratch, server: URL?) async throws
        -> HarnessProcess.Output?
    {
        var environment = folder.environment
        if let server { environment["LANDMARKS_BASE_URL"] = server.absoluteString }
        func local(_ arguments: [String]) -> [String] {
            arguments.map {
                $0.replacingOccurrences(of: CommandPlan.readmeServer, with: server?.absoluteString ?? "")
            }
        }
        let output: HarnessProcess.Output
        switch plan {
        case .skip, .unknown:
            return nil
        case let .curl(arguments):
            output = try await HarnessProcess(executable: URL(filePath: "/usr/bin/curl"))
                .run(["--max-time", "10"] + local(arguments), environment: environment)
        case let .run(executable, arguments):
            output = try await HarnessProcess(executable).run(local(arguments), environment: environment)
        case let .serve(executable, arguments):
            guard let (arguments, dropDatabase) = try Self.database(for: arguments) else {
                return nil
            }
            defer { dropDatabase() }
            output = try await HarnessProcess(executable).run(
                arguments + (arguments.contains("--port") ? [] : ["--port", "0"]), environment: environment,
                stopWhen: "listening on")
        }
        return output
    }

    /// Fails on an exit the README does not announce, a crash, or output the README contradicts.
    static func check(_ output: HarnessProcess.Output, of command: ReadmeCommand) {
        let context =
            "\(command)\nexit \(output.status)\nstdout:\n\(output.stdout.suffix(1500))\nstderr:\n\(output.stderr.suffix(1500))"
        #expect(Self.announcedStatuses(command.comment).contains(output.status), "\(context)")
        for sign in ["Fatal error", "Stack dump", "Current stack trace", "Illegal instruction"] {
            #expect(!output.stderr.contains(sign), "crashed: \(context)")
        }
        for quoted in Self.quotedStrings(command.comment) {
            #expect(output.stdout.contains(quoted), "the README says the answer holds \(quoted): \(context)")
        }
        if command.words.contains("--list-presets"), let executable = command.executable {
            #expect(Self.readme.presetTables[executable] != nil, "no preset table after \(command)")
            #expect(Self.presetListing(output.stdout) == Self.readme.presetTables[executable], "\(context)")
        }
    }

    @Test(arguments: readme.stories.sorted { $0.key < $1.key })
    func storyTableMatchesTheListing(_ row: (key: String, value: [String])) async throws {
        let (executable, stories) = row
        let output = try await HarnessProcess(executable).run(["--list-stories"])
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(output.status == 0)
        #expect(lines.count == stories.count, "\(output.stdout)")
        for (line, story) in zip(lines, stories) {
            #expect(line.hasPrefix(story + "  "), "README names \(story); \(executable) lists \(line)")
        }
    }

    static let slots = Slots(2)

    // MARK: - What the README announces

    /// 0, and every status the comment announces ("exit 1 listing changes", "exits 64").
    static func announcedStatuses(_ comment: String) -> Set<Int32> {
        let announced = comment.matches(of: /exits? (\d+)/).compactMap { Int32($0.output.1) }
        return Set([0] + announced)
    }

    /// The strings a comment quotes from an answer: `{"token": ..., "user": {"username": "ada"}}`
    /// gives `"token"`, `"user"`, `"username"` and `"ada"`.
    static func quotedStrings(_ comment: String) -> [String] {
        guard comment.hasPrefix("{") || comment.hasPrefix("[") else { return [] }
        return comment.matches(of: /"[^"]*"/).map { String($0.output) }
    }

    /// A `--list-presets` listing as the README's table reads: names, and the default.
    static func presetListing(_ text: String) -> Readme.PresetTable {
        let lines = text.split(separator: "\n")
        return Readme.PresetTable(
            names: lines.compactMap { $0.split(separator: " ").first.map(String.init) },
            defaultName: lines.first { $0.hasSuffix("(default)") }?.split(separator: " ").first.map(
                String.init))
    }

    /// The server's arguments with the README's example PostgreSQL URL replaced by a new
    /// database on the test server (`LANDMARKS_TEST_POSTGRES_URL`, made with `psql`), and how to
    /// drop it; `nil`, and nothing run, when there is no test server.
    static func database(for arguments: [String]) throws -> ([String], drop: () -> Void)? {
        guard let index = arguments.firstIndex(of: "--database"), arguments.indices.contains(index + 1),
            arguments[index + 1].hasPrefix("postgres")
        else { return (arguments, {}) }
        guard let admin = ProcessInfo.processInfo.environment["LANDMARKS_TEST_POSTGRES_URL"], !admin.isEmpty,
            var components = URLComponents(string: admin)
        else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("CI sets LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres); it is missing")
            }
            return nil
        }
        let name = "landmarks_readme_\(UUID().uuidString.prefix(8).lowercased())"
        try psql(admin, "CREATE DATABASE \(name)")
        components.path = "/\(name)"
        var arguments = arguments
        arguments[index + 1] = components.string ?? admin
        return (arguments, { try? psql(admin, "DROP DATABASE \(name) WITH (FORCE)") })
    }

    private static func psql(_ url: String, _ statement: String) throws {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/psql")
        process.arguments = [url, "-qc", statement]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(
                .executableLoad, userInfo: [NSLocalizedDescriptionKey: "psql could not run \(statement)"])
        }
    }
}

extension ReadmeCommand: CustomTestStringConvertible {
    var testDescription: String { description }
}

/// A temporary folder for one command: its data, cache and logs, so no run sees another's.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appending(path: name).path }

    /// Every directory the executables read from the environment, inside this folder.
    var environment: [String: String] {
        [
            "LANDMARKS_DATA_DIR": path("data"), "LANDMARKS_CACHE_DIR": path("cache"),
            "LANDMARKS_LOG_DIR": path("logs"), "XDG_DATA_HOME": path("xdg-data"),
            "XDG_CACHE_HOME": path("xdg-cache"), "XDG_STATE_HOME": path("xdg-state"),
            "LANDMARKS_BASE_URL": "", "LANDMARKS_TOKEN": "", "LANDMARKS_PASSWORD": "",
            "LANDMARKS_DISABLE": "",
        ]
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// At most `limit` holders at once; the others wait their turn, in order.
actor Slots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ limit: Int) { free = limit }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
