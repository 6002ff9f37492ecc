import Foundation
import HTTPTypes
import Testing
import WireContract

@testable import Backend

/// Failed sign-ins are limited per user name and per client address, and bcrypt runs on its own
/// bounded pool, so a flood of wrong passwords cannot starve everything else.
@Suite(.timeLimit(.minutes(2))) struct SignInLimitTests {
    @Test func afterTheLimitEvenTheRightPasswordIsRefusedUntilTheWindowPasses() async throws {
        let clock = TestClock()
        try await withApp(clock: clock.serverClock) { (api: TestAPI) async throws in
            for _ in 0..<SignInLimits.standard.perUsername {
                #expect(try await api.login("ada", "wrong").status == .unauthorized)
            }
            let limited = try await api.login("ada", "ada-password")
            #expect(limited.status == .tooManyRequests)
            #expect(limited.errorCode == "too_many_sign_in_attempts")
            #expect(limited.headers[.retryAfter] == "60")
            #expect(limited.headers[.contentType]?.hasPrefix("application/json") == true)
            #expect(
                try await api.login("grace", "grace-password").status == .ok, "other names are not held up")

            clock.advance(by: 30)
            #expect(try await api.login("ada", "ada-password").headers[.retryAfter] == "30")
            clock.advance(by: 30)
            #expect(try await api.login("ada", "ada-password").status == .ok)
        }
    }

    @Test func oneAddressTryingManyNamesIsLimitedToo() async throws {
        let clock = TestClock()
        try await withApp(clock: clock.serverClock) { (api: TestAPI) async throws in
            // In-process requests have no socket, so they all count as one address.
            for index in 0..<SignInLimits.standard.perAddress {
                #expect(try await api.login("guess\(index)", "wrong").status == .unauthorized)
            }
            #expect(try await api.login("grace", "grace-password").status == .tooManyRequests)
            clock.advance(by: SignInLimits.standard.window)
            #expect(try await api.login("grace", "grace-password").status == .ok)
        }
    }

    @Test(arguments: [true, false])
    func behindALoadBalancerTheForwardedAddressIsCountedOnlyWhenTrusted(trusted: Bool) async throws {
        try await withApp(trustsForwardedFor: trusted) { (api: TestAPI) async throws in
            let first: HTTPFields = [HTTPField.Name("X-Forwarded-For")!: "203.0.113.9, 10.0.0.1"]
            let second: HTTPFields = [HTTPField.Name("X-Forwarded-For")!: "203.0.113.9, 10.0.0.2"]
            for index in 0..<SignInLimits.standard.perAddress {
                #expect(try await api.login("guess\(index)", "wrong", headers: first).status == .unauthorized)
            }
            #expect(try await api.login("grace", "grace-password", headers: first).status == .tooManyRequests)
            // The last entry is the one the balancer appended; the client may have forged the rest.
            let other = try await api.login("grace", "grace-password", headers: second).status
            #expect(other == (trusted ? .ok : .tooManyRequests))
        }
    }

    @Test func aCorrectSignInClearsItsNamesEarlierFailures() async throws {
        try await withApp { (api: TestAPI) async throws in
            for _ in 0..<(SignInLimits.standard.perUsername - 1) {
                #expect(try await api.login("ada", "wrong").status == .unauthorized)
            }
            #expect(try await api.login("ada", "ada-password").status == .ok)
            #expect(try await api.login("ada", "wrong").status == .unauthorized, "counting starts again")
        }
    }

    @Test func passwordChecksBeyondTheQueueLimitAreRefusedAtOnce() async throws {
        let hasher = PasswordHasher(threads: 1, queueLimit: 1)
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let first = Task {
            try await hasher.run {
                started.signal()
                gate.wait()
                return 1
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                started.wait()
                continuation.resume()
            }
        }
        await #expect(throws: APIError.busy(retryAfter: 1)) { try await hasher.verify("x", hash: "y") }
        gate.signal()
        #expect(try await first.value == 1)
        #expect(try await hasher.verify("x", hash: try await hasher.hash("x")), "room again once it finished")
    }
}
