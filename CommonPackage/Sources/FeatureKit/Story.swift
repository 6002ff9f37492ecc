public import DesignSystem

/// A named key script with a sentence saying what it shows, declared next to the feature it
/// plays, like a Storybook story or a SwiftUI preview with a name. A harness plays one in a
/// terminal (`--story search`), and the preview gallery draws each as a filmstrip in every
/// preset.
///
/// ```swift
/// Story("search", "Typing filters the list as you type; Enter opens the match", keys: "/ l a k e down enter")
/// ```
public struct Story: Sendable, Hashable, Identifiable {
    /// The name `--story` takes: lowercase words, as "book a visit".
    public let name: String
    /// What it shows, for `--list-stories` and the gallery.
    public let summary: String
    /// The keys, in the script syntax of `Key.script(_:)` (DesignSystem).
    public let script: String
    /// The keys it presses, in order.
    public let keys: [Key]
    /// What it must start from, when not every preset gives it: ``Start/signedOut`` for a story
    /// about the sign-in screen, which the app shows only against a server (`--server`).
    public let startsFrom: Start?
    /// Why the link of the screen it ends on opens another frame than its last, when it does:
    /// it changes what a link does not carry (data in the story's own world, a notice, a form's
    /// input, the selection). The preview gallery opens every scene's last link and fails on a
    /// difference no story explains, and on an explanation no longer needed.
    public let linkCannotEnd: String?

    /// Where a story starts, when it is not where every preset starts.
    public struct Start: Sendable, Hashable, CustomStringConvertible {
        /// What `--list-stories` says after "from".
        public let description: String

        /// A start called `description`.
        public init(_ description: String) {
            self.description = description
        }

        /// On the sign-in screen: a preset whose session signed out first, or a server with
        /// nobody signed in.
        public static let signedOut = Start("signed out")
    }

    /// The story called `name`, pressing `keys` (`Key.script(_:)` (DesignSystem)'s syntax), from
    /// `startsFrom` when it needs a particular start, and with why a link cannot end it when one
    /// cannot.
    ///
    /// Stories are constants in the source, so a script that does not parse is a programming
    /// error: it stops the program at once (every feature's tests play all of its stories).
    public init(
        _ name: String, _ summary: String, keys script: String, startsFrom: Start? = nil,
        linkCannotEnd: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.script = script
        self.startsFrom = startsFrom
        self.linkCannotEnd = linkCannotEnd
        switch Key.script(script) {
        case let .success(keys): self.keys = keys
        case let .failure(error): preconditionFailure("story '\(name)': \(error)")
        }
    }

    /// The name, unique among a feature's stories.
    public var id: String { name }
}

extension [Story] {
    /// The story called `name`.
    public subscript(named name: String) -> Story? {
        first { $0.name == name }
    }

    /// One line per story, its name padded, then what it shows: `--list-stories`.
    public var listing: String {
        namedListing(map { ($0.name, $0.summary + ($0.startsFrom.map { " (from \($0))" } ?? "")) })
    }
}

/// One line per row: its name padded to the longest name and two spaces, then its summary.
/// How `--list-presets` and `--list-stories` print.
public func namedListing(_ rows: [(name: String, summary: String)]) -> String {
    let width = (rows.map(\.name.count).max() ?? 0) + 2
    return rows.map { row in row.name + String(repeating: " ", count: width - row.name.count) + row.summary }
        .joined(separator: "\n")
}
