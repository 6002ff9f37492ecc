public import DesignSystem

/// What the Reservations feature does, as stories: `reservations-preview --story edit` plays
/// one, and the preview gallery draws each in every preset.
public enum ReservationsStories {
    /// Every story, in the order `--list-stories` prints them.
    public static let all = [
        Story("book a visit", "n opens the form; Enter through each field books the first landmark", keys: "n enter enter enter enter enter enter"),
        Story("a date in the past is refused", "a date before today is marked on the field, and Save does not book it", keys: "n down left left ctrl-s"),
        Story("edit", "e on a reservation edits it; ctrl-s saves the new time", keys: "enter e down right ctrl-s"),
        Story("cancel", "c on a reservation asks first; y cancels it", keys: "enter c y"),
    ]
}
