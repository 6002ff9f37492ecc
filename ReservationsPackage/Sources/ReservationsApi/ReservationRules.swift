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

    /// The first rule the values break, checked in field order; `nil` when all hold.
    public static func validate(date: Date, partySize: Int, notes: String, now: Date = Date()) -> FieldError?
    {
        if date <= now { return FieldError(field: "date", message: "must be in the future") }
        if !Self.partySize.contains(partySize) {
            return FieldError(
                field: "partySize",
                message: "must be between \(Self.partySize.lowerBound) and \(Self.partySize.upperBound)")
        }
        if notes.count > maximumNotesLength {
            return FieldError(field: "notes", message: "must be at most \(maximumNotesLength) characters")
        }
        return nil
    }
}
