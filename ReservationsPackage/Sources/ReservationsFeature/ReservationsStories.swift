public import FeatureKit
public import ReservationsDomain
import Toolkit

/// What the Reservations feature does, as stories: `reservations-preview --story edit` plays
/// one, and the preview gallery draws each in every preset.
public enum ReservationsStories {
    /// Every story, in the order `--list-stories` prints them.
    public static let all = [
        Story(
            "book a visit", "n opens the form; Enter through each field books the first landmark",
            keys: "n enter enter enter enter enter enter",
            linkCannotEnd:
                "the form's focus and input, then a new visit (a new id) in the story's own data, and its notice"
        ),
        Story(
            "a date in the past is refused",
            "a date before today is marked on the field, and Save does not book it",
            keys: "n down left left ctrl-s",
            linkCannotEnd: "the form's input, and the errors its save showed"),
        Story(
            "edit", "e on a reservation edits it; ctrl-s saves the new time",
            keys: "enter e down right ctrl-s",
            linkCannotEnd: "changes the visit in the story's own data, and says so in a notice"),
        Story(
            "cancel", "c on a reservation asks first; y cancels it", keys: "enter c y",
            linkCannotEnd: "cancels the visit in the story's own data, and says so in a notice"),
        Story(
            "another device books a visit",
            "a visit booked elsewhere joins the list at once, and a banner says so", keys: "elsewhere:book",
            linkCannotEnd:
                "another device books a new visit (a new id) in the story's own data, and a banner says so"),
    ]

    /// What the same person does on another device in these stories, through the feature's own
    /// services: the mock server sends the change to the list, the live one over its events.
    public static let otherDevice = [
        OtherDeviceAction("book", perform: book)
    ]

    /// Books the first landmark there is for tomorrow at 7 PM, for 2.
    private static func book(_ service: ReservationService, clock: CalendarClock) async throws {
        guard let landmark = try await service.landmarkChoices().first else { throw AppError.notFound }
        let tomorrowEvening = clock.date(daysFromToday: 1, hour: 19)
        let draft = ReservationDraft(landmarkId: landmark.id, date: tomorrowEvening, partySize: 2)
        _ = try await service.create(draft)
    }
}
