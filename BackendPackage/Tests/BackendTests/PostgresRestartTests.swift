import Foundation
import HTTPTypes
import ReservationsApi
import Synchronization
import Testing
import WireContract

@testable import Backend

/// PostgreSQL restarted under load, on a cluster of the test's own: while it is down the two
/// instances answer 503 with `Retry-After` (never a 500, never a request that hangs), within 5 s
/// of it coming back they serve again and listen again, and no booking they acknowledged is lost.
@Suite(.timeLimit(.minutes(3)), .serialized) struct PostgresRestartTests {
    /// The longest a request may take while the database is down: a statement's deadline
    /// (5 s, `DeadlineSQLDatabase`), and a little more.
    static let requestBound = Duration.seconds(7)

    // Without PostgreSQL the test is shown skipped, with why, rather than passing having run
    // nothing (CI sets the variable, and without it there fails the whole run).
    @Test(
        .enabled(if: TestDatabase.runsPostgres, "needs LANDMARKS_TEST_POSTGRES_URL (scripts/start-postgres)"))
    func aRestartUnderLoadIs503WithRetryAfterThenServesAgainAndLosesNothing() async throws {
        let cluster = try #require(try PrivatePostgres.create())
        defer { cluster.drop() }
        let configuration = {
            var configuration = BackendConfiguration.test(database: .postgres(url: cluster.url))
            configuration.clock = .test
            return configuration
        }()
        try await serving(configuration) { a in
            try await serving(configuration) { b in
                let tokens = (try await a.token("ada"), try await b.token("grace"))
                let load = Load()
                let running = Task {
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask { await load.run(against: a, token: tokens.0) }
                        group.addTask { await load.run(against: b, token: tokens.1) }
                    }
                }
                try await Task.sleep(for: .seconds(1))
                try cluster.stop()
                try await Task.sleep(for: .seconds(2))
                try cluster.start()
                let back = ContinuousClock.now
                // Serving again: a booking on each instance succeeds.
                for (api, token) in [(a, tokens.0), (b, tokens.1)] {
                    while true {
                        let reply = try await load.book(on: api, token: token)
                        if reply.status == .ok { break }
                        guard back.duration(to: .now) < .seconds(5) else {
                            Issue.record(
                                "not serving 5 s after PostgreSQL is back: \(reply.status) \(reply.text)")
                            break
                        }
                        try await Task.sleep(for: .milliseconds(100))
                    }
                }
                let recovered = back.duration(to: .now)
                try await Task.sleep(for: .seconds(1))
                load.stop()
                await running.value

                let outcomes = load.outcomes
                #expect(outcomes.contains { $0.status == .serviceUnavailable }, "the restart was not seen")
                #expect(outcomes.contains { $0.status == .ok })
                let unexpected = outcomes.filter {
                    ![.ok, .serviceUnavailable].contains($0.status)
                        || ($0.status == .serviceUnavailable && $0.retryAfter == nil)
                        || $0.took >= Self.requestBound
                }
                #expect(
                    unexpected.isEmpty, "\(unexpected.count) of \(outcomes.count): \(unexpected.prefix(5))")
                // Every booking acknowledged is there, on either instance.
                for (api, token, user) in [(a, tokens.0, "ada"), (b, tokens.1, "grace")] {
                    let listed = try await api.send(.get, "/reservations", token: token)
                        .decode([ReservationApiModel].self).map(\.id)
                    let acknowledged = load.acknowledged(by: token)
                    #expect(
                        Set(acknowledged).isSubset(of: Set(listed)), "\(user): a booking acknowledged is lost"
                    )
                }
                // Listening again: a booking through b reaches a stream opened on a.
                let stream = a.events(token: try await a.token("grace"))
                _ = try await stream.next(1)
                #expect(try await load.book(on: b, token: tokens.1).status == .ok)
                let created = try await stream.next(1)
                #expect(created.map(\.event) == ["reservation.created"])
                print(
                    "PostgreSQL restart: \(outcomes.count) requests, "
                        + "\(outcomes.filter { $0.status == .serviceUnavailable }.count) answered 503, "
                        + "the longest took \(outcomes.map(\.took).max() ?? .zero), "
                        + "serving again \(recovered) after it was back")
            }
        }
    }
}

/// Reads and bookings in a loop on an instance, each outcome kept.
private final class Load: Sendable {
    struct Outcome: Sendable, CustomStringConvertible {
        var request: String
        var status: HTTPResponse.Status
        var retryAfter: String?
        var took: Duration
        var description: String { "\(request): \(status.code), Retry-After \(retryAfter ?? "none"), \(took)" }
    }

    private let state = Mutex((stopped: false, outcomes: [Outcome](), booked: [String: [UUID]]()))

    var outcomes: [Outcome] { state.withLock { $0.outcomes } }

    func acknowledged(by token: String) -> [UUID] { state.withLock { $0.booked[token] ?? [] } }

    func stop() { state.withLock { $0.stopped = true } }

