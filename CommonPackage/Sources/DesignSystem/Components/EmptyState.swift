/// What a screen shows when there is nothing to list: what is empty and what to do.
public struct EmptyState: Sendable, Hashable {
    /// What is empty: "No landmarks".
    public var title: String
    /// What to try next.
    public var message: String

    /// Creates an empty state.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    /// The state centred in a body of `size`.
    public func lines(in size: Size) -> [Line] {
        let width = max(10, min(size.columns - 4, 60))
        let block =
            [Line(title, style: .title), .blank] + Line.wrapping(message, width: width, style: .muted)
        return Placement.centered(block, in: size)
    }
}

/// What a screen shows when its load failed: the message and how to retry.
public struct ErrorState: Sendable, Hashable {
    /// What failed: "Couldn't load landmarks".
    public var title: String
    /// The error's message for people.
    public var message: String

    /// Creates an error state.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    /// The state centred in a body of `size`, ending with "r Retry".
    public func lines(in size: Size) -> [Line] {
        let width = max(10, min(size.columns - 4, 60))
        let block =
            [Line("✖ \(title)", style: .error), .blank]
            + Line.wrapping(message, width: width)
            + [.blank, Line("r", style: .key) + Line(" Retry", style: .muted)]
        return Placement.centered(block, in: size)
    }
}
