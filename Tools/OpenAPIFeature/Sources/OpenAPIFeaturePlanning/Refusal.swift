/// Why a document cannot become a feature, as one sentence a person can act on.
public struct Refusal: Error, CustomStringConvertible, Equatable {
    /// The sentence, ending in a full stop.
    public var description: String

    /// A refusal that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
