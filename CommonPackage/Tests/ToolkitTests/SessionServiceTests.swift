import Foundation
import Synchronization
import Testing
import Toolkit
import WireContract

/// The simulated session: a server that knows the demo users, from a device signed in as the
/// first. `check-fidelity` proves the same answers against the Backend.
@Suite struct SessionServiceTests {
    let ada = DemoUser.all[0]
    let grace = DemoUser.all[1]

    @Test func aPresetStartsSignedInAsTheFirstDemoUser() async {
        #expect(await SessionService.mock(latency: .zero).user() == ada.username)
        #expect(await SessionService.failing(.networkOffline).user() == ada.username)
    }

    @Test func aWrongPasswordOrAnUnknownUserIsRefusedAndWhoeverWasSignedInStays() async {
        let session = SessionService.mock(latency: .zero)
        await #expect(throws: AppError.unauthorized) { try await session.signIn(ada.username, "wrong") }
        await #expect(throws: AppError.unauthorized) { try await session.signIn("nobody", ada.password) }
        await #expect(throws: AppError.unauthorized) {
            try await session.signIn(grace.username, ada.password)
        }
        #expect(await session.user() == ada.username)
    }

    @Test func signingOutForgetsTheUserAndSigningOutAgainIsRefused() async throws {
        let session = SessionService.mock(latency: .zero)
        try await session.signOut()
        #expect(await session.user() == nil)
        await #expect(throws: AppError.unauthorized) { try await session.signOut() }
    }

    @Test func signingInReplacesWhoeverWasSignedIn() async throws {
        let session = SessionService.mock(latency: .zero)
        try await session.signIn(grace.username, grace.password)
        #expect(await session.user() == grace.username)
    }

    @Test func anUnreachableServerRefusesTheSignInAndTheDeviceStillSignsOut() async {
        let session = SessionService.failing(.networkOffline)
        await #expect(throws: AppError.networkOffline) {
            try await session.signIn(ada.username, ada.password)
        }
        await #expect(throws: AppError.networkOffline) { try await session.signOut() }
        #expect(await session.user() == nil, "forgotten on the device all the same")
    }

    @Test func thePresetsAreEveryFeaturesNames() {
        #expect(SessionService.presets.names == PresetName.standard)
    }

    @Test func theLiveSignOutSendsTheTokenAndForgetsItWhateverTheServerAnswers() async throws {
        for status in [200, 500] {
            let sent = Mutex<String?>(nil)
            let client = NetworkClient { request in
                #expect(request.url.path == "/auth/logout")
                sent.withLock { $0 = request.header("Authorization") }
                return NetworkResponse(status: status, body: Data("{}".utf8))
            }
            let tokens = TokenStore(token: "t0k", user: ada.username)
            let session = SessionService.live(
                client: client.intercepted(by: [AuthInterceptor(tokens: tokens)]),
                baseURL: URL(string: "http://x")!,
                tokens: tokens)
            if status == 200 {
                try await session.signOut()
            } else {
                await #expect(throws: AppError.self) { try await session.signOut() }
            }
            #expect(sent.withLock { $0 } == "Bearer t0k")
            #expect(await session.user() == nil)
            #expect(await tokens.token == nil)
        }
    }
}

/// A preset's session as the app's sign-in screens use it: it starts as its service is, and
/// never signs in by itself.
@MainActor @Suite struct PresetSessionTests {
    @Test func startsSignedInAsTheServiceIsAndSignsOutKeepingTheNameForTheForm() async {
        let session = PresetSession(.mock(latency: .zero))
        #expect(await session.start() == .signedIn)
        #expect(session.user == "ada")
        await session.signOut()
        #expect(await PresetSession(.mock(latency: .zero, signedIn: nil)).start() == .signedOut)
        #expect(session.user == "ada", "the sign-in form fills it in")
        #expect(await session.renew() == .signedOut)
        #expect(!session.renewsItself)
    }

    @Test func aRefusedSignInThrowsAndKeepsWhoWasSignedIn() async throws {
        let session = PresetSession(.mock(latency: .zero, signedIn: nil))
        await #expect(throws: AppError.unauthorized) {
            try await session.signIn(user: "ada", password: "wrong")
        }
        #expect(session.user == nil)
        let grace = try #require(DemoUser.all.last)
        try await session.signIn(user: grace.username, password: grace.password)
        #expect(session.user == grace.username)
    }
}
