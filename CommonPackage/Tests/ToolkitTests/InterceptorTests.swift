import Foundation
import Logger
import LoggerTestSupport
import Synchronization
import Testing

@testable import Toolkit

@Suite struct InterceptorChainTests {
    /// Records the order in which it sees requests and outcomes.
    struct Tracer: NetworkInterceptor {
        let name: String
        let trace: Trace

        func prepare(_ request: NetworkRequest) async throws(AppError) -> NetworkRequest {
            trace.append("prepare \(name)")
            var request = request
            request.headers["X-Trace", default: ""] += name
            return request
        }

        func intercept(_ outcome: NetworkOutcome, of exchange: NetworkExchange) async -> NetworkOutcome {
            trace.append("intercept \(name)")
            return outcome
        }
    }

    final class Trace: Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    @Test func preparesInOrderAndInterceptsInReverse() async throws {
        let trace = Trace()
        let client = NetworkClient { request in
            trace.append("send \(request.headers["X-Trace"] ?? "")")
            return NetworkResponse(status: 200)
        }.intercepted(by: ["a", "b", "c"].map { Tracer(name: $0, trace: trace) })
        _ = try await client.send(NetworkRequest(method: .get, url: URL(string: "http://x/")!))
        #expect(
            trace.all == [
                "prepare a", "prepare b", "prepare c", "send abc", "intercept c", "intercept b",
                "intercept a",
            ])
    }

    @Test func aPrepareFailureEndsTheExchangeWithoutSending() async {
        struct Refuse: NetworkInterceptor {
            func prepare(_ request: NetworkRequest) async throws(AppError) -> NetworkRequest {
                throw .unauthorized
            }
        }
        let sent = Mutex(0)
        let client = NetworkClient { _ in
            sent.withLock { $0 += 1 }
            return NetworkResponse(status: 200)
        }.intercepted(by: [Refuse()])
        await #expect(throws: AppError.unauthorized) {
            try await client.execute(
                Route<EmptyBody, EmptyResponse>(.get, "/x").endpoint(), baseURL: URL(string: "http://x")!)
        }
        #expect(sent.withLock { $0 } == 0)
    }
}

@Suite struct AuthInterceptorTests {
    static func headers(with tokens: TokenStore, preset: [String: String] = [:]) async throws -> [String:
        String]
    {
        let seen = Mutex<[String: String]>([:])
        let client = NetworkClient { request in
            seen.withLock { $0 = request.headers }
            return NetworkResponse(status: 200)
        }.intercepted(by: [AuthInterceptor(tokens: tokens)])
        _ = try await client.send(
            NetworkRequest(method: .get, url: URL(string: "http://x/")!, headers: preset))
        return seen.withLock { $0 }
    }

    @Test func addsTheBearerTokenWhenSignedIn() async throws {
        #expect(try await Self.headers(with: TokenStore(token: "t0k"))["Authorization"] == "Bearer t0k")
    }

    @Test func sendsTheTokenOnlyToItsOrigin() async throws {
        let seen = Mutex<[String?]>([])
        let client = NetworkClient { request in
            seen.withLock { $0.append(request.header("Authorization")) }
            return NetworkResponse(status: 200)
        }.intercepted(by: [
            AuthInterceptor(
                tokens: TokenStore(token: "t0k"), origin: URL(string: "https://landmarks.example")!)
        ])
        for url in [
            "https://landmarks.example/landmarks", "https://LANDMARKS.example:443/me",
            "http://landmarks.example/",
            "https://landmarks.example:8443/", "https://api.pet-adoption.example/v2/pets",
        ] {
            _ = try await client.send(NetworkRequest(method: .get, url: URL(string: url)!))
        }
        #expect(seen.withLock { $0 } == ["Bearer t0k", "Bearer t0k", nil, nil, nil])
    }

    @Test func sendsNoAuthorizationWhenSignedOut() async throws {
        let tokens = TokenStore(token: "old")
        await tokens.setToken(nil)
        #expect(try await Self.headers(with: tokens)["Authorization"] == nil)
    }

    @Test func keepsAnAuthorizationTheRequestAlreadyHas() async throws {
        let headers = try await Self.headers(
            with: TokenStore(token: "t0k"), preset: ["authorization": "Basic abc"])
        #expect(headers == ["authorization": "Basic abc"])
    }

