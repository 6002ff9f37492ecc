/// A short message for the person, shown above the current screen until the next key:
/// "Booked Turtle Rock", "A cancelled reservation can't be changed.".
public struct Notice: Sendable, Hashable {
    /// What kind of message it is, which sets how it looks.
    public enum Kind: Sendable, Hashable {
        /// Neutral information.
        case info
        /// A finished action.
        case success
        /// A failure.
        case error
    }

    /// Whether it informs, confirms or reports an error, which sets its colour.
    public var kind: Kind
    /// The text.
    public var message: String

    /// A notice of `kind` saying `message`, one sentence.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
