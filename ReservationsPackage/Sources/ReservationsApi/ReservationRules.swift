public import Foundation

/// The rules a reservation must meet. Client and server check the same constants.
public enum ReservationRules {
    /// Allowed party sizes.
    public static let partySize = 1...20
    /// The longest notes allowed, in characters.
    public static let maximumNotesLength = 500

    /// One field that breaks a rule.
    public struct FieldError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The JSON field's name.
        public var field: String
        /// What is wrong, for people.
        public var message: String

        /// Creates a field error.
        public init(field: String, message: String) {
            self.field = field
            self.message = message
        }

        /// `field: message`.
        public var description: String { "\(field): \(message)" }
    }

    /// The wire names of the fields the rules check, in the order they are checked.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// `date`: must be after `now`.
        case date
        /// `partySize`: within ``ReservationRules/partySize``.
        case partySize
        /// `notes`: at most ``ReservationRules/maximumNotesLength`` characters.
        case notes
    }

    /// Every rule the values break, in field order; empty when all hold.
    public static func violations(date: Date, partySize: Int, notes: String, now: Date) -> [Field] {
        var broken: [Field] = []
        if date <= now { broken.append(.date) }
        if !Self.partySize.contains(partySize) { broken.append(.partySize) }
        if notes.count > maximumNotesLength { broken.append(.notes) }
        return broken
    }

    /// The first rule the values break, checked in field order; `nil` when all hold.
    public static func validate(date: Date, partySize: Int, notes: String, now: Date = Date()) -> FieldError?
    {
        violations(date: date, partySize: partySize, notes: notes, now: now).first.map { field in
            let message =
                switch field {
                case .date: "must be in the future"
                case .partySize:
                    "must be between \(Self.partySize.lowerBound) and \(Self.partySize.upperBound)"
                case .notes: "must be at most \(maximumNotesLength) characters"
                }
            return FieldError(field: field.rawValue, message: message)
        }
    }
}
