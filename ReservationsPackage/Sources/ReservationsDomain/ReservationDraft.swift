public import Foundation
import ReservationsApi
public import Toolkit

/// What the reservation form edits: a visit not yet saved, or changes to one.
public struct ReservationDraft: Sendable, Hashable {
    /// A field of the form, in the order it shows them.
    public enum Field: Sendable, Hashable, CaseIterable {
        /// Which landmark.
        case landmark
        /// Which day.
        case date
        /// What time of that day.
        case time
        /// How many people.
        case partySize
        /// Free text.
        case notes

        /// The field whose value the request sends under `name` (`partySize`), as a refusal
        /// names it; time has none of its own, as it goes in `date`.
        init?(wireName name: String) {
            switch name {
            case "landmarkId": self = .landmark
            case "date": self = .date
            case "partySize": self = .partySize
            case "notes": self = .notes
            default: return nil
            }
        }
    }

    /// The landmark to visit; `nil` until one is picked.
    public var landmarkId: UUID?
    /// When the visit starts (the form's Date and Time fields together).
    public var date: Date
    /// How many people come.
    public var partySize: Int
    /// Free text.
    public var notes: String
    /// The version of the reservation the draft changes, when it changes one: saving is refused
    /// if the reservation has moved on since. `nil` saves over whatever is there.
    public var version: Int?

    /// The allowed party sizes: the rules the server checks too.
    public static let partySizes = ReservationRules.partySize
    /// The longest notes allowed, in characters.
    public static let maximumNotesLength = ReservationRules.maximumNotesLength
    /// How far one step of the Time field moves.
    public static let timeStepMinutes = 30

    /// A draft as typed; ``validate(clock:)`` says what is wrong with it, every field at once.
    public init(landmarkId: UUID?, date: Date, partySize: Int, notes: String = "", version: Int? = nil) {
        self.landmarkId = landmarkId
        self.date = date
        self.partySize = partySize
        self.notes = notes
        self.version = version
    }

    /// A new visit: the given landmark (or none yet), tomorrow at 19:00, a party of 2, no notes.
    public static func new(for landmarkId: UUID?, clock: CalendarClock) -> ReservationDraft {
        ReservationDraft(
            landmarkId: landmarkId, date: clock.date(daysFromToday: 1, hour: 19), partySize: 2, notes: "")
    }

    /// The draft that edits `reservation`.
    public init(editing reservation: Reservation) {
        self.init(
            landmarkId: reservation.landmarkId, date: reservation.date, partySize: reservation.partySize,
            notes: reservation.notes, version: reservation.version)
    }

    /// Every field's error at once, keyed by field; empty when the draft can be saved.
    ///
    /// The rules are `ReservationsApi/ReservationRules`, the ones the server checks; the
    /// messages say what to do. A visit earlier today is the Time field's fault, not the Date's.
    public func validate(clock: CalendarClock) -> [Field: String] {
        var errors: [Field: String] = [:]
        if landmarkId == nil { errors[.landmark] = "Pick a landmark to visit" }
        let now = clock.now()
        for broken in ReservationRules.violations(date: date, partySize: partySize, notes: notes, now: now) {
            switch broken {
            case .date:
                if clock.calendar.isDate(date, inSameDayAs: now) {
                    errors[.time] = "Pick a time later than now"
                } else {
                    errors[.date] = "Pick a date in the future"
                }
            case .partySize:
                errors[.partySize] =
                    "Party size must be from \(Self.partySizes.lowerBound) to \(Self.partySizes.upperBound)"
            case .notes:
                errors[.notes] =
                    "Shorten the notes to \(Self.maximumNotesLength) characters (now \(notes.count))"
            }
        }
        return errors
    }

    /// The field a server refusal names (`400 invalid_field` with `"field": "date"`), with its
    /// message; empty when the refusal names none of the form's.
    public static func fieldErrors(from error: AppError) -> [Field: String] {
        guard let refused = error.refusedField, let field = Field(wireName: refused.name) else { return [:] }
        return [field: "The server says: \(refused.message)"]
    }
}
