/// A key press, decoded from terminal input or named in a headless script; the two focus events
/// a terminal reports in the same input, which no widget receives: the runners turn them into
/// the ``ScenePhase``; and, in scripts only, what the same person does on another device.
public enum Key: Sendable, Hashable, CustomStringConvertible {
    /// ↑
    case up
    /// ↓
    case down
    /// ←
    case left
    /// →
    case right
    /// Home: to the first row.
    case home
    /// End: to the last row.
    case end
    /// Page Up: a screenful of rows up.
    case pageUp
    /// Page Down: a screenful of rows down.
    case pageDown
    /// Enter or Return.
    case enter
    /// Esc, on its own.
    case escape
    /// Tab: the next field (Shift-Tab is ``backTab``).
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace: deletes the character before the cursor (DEL or BS from the terminal).
    case backspace
    /// Forward delete.
    case delete
    /// A printable character, including space.
    case character(Character)
    /// Text pasted at once (the terminal marks a paste in bracketed paste mode): a text control
    /// inserts it whole, and nothing else takes it, so a paste never runs a key's command. A
    /// script's `paste:<text>`.
    case paste(String)
    /// Ctrl plus a letter, such as `.control("c")` for Ctrl-C.
    case control(Character)
    /// The terminal window gained the keyboard's focus (`CSI I`); a script's `focus-in`.
    case focusGained
    /// The terminal window lost the keyboard's focus (`CSI O`); a script's `focus-out`.
    case focusLost
    /// The same person does `action` on another device: a script's `elsewhere:book`. No
    /// terminal sends it and no widget receives it; the runners hand it to the ``Elsewhere``
    /// they were given, so a story can show a change made elsewhere arriving.
    case elsewhere(String)

    /// Ctrl-C, which quits from anywhere: raw mode delivers it as a key, not a signal.
    public static let interrupt = Key.control("c")

    /// Ctrl-Z, which suspends the app to the shell from anywhere, as SIGTSTP does.
    public static let suspend = Key.control("z")

    /// Whether this is a focus event rather than a key the screen handles.
    public var isFocusEvent: Bool { self == .focusGained || self == .focusLost }

    /// The other device's action, when this is one rather than a key.
    public var elsewhereAction: String? {
        if case let .elsewhere(action) = self { action } else { nil }
    }

    /// The name a headless script uses for this key.
    public var description: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .character(" "): "space"
        case let .character(character): String(character)
        case let .paste(text): Self.pastePrefix + text
        case let .control(letter): "ctrl-\(letter)"
        case .focusGained: "focus-in"
        case .focusLost: "focus-out"
        case let .elsewhere(action): Self.elsewherePrefix + action
        }
    }

    /// Parses one script word: a key name (``scriptNames``, case-insensitive, with a few
    /// aliases such as `pageup` and `backtab`), `ctrl-<letter>`, or a single character.
    public init?(scriptName name: String) {
        if name.count == 1, let character = name.first {
            self = .character(character)
            return
        }
        if let key = Self.named(name.lowercased()) {
            self = key
        } else if name.hasPrefix(Self.pastePrefix), name.count > Self.pastePrefix.count {
            self = .paste(String(name.dropFirst(Self.pastePrefix.count)))
        } else if name.hasPrefix(Self.elsewherePrefix), name.count > Self.elsewherePrefix.count {
            self = .elsewhere(String(name.dropFirst(Self.elsewherePrefix.count)))
        } else if name.lowercased().hasPrefix("ctrl-"), name.count == 6, let letter = name.last,
            letter.isLetter
        {
            self = .control(Character(letter.lowercased()))
        } else {
            return nil
        }
    }

    /// The key a lowercased name stands for. A switch, not a dictionary: a dictionary of keys
    /// costs a harness's start-up a lookup of its type's conformances among every library's.
    private static func named(_ name: String) -> Key? {
        switch name {
        case "up": .up
        case "down": .down
        case "left": .left
        case "right": .right
        case "home": .home
        case "end": .end
        case "pgup", "pageup": .pageUp
        case "pgdn", "pagedown": .pageDown
        case "enter", "return": .enter
        case "esc", "escape": .escape
        case "tab": .tab
        case "shift-tab", "backtab": .backTab
        case "backspace": .backspace
        case "delete": .delete
        case "space": .character(" ")
        case "focus-in": .focusGained
        case "focus-out": .focusLost
        default: nil
        }
    }

    /// The key names a script may use, as `--help` lists them.
    public static let scriptNames =
        "up down left right enter esc tab shift-tab backspace delete space home end pgup pgdn ctrl-<letter> focus-out focus-in paste:<text> elsewhere:<action>"

    /// What a script word pasting text starts with.
    static let pastePrefix = "paste:"

    /// What a script word naming another device's action starts with.
    static let elsewherePrefix = "elsewhere:"

    /// Parses a space-separated script such as `"down down enter f esc"`.
    ///
    /// - Returns: the keys, or the first word that names no key.
    public static func script(_ text: String) -> Result<[Key], UnknownKeyName> {
        var keys: [Key] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            guard let key = Key(scriptName: String(word)) else {
                return .failure(UnknownKeyName(name: String(word)))
            }
            keys.append(key)
        }
        return .success(keys)
    }
}

/// A word in a key script that names no key.
public struct UnknownKeyName: Error, Equatable, CustomStringConvertible {
    /// The word as written.
    public var name: String

    /// Creates the error for `name`.
    public init(name: String) {
        self.name = name
    }

    /// What went wrong and what is accepted.
    public var description: String {
        "unknown key '\(name)': use one of \(Key.scriptNames), or one character"
    }
}
