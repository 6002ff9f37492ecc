public import FeatureKit

/// What the composed app does across its features, as stories: `landmarks-app --story "book from
/// a landmark"` plays one, and the preview gallery draws each in every preset.
public enum AppStories {
    /// Whether the story called `name` starts on the sign-in screen, which a run shows on a
    /// preset, or against a server named by `--server` and with no `--user`.
    public static func startsSignedOut(_ name: String) -> Bool {
        all[named: name]?.startsFrom == .signedOut
    }

    /// Every story, in the order `--list-stories` prints them.
    public static let all = [
        Story(
            "book from a landmark",
            "b on a landmark's detail opens the booking form for it on the Reservations tab; ctrl-s books it",
            keys: "down enter b ctrl-s",
            linkCannotEnd: "books a new visit (a new id) in the story's own data, and its notice"),
        Story(
            "open a reservation's landmark",
            "l on a reservation shows its landmark over the Reservations tab; Esc comes back",
            keys: "2 enter l esc"),
        Story(
            "sign-in refused", "a wrong password is refused with one sentence, and the user name stays",
            keys: "a d a enter w r o n g enter", startsFrom: .signedOut),
    ]
}