    @Test func signInKeepsTheTokenFromTheAnswer() async throws {
        let client = NetworkClient { request in
            #expect(request.url.path == "/auth/login")
            #expect(request.header("Authorization") == "Basic " + Data("ada:pw".utf8).base64EncodedString())
            return NetworkResponse(
                status: 200, body: Data(#"{"token":"abc","user":{"username":"ada"}}"#.utf8))
        }
        let tokens = TokenStore()
        let answer = try await tokens.signIn(
            username: "ada", password: "pw", client: client, baseURL: URL(string: "http://x")!)
        #expect(answer.user.username == "ada")
        #expect(await tokens.token == "abc")
        #expect(await tokens.user == "ada")
        await tokens.setToken(nil)
        #expect(await tokens.user == nil, "signing out forgets whose the token was")
    }
}

@Suite struct LoggingInterceptorTests {
    static func run(
        _ interceptor: (Logger) -> LoggingInterceptor, status: Int = 200,
        body: String = #"{"token":"s3cret","user":{"username":"ada"}}"#
    ) async throws -> [CapturedLog] {
        let recorder = LogRecorder()
        let client = NetworkClient { _ in NetworkResponse(status: status, body: Data(body.utf8)) }
            .intercepted(by: [
                AuthInterceptor(tokens: TokenStore(token: "bearer-s3cret")), interceptor(recorder.logger()),
            ])
        _ = try await client.send(
            NetworkRequest(
                method: .post, url: URL(string: "http://x/auth/login")!,
                headers: ["X-Other": "1"], body: Data(#"{"password":"hunter2","name":"a"}"#.utf8)))
        return recorder.entries
    }

    @Test func logsTheRequestAndItsOutcome() async throws {
        let entries = try await Self.run { LoggingInterceptor(logger: $0) }
        #expect(entries.map(\.message) == ["→ POST /auth/login", "← 200 POST /auth/login"])
        #expect(entries[0].metadata["auth"] == "bearer")
        #expect(entries[1].metadata["bytes"] == "44")
        #expect(entries[1].metadata["ms"] != nil)
        #expect(entries.allSatisfy { $0.metadata["body"] == nil })
    }

    @Test func logsRedactedBodiesOnlyWhenAsked() async throws {
        let entries = try await Self.run {
            LoggingInterceptor(logger: $0, logsRequestBodies: true, logsResponseBodies: true)
        }
        #expect(entries[0].metadata["body"] == #"{"password":"<redacted>","name":"a"}"#)
        #expect(entries[1].metadata["body"] == #"{"token":"<redacted>","user":{"username":"ada"}}"#)
        let everything = entries.map { "\($0.message) \($0.metadata)" }.joined()
        for secret in ["s3cret", "hunter2", "bearer-s3cret"] { #expect(!everything.contains(secret)) }
    }

    @Test func logsFailuresAsWarnings() async throws {
        let entries = try await Self.run({ LoggingInterceptor(logger: $0) }, status: 503, body: "")
        #expect(entries.last?.level == .warning)
        #expect(entries.last?.message == "← 503 POST /auth/login")
    }
}

@Suite(.timeLimit(.minutes(1))) struct RetryInterceptorTests {
    /// A transport that answers from a script, one outcome per attempt, and counts attempts.
    final class Script: Sendable {
        private let state: Mutex<[NetworkOutcome]>
        private let attemptCount = Mutex(0)
        init(_ outcomes: [NetworkOutcome]) { state = Mutex(outcomes) }
        var attempts: Int { attemptCount.withLock { $0 } }
        var client: NetworkClient {
            NetworkClient { _ in
                self.attemptCount.withLock { $0 += 1 }
                return try self.state.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }.get()
            }
        }
    }

    final class Sleeps: Sendable {
        let durations = Mutex<[Duration]>([])
        var all: [Duration] { durations.withLock { $0 } }
    }

    static func retrying(_ sleeps: Sleeps, fraction: Double = 1) -> RetryInterceptor {
        var retry = RetryInterceptor(
            maxAttempts: 4, baseDelay: .milliseconds(100), maxDelay: .milliseconds(300))
        retry.sleep = { duration in sleeps.durations.withLock { $0.append(duration) } }
        retry.randomFraction = { fraction }
        return retry
    }

    static let status503: NetworkOutcome = .success(NetworkResponse(status: 503))
    static let ok: NetworkOutcome = .success(NetworkResponse(status: 200, body: Data("{}".utf8)))

    static func send(_ method: HTTPMethod, through client: NetworkClient) async -> NetworkOutcome {
        await client.outcome(of: NetworkRequest(method: method, url: URL(string: "http://x/")!))
    }

    @Test(arguments: [502, 503, 504])
    func retriesIdempotentRequestsOnGatewayStatuses(status: Int) async throws {
        let script = Script([.success(NetworkResponse(status: status)), Self.ok])
        let outcome = await Self.send(.get, through: script.client.intercepted(by: [Self.retrying(Sleeps())]))
        #expect(try outcome.get().status == 200)
        #expect(script.attempts == 2)
    }

    @Test func retriesTransportErrorsWithCappedExponentialWaits() async {
        let sleeps = Sleeps()
        let script = Script([.failure(.transport("reset"))])
        let outcome = await Self.send(.put, through: script.client.intercepted(by: [Self.retrying(sleeps)]))
        #expect(outcome == .failure(.transport("reset")))
        #expect(script.attempts == 4)
        #expect(sleeps.all == [.milliseconds(100), .milliseconds(200), .milliseconds(300)])
    }

    @Test func waitsAreJitteredBelowTheBound() async {
        let sleeps = Sleeps()
        let script = Script([Self.status503])
        _ = await Self.send(
            .get, through: script.client.intercepted(by: [Self.retrying(sleeps, fraction: 0.25)]))
        #expect(sleeps.all == [.milliseconds(25), .milliseconds(50), .milliseconds(75)])
        let real = RetryInterceptor(baseDelay: .milliseconds(100), maxDelay: .seconds(1))
        let delays = (0..<200).map { _ in real.delay(afterAttempt: 3, outcome: Self.status503) }
        #expect(delays.allSatisfy { $0 >= .zero && $0 <= .milliseconds(400) })
        #expect(Set(delays).count > 100)
    }

    @Test func honoursRetryAfterUpToTheCap() {
        let retry = RetryInterceptor(baseDelay: .milliseconds(100), maxDelay: .seconds(2))
        let soon = NetworkOutcome.success(NetworkResponse(status: 503, headers: ["retry-after": "1"]))
        let late = NetworkOutcome.success(NetworkResponse(status: 503, headers: ["Retry-After": "60"]))
        #expect(retry.delay(afterAttempt: 1, outcome: soon) == .seconds(1))
        #expect(retry.delay(afterAttempt: 1, outcome: late) == .seconds(2))
    }

    @Test func neverRetriesPostOrPatch() async throws {
        for method in [HTTPMethod.post, .patch] {
            let script = Script([Self.status503, Self.ok])
            let outcome = await Self.send(
                method, through: script.client.intercepted(by: [Self.retrying(Sleeps())]))
            #expect(try outcome.get().status == 503)
            #expect(script.attempts == 1)
        }
    }

    @Test(arguments: [
        NetworkOutcome.failure(.timeout), .failure(.cancelled), .success(NetworkResponse(status: 500)),
        .success(NetworkResponse(status: 404)), .success(NetworkResponse(status: 401)),
        .failure(.unexpected("a bug")),
    ])
    func doesNotRetryWhatAnotherAttemptWouldNotFix(outcome: NetworkOutcome) async {
        let script = Script([outcome, Self.ok])
        let result = await Self.send(.get, through: script.client.intercepted(by: [Self.retrying(Sleeps())]))
        #expect(result == outcome)
        #expect(script.attempts == 1)
    }

    @Test func innerInterceptorsSeeEveryAttempt() async {
        let recorder = LogRecorder()
        let script = Script([Self.status503, Self.status503, Self.ok])
        let client = script.client.intercepted(by: [
            Self.retrying(Sleeps()), LoggingInterceptor(logger: recorder.logger()),
        ])
        _ = await Self.send(.get, through: client)
        #expect(
            recorder.entries.filter { $0.message.hasPrefix("←") }.map(\.message) == [
                "← 503 GET /", "← 503 GET /", "← 200 GET /",
            ])
    }

    @Test func cancellingDuringTheWaitEndsAtOnce() async {
        let script = Script([Self.status503])
        // The real wait, with an event when it begins: the test cancels once the task is waiting.
        let waiting = AsyncStream.makeStream(of: Void.self)
        var retry = RetryInterceptor(maxAttempts: 5, baseDelay: .seconds(30), maxDelay: .seconds(30))
        retry.sleep = { duration in
            waiting.continuation.yield()
            try await Task.sleep(for: duration)
        }
        let client = script.client.intercepted(by: [retry])
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { await Self.send(.get, through: client) }
        for await _ in waiting.stream { break }
        task.cancel()
        #expect(await task.value == .failure(.cancelled))
        #expect(clock.now - start < .seconds(5))
    }
}
