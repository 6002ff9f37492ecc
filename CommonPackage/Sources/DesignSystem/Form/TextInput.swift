/// Editable text with a cursor: the state behind a form's text field.
///
/// Typing inserts at the cursor; ←/→, Home and End move it; Backspace and Delete remove the
/// character before or under it. Text never grows past ``maxLength`` characters, so a limit is
/// enforced where the text is typed, not only when it is saved.
///
/// ```swift
/// var notes = TextInput("", maxLength: 500)
/// _ = notes.edit(with: .character("H"))
/// ```
public struct TextInput: Sendable, Hashable {
    /// The text.
    public private(set) var text: String
    /// The cursor's position, in characters from the start: `0...text.count`.
    public private(set) var cursor: Int
    /// The most characters the text may hold; `nil` for no limit.
    public let maxLength: Int?
    /// Whether to draw bullets instead of the characters, as a password field does.
    public let isSecure: Bool

    /// Creates an input holding `text` with the cursor at `cursor` (clamped), or at its end.
    public init(_ text: String = "", cursor: Int? = nil, maxLength: Int? = nil, isSecure: Bool = false) {
        let kept = maxLength.map { String(text.prefix($0)) } ?? text
        self.text = kept
        self.cursor = min(max(0, cursor ?? kept.count), kept.count)
        self.maxLength = maxLength
        self.isSecure = isSecure
    }

    /// Applies an editing key and returns whether it changed the text or moved the cursor.
    /// Keys that mean nothing to a text field (↑, ↓, Enter, Esc, Tab) return `false`, so they
    /// can move focus instead.
    public mutating func edit(with key: Key) -> Bool {
        switch key {
        case let .character(character):
            guard maxLength.map({ text.count < $0 }) ?? true else { return false }
            text.insert(character, at: index(cursor))
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return false }
            text.remove(at: index(cursor - 1))
            cursor -= 1
        case .delete:
            guard cursor < text.count else { return false }
            text.remove(at: index(cursor))
        case .left:
            guard cursor > 0 else { return false }
            cursor -= 1
        case .right:
            guard cursor < text.count else { return false }
            cursor += 1
        case .home:
            guard cursor > 0 else { return false }
            cursor = 0
        case .end:
            guard cursor < text.count else { return false }
            cursor = text.count
        default:
            return false
        }
        return true
    }

    /// The text as drawn in `width` columns: bullets when secure, a block cursor when focused,
    /// scrolled so the cursor stays visible.
    public func line(width: Int, isFocused: Bool, placeholder: String = "") -> Line {
        guard width > 0 else { return Line() }
        let shown = isSecure ? String(repeating: "•", count: text.count) : text
        if shown.isEmpty, !isFocused { return Line(placeholder, style: .muted).truncated(to: width) }
        guard isFocused else { return Line(shown).truncated(to: width) }
        let characters = Array(shown)
        // Keep the cursor in view: show the end of the text before it when it does not all fit.
        var start = 0
        while start < cursor, TextWidth.of(String(characters[start..<cursor])) > width - 1 { start += 1 }
        var line = Line(String(characters[start..<cursor]))
        // At the end the cursor is a block, as in the search field; inside the text it is the
        // character under it, inverted.
        if cursor < characters.count {
            line.append(String(characters[cursor]), style: Style(inverse: true))
        } else {
            line.append("█", style: .key)
        }
        if cursor + 1 < characters.count { line.append(String(characters[(cursor + 1)...])) }
        return line.truncated(to: width)
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}

extension Binding where Value == TextInput {
    /// Editable text over a model's text and cursor, kept within `maxLength`: what a
    /// ``TextField`` edits when the model holds the two apart.
    public init(text: Binding<String>, cursor: Binding<Int>, maxLength: Int? = nil, isSecure: Bool = false) {
        self.init(
            get: {
                TextInput(
                    text.wrappedValue, cursor: cursor.wrappedValue, maxLength: maxLength, isSecure: isSecure)
            },
            set: { input in
                text.wrappedValue = input.text
                cursor.wrappedValue = input.cursor
            })
    }
}