    func run(against api: TestAPI, token: String) async {
        while !state.withLock({ $0.stopped }) {
            _ = try? await timed("GET /reservations") {
                try await api.send(.get, "/reservations", token: token)
            }
            _ = try? await book(on: api, token: token)
        }
    }

    /// Books a visit; kept as acknowledged when answered 200.
    func book(on api: TestAPI, token: String) async throws -> TestReply {
        let reply = try await timed("POST /reservations") {
            try await api.send(
                .post, "/reservations", token: token,
                json:
                    #"{"landmarkId":"\#(EventStreamTests.landmark)","date":"\#(aYearAfterTheClocksStart)","partySize":2}"#
            )
        }
        if reply.status == .ok {
            let id = try reply.decode(ReservationApiModel.self).id
            state.withLock { $0.booked[token, default: []].append(id) }
        }
        return reply
    }

    /// `send`, timed, given at most 10 s: a request still unanswered then is recorded as one that
    /// hung (status 598), and the load goes on.
    private func timed(_ request: String, _ send: @escaping @Sendable () async throws -> TestReply)
        async throws
        -> TestReply
    {
        let start = ContinuousClock.now
        do {
            let reply = try await withThrowingTaskGroup(of: TestReply?.self) { group in
                group.addTask { try await send() }
                group.addTask {
                    try await Task.sleep(for: .seconds(10))
                    return nil
                }
                defer { group.cancelAll() }
                guard let reply = try await group.next() ?? nil else { throw Hung() }
                return reply
            }
            let outcome = Outcome(
                request: request, status: reply.status, retryAfter: reply.headers[.retryAfter],
                took: start.duration(to: .now))
            state.withLock { $0.outcomes.append(outcome) }
            return reply
        } catch {
            // No answer at all (a reset connection: 599) or none in time (598).
            let outcome = Outcome(
                request: "\(request) (\(error))", status: .init(code: error is Hung ? 598 : 599),
                retryAfter: nil,
                took: start.duration(to: .now))
            state.withLock { $0.outcomes.append(outcome) }
            throw error
        }
    }
}

private struct Hung: Error {}

/// A PostgreSQL cluster of the test's own, which it stops and starts: Debian's
/// `pg_createcluster` on a free port, as root (as CI runs). `nil` where PostgreSQL tests do not
/// run; in CI, where they must, a missing tool fails the test.
struct PrivatePostgres: Sendable {
    let version: String
    let name: String
    let port: Int

    var url: String { "postgres://landmarks:landmarks@127.0.0.1:\(port)/landmarks" }

    /// A new cluster, started; `nil`, with an issue recorded, where it cannot be made.
    static func create() throws -> PrivatePostgres? {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/pg_createcluster"),
            let version = versions.sorted(by: { Int($0) ?? 0 < Int($1) ?? 0 }).last
        else {
            Issue.record("a cluster of the test's own needs root and Debian's postgresql package")
            return nil
        }
        let cluster = PrivatePostgres(
            version: version, name: "restart_\(UUID().uuidString.prefix(8).lowercased())",
            port: try freePort())
        try run("/usr/bin/pg_createcluster", version, cluster.name, "-p", "\(cluster.port)", "--start")
        try cluster.psql("CREATE ROLE landmarks LOGIN PASSWORD 'landmarks'")
        try cluster.psql("CREATE DATABASE landmarks OWNER landmarks")
        return cluster
    }

    /// Stops it as an operator's restart does: `fast` ends every session at once.
    func stop() throws { try Self.run("/usr/bin/pg_ctlcluster", version, name, "stop", "-m", "fast") }

    func start() throws { try Self.run("/usr/bin/pg_ctlcluster", version, name, "start") }

    func drop() { try? Self.run("/usr/bin/pg_dropcluster", "--stop", version, name) }

    private func psql(_ statement: String) throws {
        try Self.run("/usr/bin/su", "postgres", "-c", "psql -p \(port) -qc \"\(statement)\"")
    }

    /// Runs a command to its end through `system(3)`, which waits for the command alone.
    /// Foundation's `Process` learns that a command ended when every copy of a descriptor it
    /// hands the command is closed, and the PostgreSQL server these commands start keeps one
    /// open: `waitUntilExit()` never returned.
    private static func run(_ executable: String, _ arguments: String...) throws {
        let log = FileManager.default.temporaryDirectory.appending(path: "pg-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let command = ([executable] + arguments + [">", log.path, "2>&1", "</dev/null"]).map {
            [">", "2>&1", "</dev/null"].contains($0)
                ? $0 : "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'"
        }
        let status = system(command.joined(separator: " "))
        guard status == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw CommandFailed(description: "\(executable) \(arguments.joined(separator: " ")): \(text)")
        }
    }

    /// A port nothing listens on now: the kernel's pick for a socket bound to port 0.
    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw CommandFailed(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    struct CommandFailed: Error, CustomStringConvertible { var description: String }
}
