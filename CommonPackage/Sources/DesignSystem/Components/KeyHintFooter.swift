/// A key and what it does on the current screen.
public struct KeyHint: Sendable, Hashable {
    /// The key as shown: "↑↓", "⏎", "f".
    public var key: String
    /// What it does: "Move", "Open", "Favorite".
    public var label: String

    /// The hint `key label`: `KeyHint("f", "Favorite")` shows as "f Favorite".
    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }

    /// ↑↓ Move
    public static let move = KeyHint("↑↓", "Move")
    /// ⏎ Open
    public static let open = KeyHint("⏎", "Open")
    /// esc Back
    public static let back = KeyHint("esc", "Back")
    /// r Retry
    public static let retry = KeyHint("r", "Retry")
    /// r Refresh
    public static let refresh = KeyHint("r", "Refresh")
    /// q Quit
    public static let quit = KeyHint("q", "Quit")
}

/// The bottom row of every screen: the keys that work there.
public struct KeyHintFooter: Sendable, Hashable {
    /// The hints, most important first; the ones that do not fit are dropped from the end.
    public var hints: [KeyHint]

    /// A footer of `hints`, left to right, dropping the last ones when the row is too narrow.
    public init(_ hints: [KeyHint]) {
        self.hints = hints
    }

    /// The footer as one line at most `width` columns wide.
    public func line(width: Int) -> Line {
        var line = Line(" ")
        var used = 1
        for (index, hint) in hints.enumerated() {
            let separator = index == 0 ? "" : "  "
            let label = " \(hint.label)"
            let columns = separator.count + TextWidth.of(hint.key) + TextWidth.of(label)
            if used + columns > width { break }
            line.append(separator)
            line.append(hint.key, style: .key)
            line.append(label, style: .muted)
            used += columns
        }
        return line
    }
}
