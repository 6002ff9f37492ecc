public import LaunchSupport
import SignIn
import Toolkit

/// The presets `landmarks-app --preset` offers besides live data (which needs a server, so
/// the executable adds it): each feature's preset of the same name, with a line saying what the
/// app then shows.
public enum AppPresets {
    /// What each preset shows in the app, in the order `--list-presets` prints them.
    static let summaries: KeyValuePairs<PresetName, String> = [
        .mock: "fixture landmarks and reservations, answered after \(PresetDefaults.mockLatency.spoken)",
        .empty: "a server with no landmarks and no reservations",
        .error: "a server that cannot be reached; r retries",
        .slow: "the mock data after \(PresetDefaults.slowLatency.spoken), to watch the spinners",
        .offline:
            "no network, and a cache holding the fixtures (not data of yours): every tab shows them as cached",
    ]

    /// mock, empty, error, slow and offline, with `features` on, signed in as the first demo
    /// user, or signed out first when `startsSignedOut` (a story about the sign-in screen).
    public static func catalog(features: AppFeatures, startsSignedOut: Bool = false) -> [Preset<
        AppModel.Start
    >] {
        summaries.map { name, summary in
            Preset(name, summary) { _ in
                let environment = ServiceEnvironment.standard(name).with(features)
                return .ready(
                    startsSignedOut ? await environment.signedOut() : environment,
                    signInHint: SignInModel.demoUsersHint)
            }
        }
    }
}
