/// Editable text with a cursor: the state behind a form's text field.
///
/// Typing inserts at the cursor; ←/→, Home and End move it; Backspace and Delete remove the
/// character before or under it. Text never grows past ``maxLength`` characters, so a limit is
/// enforced where the text is typed, not only when it is saved.
///
/// It is model state, as `FormFocus` is: a form's model holds one per text field, and
/// DesignSystem's `TextField` (and `SearchField`) edit it with keys and draw it.
///
/// ```swift
/// var notes = TextInput("", maxLength: 500)
/// notes.insert("H")
/// ```
public struct TextInput: Sendable, Hashable {
    /// What has been typed, at most `maxLength` characters.
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

    /// Inserts `character` at the cursor and moves past it; `false` when the text is full.
    @discardableResult
    public mutating func insert(_ character: Character) -> Bool {
        guard maxLength.map({ text.count < $0 }) ?? true else { return false }
        text.insert(character, at: index(cursor))
        cursor += 1
        return true
    }

    /// Removes the character before the cursor (Backspace); `false` at the start.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        text.remove(at: index(cursor - 1))
        cursor -= 1
        return true
    }

    /// Removes the character under the cursor (Delete); `false` at the end.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        guard cursor < text.count else { return false }
        text.remove(at: index(cursor))
        return true
    }

    /// Moves the cursor to `position`, clamped to the text; `false` when it does not move.
    @discardableResult
    public mutating func moveCursor(to position: Int) -> Bool {
        let clamped = min(max(0, position), text.count)
        guard clamped != cursor else { return false }
        cursor = clamped
        return true
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}
