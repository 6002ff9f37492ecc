import AppComposition
import FeatureKit
import DesignSystem
import SignIn
import Testing
import Toolkit

/// A preset signs out and in through its own session, as the live app does through the server's:
/// ctrl-o leads to the sign-in screen, the demo users sign in again, and an unreachable server
/// still leaves the device signed out.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PresetSessionTests {
    func screen(_ environment: ServiceEnvironment, hint: String? = SignInModel.demoUsersHint) -> AppScreen {
        AppScreen(model: AppModel(start: .ready(environment.pinned, signInHint: hint)))
    }

    @Test func signingOutOfAPresetShowsTheSignInScreenAndTheDemoUserSignsInAgain() async throws {
        let app = screen(.mock(latency: .zero))
        let signedOut = try await HeadlessRunner().run(app, keys: try Key.script("ctrl-o").get())
        #expect(signedOut.finalText.contains("Signed out."), "\(signedOut.finalText)")
        #expect(signedOut.finalText.contains("User name  ada"))
        #expect(signedOut.finalText.contains("Demo users: ada / ada-password, grace / grace-password."))
        let again = try await HeadlessRunner().run(
            app, keys: try Key.script("a d a - p a s s w o r d enter").get())
        #expect(again.finalText.contains("ada · ctrl-o Sign out"), "\(again.finalText)")
        #expect(again.finalText.contains("Turtle Rock"))
    }

    @Test func theSignInRefusedStoryPlaysOnAPresetThatSignedOutFirst() async throws {
        let environment = ServiceEnvironment.mock(latency: .zero)
        try await environment.session.signOut()
        let story = try #require(AppStories.all[named: "sign-in refused"])
        let text = try await HeadlessRunner().run(screen(environment, hint: nil), keys: story.keys).finalText
        #expect(text.contains("User name  ada"))
        #expect(text.contains("✖ Wrong user name or password"), "\(text)")
    }

    @Test func anUnreachableServerStillSignsTheDeviceOutAndRefusesTheSignIn() async throws {
        let app = screen(.error)
        _ = try await HeadlessRunner().run(app, keys: try Key.script("ctrl-o").get())
        let text = try await HeadlessRunner().run(
            app, keys: try Key.script("a d a - p a s s w o r d enter").get()
        ).finalText
        #expect(text.contains("Couldn't sign in: Couldn't reach the server"), "\(text)")
    }
}
